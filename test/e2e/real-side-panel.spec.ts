import { configureExtension, TEST_KEY } from './fixtures';
import { E2E_API_ORIGIN } from './e2e-build';
import { SEARCH_SELECTION_COMMAND, TOGGLE_PANEL_COMMAND } from '../../lib/build/manifest';
import { organicOf, searchFromPopup, storePendingLikeTheMenu, windowRecord } from './pages';
import {
  dispatchInWorker,
  expect,
  openPopupTab,
  openSidePanelWithAClick,
  sidePanelUrls,
  test,
} from './real-side-panel';
import type { BrowserContext, Page, Worker } from '@playwright/test';

/*
 * The browser's real side panel, not sidepanel.html in a tab (see real-side-panel.ts for
 * how its page target is reached: --remote-debugging-port and connectOverCDP).
 *
 * Driven for real here:
 * - Enter in the popup: a key press Playwright makes is a user gesture, and the popup's
 *   submit handler calls sidePanel.open({ windowId }) inside it. The popup cannot be opened
 *   from the toolbar in a test, so it is opened as a tab; windows.getCurrent then answers the
 *   tab's window, and the panel opens in that window (checked below).
 * - The right-click menu's and the selection shortcut's own listeners, run in the worker by
 *   dispatch() on the real chrome.contextMenus.onClicked / chrome.commands.onCommand events,
 *   with the arguments the browser would pass. Everything after the call is the shipped code:
 *   defaults, the pending search in storage.session, the search, the page selection read
 *   with scripting.executeScript.
 * - A panel opened after the menu stored its search: opened by sidePanel.open({ windowId }),
 *   the handlers' own call, inside a click Playwright makes on an extension page.
 *
 * What the browser does not allow here:
 * - Headless Chromium draws no native context menu, so no menu item can be clicked, and a key
 *   press Playwright makes goes to the page, never to the browser's shortcut (chrome.commands).
 * - So the menu's and shortcut's listeners run without the user gesture the browser gives a
 *   real click or key press: their sidePanel.open is refused ("may only be called in response
 *   to a user gesture", also from worker.evaluate), and they take their no-panel path, a
 *   results tab (sidepanel.html?q=…). These tests open the panel by a gesture first and check
 *   that the open panel shows what the listener searched, with one request.
 * - A page Playwright opens gets no activeTab grant from the shortcut; the page whose selection
 *   the shortcut reads is served from the API origin, which the e2e build's host permission
 *   covers, so executeScript may read it. The menu's selectionText is given as the browser
 *   would give it; the menu handler reads nothing from the page itself.
 */

/** SEARCH_SELECTION_MENU_ID of lib/browser/context-menu.ts, which needs the extension's i18n to load. */
const SEARCH_SELECTION_MENU_ID = 'search-selection';

/** The result links of a page, once the first one shows. */
async function titlesAndLinks(panel: Page) {
  const links = panel.getByRole('list', { name: 'Results' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links;
}

/**
 * The results tab a menu or shortcut listener opens when its sidePanel.open was refused,
 * once it shows results. It opened at `sidepanel.html?search=<id>&q=…`: it shows the search the
 * listener started, by its id, and never runs one of its own (the query is for its search box).
 */
async function noPanelResultsTab(context: BrowserContext, query: string): Promise<Page> {
  const tabs = () => context.pages().filter((page) => page.url().includes('/sidepanel.html'));
  await expect.poll(() => tabs().length).toBeGreaterThan(0);
  const tab = tabs()[0] as Page;
  await expect(tab.getByRole('combobox', { name: 'Search query' })).toHaveValue(query);
  await titlesAndLinks(tab);
  expect(new URL(tab.url()).searchParams.get('search')).toMatch(/^[0-9a-f-]{36}$/u);
  return tab;
}

const ARTICLE_URL = `${E2E_API_ORIGIN}/article.html`;

/**
 * A web page with `text` selected, and its tab as the browser reports it (tabs.query in
 * the worker). The page is served by the test at the API origin: the one origin the e2e
 * build may script, standing in for the activeTab grant a real shortcut press gives.
 */
async function tabWithSelection(context: BrowserContext, worker: Worker, text: string) {
  const article = await context.newPage();
  await article.route(ARTICLE_URL, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<title>Article</title><p>Read about <span id="chosen">${text}</span> today.</p>`,
    }),
  );
  await article.goto(ARTICLE_URL);
  await article.locator('#chosen').selectText();
  const [tab] = await worker.evaluate((url) => chrome.tabs.query({ url }), ARTICLE_URL);
  if (tab?.id === undefined) throw new Error('The article has no tab');
  return tab;
}

test('Enter in the popup opens the real side panel in its window, which shows the results of one request', async ({
  api,
  context,
  worker,
  openPage,
  sidePanel,
}) => {
  await configureExtension(worker);
  const popup = await openPopupTab(context, openPage);
  const popupWindowId = await popup.evaluate(async () => (await chrome.windows.getCurrent()).id);
  expect(await sidePanelUrls(worker)).toEqual([]);

  await searchFromPopup(popup, 'ada lovelace');
  const panel = await sidePanel();
  // Its job done, the popup closes itself — which it does only once sidePanel.open succeeded.
  await expect.poll(() => popup.isClosed()).toBe(true);

  const links = await titlesAndLinks(panel);
  const expected = organicOf(api, 0);
  await expect(links).toHaveText(expected.map((result) => result.title));
  for (const [index, result] of expected.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', result.link);
  }
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue('ada lovelace');
  expect(api.searchRequests()).toHaveLength(1);
  expect(api.searchRequests()[0]?.headers['x-api-key']).toBe(TEST_KEY);

  // The browser counts it as a side panel, in the popup's window, narrower than the 420-px tabs.
  expect(await sidePanelUrls(worker)).toEqual([panel.url()]);
  expect(await panel.evaluate(async () => (await chrome.windows.getCurrent()).id)).toBe(popupWindowId);
  const width = await panel.evaluate(() => window.innerWidth);
  expect(width).toBeGreaterThan(0);
  expect(width).toBeLessThan(420);
});

test('the right-click menu’s listener runs its search, and the side panel already open shows it with one request', async ({
  api,
  context,
  worker,
  openPage,
  sidePanel,
}) => {
  await configureExtension(worker);
  const tab = await tabWithSelection(context, worker, 'coffee');
  const popup = await openPopupTab(context, openPage);
  await searchFromPopup(popup, 'ada lovelace');
  const panel = await sidePanel();
  await expect(await titlesAndLinks(panel)).toHaveText(organicOf(api, 0).map((result) => result.title));

  await dispatchInWorker(worker, 'contextMenus.onClicked', [
    { menuItemId: SEARCH_SELECTION_MENU_ID, selectionText: 'coffee', editable: false, frameId: 0, pageUrl: tab.url },
    tab,
  ]);

  await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue('coffee');
  await expect.poll(() => api.searchRequests().length).toBe(2);
  expect(api.searchRequests()[1]?.json).toEqual({ query: 'coffee' });
  await expect(await titlesAndLinks(panel)).toHaveText(organicOf(api, 1).map((result) => result.title));

  // Without the gesture the listener's sidePanel.open was refused, so it also opened its
  // results tab; that page shows the same search, by its id: still one request.
  const resultsTab = await noPanelResultsTab(context, 'coffee');
  await expect(await titlesAndLinks(resultsTab)).toHaveText(organicOf(api, 1).map((result) => result.title));
  expect(api.searchRequests()).toHaveLength(2);
});

test('a side panel opened after the menu stored its search picks it up when it loads, and runs it once', async ({
  api,
  worker,
  openPage,
  sidePanel,
}) => {
  await configureExtension(worker);
  // A page first (headless Chromium has no window without one); the pending search is that window's.
  const page = await openPage('options.html');
  await storePendingLikeTheMenu(worker, { id: 'menu-search-real', query: 'coffee', note: 'Your selection was cut.' });
  expect(await sidePanelUrls(worker)).toEqual([]);

  await openSidePanelWithAClick(page);
  const panel = await sidePanel();

  await expect(await titlesAndLinks(panel)).toHaveText(organicOf(api, 0).map((result) => result.title));
  await expect(panel.getByText('Your selection was cut.')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue('coffee');
  expect(api.searchRequests()).toHaveLength(1);
  await expect
    .poll(() => windowRecord(worker))
    .toMatchObject({
      id: 'menu-search-real',
      status: 'success',
      source: 'context-menu',
    });
  expect(await sidePanelUrls(worker)).toEqual([panel.url()]);
});

test('the selection shortcut’s listener reads the page’s selection, and the open side panel shows its results', async ({
  api,
  context,
  worker,
  openPage,
  sidePanel,
}) => {
  await configureExtension(worker);
  const tab = await tabWithSelection(context, worker, 'grace hopper');
  await openSidePanelWithAClick(await openPage('options.html'));
  const panel = await sidePanel();

  await dispatchInWorker(worker, 'commands.onCommand', [SEARCH_SELECTION_COMMAND, tab]);

  await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue('grace hopper');
  await expect.poll(() => api.searchRequests().length).toBe(1);
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'grace hopper' });
  await expect(await titlesAndLinks(panel)).toHaveText(organicOf(api, 0).map((result) => result.title));
  await noPanelResultsTab(context, 'grace hopper');
  expect(api.searchRequests()).toHaveLength(1);
});

test('the panel shortcut closes the open side panel', async ({ worker, openPage, sidePanel }) => {
  await configureExtension(worker);
  const page = await openPage('options.html');
  await openSidePanelWithAClick(page);
  const panel = await sidePanel();
  const windowId = await panel.evaluate(async () => (await chrome.windows.getCurrent()).id);
  expect(await sidePanelUrls(worker)).toHaveLength(1);

  await dispatchInWorker(worker, 'commands.onCommand', [TOGGLE_PANEL_COMMAND, { windowId }]);

  await expect.poll(() => sidePanelUrls(worker)).toEqual([]);
});
