import type { BrowserContext, Page, Worker } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import {
  normalWindowId,
  organicOf,
  pageInNewWindow,
  searchFor,
  searchFromPopup,
  showSearchOptions,
  windowRecord,
} from './pages';
import { dispatchInWorker } from './real-side-panel';
import { stopServiceWorker } from './service-worker';

/*
 * Each window its own search (DESIGN §1): the panel page in a tab of each of two windows
 * stands for that window's side panel (the real panel is checked in real-side-panel.spec.ts).
 * The right-click menu's real listener runs in the worker; headless Chromium cannot click the
 * menu itself.
 */

/** SEARCH_SELECTION_MENU_ID of lib/browser/context-menu.ts. */
const SEARCH_SELECTION_MENU_ID = 'search-selection';

const resultTitles = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('link');

/**
 * Opens an extension page as a new tab of a given window, asked of an extension page (which
 * reaches the tabs API whether or not the worker is running).
 */
async function pageInWindow(context: BrowserContext, asker: Page, extensionId: string, path: string, windowId: number) {
  const opened = context.waitForEvent('page');
  await asker.evaluate(({ url, windowId }) => chrome.tabs.create({ url, windowId }), {
    url: `chrome-extension://${extensionId}/${path}`,
    windowId,
  });
  const page = await opened;
  await page.waitForLoadState();
  return page;
}

/** A web page's tab in a window, as the browser would hand it to the menu's listener. */
async function tabOf(worker: Worker, windowId: number) {
  return worker.evaluate(async (id) => (await chrome.tabs.query({ windowId: id }))[0], windowId);
}

test('two windows search two things at once: each shows its own, and each window’s popup and right-click land in that window only', async ({
  api,
  context,
  worker,
  extensionId,
  openPage,
}) => {
  await configureExtension(worker);
  const first = await openPage('sidepanel.html');
  const firstWindow = await normalWindowId(worker);
  const { page: second, windowId: secondWindow } = await pageInNewWindow(
    context,
    worker,
    extensionId,
    'sidepanel.html',
  );
  expect(secondWindow).not.toBe(firstWindow);

  await Promise.all([searchFor(first, 'ada lovelace'), searchFor(second, 'coffee')]);
  await expect.poll(() => api.searchRequests().length).toBe(2);
  const titlesFor = (query: string) => {
    const index = api.searchRequests().findIndex((request) => (request.json as { query: string }).query === query);
    return organicOf(api, index).map((result) => result.title);
  };
  await expect(resultTitles(first)).toHaveText(titlesFor('ada lovelace'));
  await expect(resultTitles(second)).toHaveText(titlesFor('coffee'));

  // The second window's popup: its search shows in the second window's panel only.
  const popup = await pageInWindow(context, second, extensionId, 'popup.html', secondWindow);
  await searchFromPopup(popup, 'paris');
  await expect(second.getByRole('combobox', { name: 'Search query' })).toHaveValue('paris');
  await expect(resultTitles(second)).toHaveText(titlesFor('paris'));
  await expect(first.getByRole('combobox', { name: 'Search query' })).toHaveValue('ada lovelace');
  await expect(resultTitles(first)).toHaveText(titlesFor('ada lovelace'));

  // A right-click in the first window: its search shows in the first window's panel only.
  const tab = await tabOf(worker, firstWindow);
  await dispatchInWorker(worker, 'contextMenus.onClicked', [
    { menuItemId: SEARCH_SELECTION_MENU_ID, selectionText: 'grace hopper', editable: false, frameId: 0 },
    tab,
  ]);
  await expect(first.getByRole('combobox', { name: 'Search query' })).toHaveValue('grace hopper');
  await expect(resultTitles(first)).toHaveText(titlesFor('grace hopper'));
  await expect(resultTitles(second)).toHaveText(titlesFor('paris'));
  expect(await windowRecord(worker, firstWindow)).toMatchObject({
    source: 'context-menu',
    request: { query: 'grace hopper' },
  });
  expect(await windowRecord(worker, secondWindow)).toMatchObject({ source: 'popup', request: { query: 'paris' } });
  expect(api.searchRequests()).toHaveLength(4);
});

test('a panel opened later shows its window’s search without a request, also after the worker was stopped', async ({
  api,
  context,
  worker,
  extensionId,
  openPage,
}) => {
  await configureExtension(worker);
  const first = await openPage('sidepanel.html');
  const firstWindow = await normalWindowId(worker);
  const { page: second, windowId: secondWindow } = await pageInNewWindow(
    context,
    worker,
    extensionId,
    'sidepanel.html',
  );
  await searchFor(first, 'ada lovelace');
  await expect(resultTitles(first).first()).toBeVisible();
  await searchFor(second, 'coffee');
  await expect(resultTitles(second).first()).toBeVisible();
  const firstTitles = await resultTitles(first).allTextContents();
  const secondTitles = await resultTitles(second).allTextContents();
  expect(api.searchRequests()).toHaveLength(2);

  const later = await pageInWindow(context, second, extensionId, 'sidepanel.html', secondWindow);
  await expect(resultTitles(later)).toHaveText(secondTitles);
  await expect(later.getByRole('combobox', { name: 'Search query' })).toHaveValue('coffee');

  await stopServiceWorker(context, first);
  // Asked of a page: the stopped worker cannot be reached until something wakes it.
  const afterStop = await pageInWindow(context, later, extensionId, 'sidepanel.html', firstWindow);
  await expect(resultTitles(afterStop)).toHaveText(firstTitles);
  await expect(afterStop.getByRole('region', { name: 'Credits' })).toContainText('1 credit billed');
  expect(api.searchRequests()).toHaveLength(2);
});

test('results kept nowhere (private mode: no history, no cache) are said to be gone after the worker stopped, and searched again only when asked', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  await worker.evaluate(() =>
    chrome.storage.local.set({
      usagePreferences: { cacheTtlMinutes: 60, privateMode: true, lowBalanceThreshold: 20, showBadge: false },
    }),
  );
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'ada lovelace');
  await expect(resultTitles(panel).first()).toBeVisible();

  await stopServiceWorker(context, panel);
  const reopened = await openPage('sidepanel.html');
  await expect(reopened.getByText('The results of “ada lovelace” are no longer kept.')).toBeVisible();
  await expect(resultTitles(reopened)).toHaveCount(0);
  expect(api.searchRequests()).toHaveLength(1);

  await reopened.getByRole('button', { name: 'Search again' }).click();
  await expect(resultTitles(reopened).first()).toBeVisible();
  expect(api.searchRequests()).toHaveLength(2);
});

test('where no side panel opens, the results tab shows the search the menu started and sends none of its own, even with the cache off', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  // With the cache off, a second search for the same thing would be billed again.
  await worker.evaluate(() =>
    chrome.storage.local.set({
      usagePreferences: { cacheTtlMinutes: 0, privateMode: false, lowBalanceThreshold: 20, showBadge: false },
    }),
  );
  await openPage('options.html');
  const tab = await tabOf(worker, await normalWindowId(worker));
  // The listener runs without a user gesture, so its sidePanel.open is refused: the results tab opens.
  const opened = context.waitForEvent('page', (page) => page.url().includes('/sidepanel.html'));
  await dispatchInWorker(worker, 'contextMenus.onClicked', [
    { menuItemId: 'preset:past-week', selectionText: 'coffee', editable: false, frameId: 0 },
    tab,
  ]);
  const resultsTab = await opened;
  await expect(resultTitles(resultsTab).first()).toBeVisible();
  await expect(resultsTab.getByRole('combobox', { name: 'Search query' })).toHaveValue('coffee');
  await expect(resultsTab.getByRole('button', { name: /^Options/u })).toContainText('Past week');
  await showSearchOptions(resultsTab);
  await expect(resultsTab.getByRole('combobox', { name: 'Date range' })).toHaveValue('PAST_WEEK');
  expect(new URL(resultsTab.url()).searchParams.get('search')).toMatch(/^[0-9a-f-]{36}$/u);
  expect(api.searchRequests()).toHaveLength(1);
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'coffee', dateRange: 'PAST_WEEK' });
  await resultsTab.reload();
  await expect(resultTitles(resultsTab).first()).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);
});

test('a search another view of the window starts does not overwrite what the person is typing in the panel', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  // Two views of one window's search: the panel page in two tabs of the same window.
  const typing = await openPage('sidepanel.html');
  const other = await openPage('sidepanel.html');
  await searchFor(other, 'paris');
  await expect(resultTitles(typing).first()).toBeVisible();
  await expect(typing.getByRole('combobox', { name: 'Search query' })).toHaveValue('paris');

  // The person types (not sent yet) while the other view searches again.
  const box = typing.getByRole('combobox', { name: 'Search query' });
  await box.fill('ada lov');
  await searchFor(other, 'typescript');
  await expect(resultTitles(typing).first()).toContainText(/TypeScript/iu);
  await expect(box).toHaveValue('ada lov');
  await expect(box).toBeFocused();
  // Once the box is left, the window's next search fills it as before.
  await box.blur();
  await searchFor(other, 'coffee');
  await expect(box).toHaveValue('coffee');
});

test('while the person types, a search of another type in another view moves the type tab with it: the text stays, and Enter sends it as that type', async ({
  worker,
  openPage,
  api,
}) => {
  await configureExtension(worker);
  const typing = await openPage('sidepanel.html');
  const other = await openPage('sidepanel.html');
  const typeTab = (page: Page, name: string) =>
    page.getByRole('tablist', { name: 'Search type' }).getByRole('tab', { name });
  await searchFor(other, 'paris');
  await expect(resultTitles(typing).first()).toBeVisible();
  await expect(typeTab(typing, 'Web')).toHaveAttribute('aria-selected', 'true');

  const box = typing.getByRole('combobox', { name: 'Search query' });
  await box.fill('ada lov');
  await typeTab(other, 'News').click();
  await expect(typing.getByRole('tabpanel', { name: 'News' })).toBeVisible();
  // The selected tab names the results shown; the typed text is the person's.
  await expect(typeTab(typing, 'News')).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveValue('ada lov');
  await expect(box).toBeFocused();

  await box.press('Enter');
  await expect.poll(() => api.searchRequests().length).toBe(3);
  expect(api.searchRequests()[2]?.json).toMatchObject({ query: 'ada lov', resultType: 'news' });
});
