import type { BrowserContext, Page, Worker } from '@playwright/test';
import { configureExtension } from './fixtures';
import { E2E_API_ORIGIN } from './e2e-build';
import { searchFromPopup } from './pages';
import { dispatchInWorker, expect, openSidePanelWithAClick, test } from './real-side-panel';
import { SEARCH_SELECTION_ON_SITE_MENU_ID, SEARCH_SITE_MENU_ID } from '../../lib/browser/this-site-menu';

/*
 * "This site only": the page's right-click "Search this site…", which types `site:host ` into
 * the side panel's box and sends nothing, and the popup's checkbox, which searches
 * `site:host query` for the active tab's page.
 *
 * The web page is served at the API origin (http://127.0.0.1:<port>), as in the other specs:
 * the one origin the e2e build is granted, so its tab's address is readable there, standing in
 * for the activeTab grant a real click on the toolbar button gives the popup. Its site is
 * `127.0.0.1` (URL.hostname: no port).
 */
const PAGE_URL = `${E2E_API_ORIGIN}/article.html`;
const SITE_DRAFT = 'site:127.0.0.1 ';

/** A web page in a tab of its own, active, and its tab as the browser reports it. */
async function webPage(context: BrowserContext, worker: Worker) {
  await context.route(PAGE_URL, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Article</title><p>About Ada Lovelace.</p>' }),
  );
  const page = await context.newPage();
  await page.goto(PAGE_URL);
  const [tab] = await worker.evaluate((url) => chrome.tabs.query({ url }), PAGE_URL);
  if (tab?.id === undefined) throw new Error('The web page has no tab');
  return { page, tab };
}

/** Runs the menu's own listener for "Search this site…" on a page, as the browser would (without its gesture). */
async function clickSearchThisSite(worker: Worker, tab: chrome.tabs.Tab, pageUrl = PAGE_URL): Promise<void> {
  await dispatchInWorker(worker, 'contextMenus.onClicked', [
    { menuItemId: SEARCH_SITE_MENU_ID, editable: false, frameId: 0, pageUrl },
    tab,
  ]);
}

/** The search box holds the draft, focused, with the cursor after it. */
async function expectDraftIn(page: Page): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Search query' });
  await expect(box).toHaveValue(SITE_DRAFT);
  await expect(box).toBeFocused();
  expect(await box.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
    SITE_DRAFT.length,
    SITE_DRAFT.length,
  ]);
}

/** The extension's pages open in tabs: the panel's page without a query is the no-panel fallback. */
function panelPageTabs(context: BrowserContext): Page[] {
  return context.pages().filter((page) => page.url().endsWith('/sidepanel.html'));
}

test('“Search this site…” types site:host into the open side panel’s box, cursor after it, and sends nothing', async ({
  api,
  context,
  worker,
  openPage,
  sidePanel,
}) => {
  await configureExtension(worker);
  const { tab } = await webPage(context, worker);
  await openSidePanelWithAClick(await openPage('options.html'));
  const panel = await sidePanel();

  await clickSearchThisSite(worker, tab);

  await expectDraftIn(panel);
  // Without the gesture the listener's own sidePanel.open was refused, so it also opened the
  // panel's page in a tab of the window, which takes the same draft.
  await expect.poll(() => panelPageTabs(context).length).toBe(1);
  const [fallback] = panelPageTabs(context);
  if (!fallback) throw new Error('No panel page in a tab');
  await expect(fallback.getByRole('combobox', { name: 'Search query' })).toHaveValue(SITE_DRAFT);
  expect(api.searchRequests()).toHaveLength(0);

  // The person finishes the query: only then is anything sent, on that site.
  await panel.keyboard.type('ada lovelace');
  await panel.keyboard.press('Enter');
  await expect.poll(() => api.searchRequests().length).toBe(1);
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'site:127.0.0.1 ada lovelace' });
});

test('a side panel opened after “Search this site…” takes the draft when it loads, and sends nothing', async ({
  api,
  context,
  worker,
  openPage,
  sidePanel,
}) => {
  await configureExtension(worker);
  const { tab } = await webPage(context, worker);
  await clickSearchThisSite(worker, tab);
  await expect.poll(() => panelPageTabs(context).length).toBe(1);

  await openSidePanelWithAClick(await openPage('options.html'));
  const panel = await sidePanel();

  await expectDraftIn(panel);
  expect(api.searchRequests()).toHaveLength(0);
});

test('“Search this site…” on a page that is not a web page does nothing', async ({ api, context, worker }) => {
  await configureExtension(worker);
  const { tab } = await webPage(context, worker);
  const tabsBefore = context.pages().length;

  await clickSearchThisSite(worker, tab, 'file:///home/ada/notes.html');
  await clickSearchThisSite(worker, tab, 'chrome://settings/');

  // The listener has run (dispatch is synchronous); nothing it would store or open appeared.
  expect(await worker.evaluate(() => chrome.storage.session.get('panelDraft'))).toEqual({});
  expect(context.pages()).toHaveLength(tabsBefore);
  expect(api.searchRequests()).toHaveLength(0);
});

test('“Search “%s” on this site” searches site:host and the selection, and the open panel shows it', async ({
  api,
  context,
  worker,
  openPage,
  sidePanel,
}) => {
  await configureExtension(worker);
  const { tab } = await webPage(context, worker);
  await openSidePanelWithAClick(await openPage('options.html'));
  const panel = await sidePanel();

  await dispatchInWorker(worker, 'contextMenus.onClicked', [
    {
      menuItemId: SEARCH_SELECTION_ON_SITE_MENU_ID,
      selectionText: 'Ada Lovelace',
      editable: false,
      frameId: 0,
      pageUrl: PAGE_URL,
    },
    tab,
  ]);

  await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue('site:127.0.0.1 Ada Lovelace');
  await expect.poll(() => api.searchRequests().length).toBe(1);
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'site:127.0.0.1 Ada Lovelace' });
});

/**
 * Opens the popup page in a background tab, so the page the test opened stays the window's
 * active tab: the popup asks for the active tab as it does over a real toolbar click.
 */
async function popupOver(context: BrowserContext, worker: Worker, extensionId: string): Promise<Page> {
  const [popup] = await Promise.all([
    context.waitForEvent('page', { predicate: (page) => page.url().endsWith('/popup.html') }),
    worker.evaluate(
      (url) => chrome.tabs.create({ url, active: false }),
      `chrome-extension://${extensionId}/popup.html`,
    ),
  ]);
  await popup.getByRole('combobox', { name: 'Search query' }).waitFor();
  return popup;
}

test('the popup’s “This site only” searches site:host query for the active tab’s web page', async ({
  api,
  context,
  worker,
  extensionId,
}) => {
  await configureExtension(worker);
  await webPage(context, worker);
  const popup = await popupOver(context, worker, extensionId);

  await popup.getByRole('checkbox', { name: 'This site only' }).check();
  await searchFromPopup(popup, 'ada lovelace');

  await expect.poll(() => api.searchRequests().length).toBe(1);
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'site:127.0.0.1 ada lovelace' });
});

test('the popup offers no “This site only” when the active tab is not a web page', async ({
  api,
  context,
  worker,
  extensionId,
}) => {
  await configureExtension(worker);
  const blank = await context.newPage();
  await blank.goto('about:blank');
  const popup = await popupOver(context, worker, extensionId);
  // The popup asked for the active tab first thing; once the same question has been answered here, so has its own.
  const activeUrl = await popup.evaluate(
    async () => (await chrome.tabs.query({ active: true, currentWindow: true }))[0]?.url ?? '',
  );
  expect(activeUrl).not.toMatch(/^https?:/u);

  await expect(popup.getByRole('checkbox', { name: 'This site only' })).toHaveCount(0);
  await searchFromPopup(popup, 'ada lovelace');
  await expect.poll(() => api.searchRequests().length).toBe(1);
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'ada lovelace' });
});
