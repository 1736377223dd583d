import type { BrowserContext, Page, Worker } from '@playwright/test';
import { configureExtension, TEST_KEY } from './fixtures';
import { E2E_API_ORIGIN } from './e2e-build';
import { dispatchInWorker, expect, openSidePanelWithAClick, test } from './real-side-panel';
import { LENS_CREDITS, type SearchApi } from '../search-api/server';

/*
 * Search by image (issue 41), in the browser's real side panel against the local API in live mode
 * (POST /lens). Headless Chromium draws no context menu, so the menu's own listener runs in the
 * worker by dispatch() on chrome.contextMenus.onClicked, with the arguments the browser gives a
 * click on an image (`srcUrl`); without the click's gesture its sidePanel.open is refused, so the
 * panel is opened by a click first (see real-side-panel.spec.ts) and must show what it searched.
 */

/** IMAGE_SEARCH_MENU_ID of lib/browser/image-search-menu.ts. */
const IMAGE_MENU_ID = 'search-image';
/** A picture the local API serves on its own origin: the one host on loopback the service can reach. */
const picture = (name: string) => `${E2E_API_ORIGIN}/thumbs/${name}-320x240.png`;
const PAGE_URL = `${E2E_API_ORIGIN}/pictures.html`;

async function liveService(api: SearchApi, worker: Worker): Promise<void> {
  api.setMode('live');
  await configureExtension(worker);
  await worker.evaluate(() => chrome.storage.local.set({ apiDialect: 'serper' }));
}

/** A web page showing the picture, and its tab as the browser reports it (tabs.query in the worker). */
async function pageWithPicture(context: BrowserContext, worker: Worker, src: string) {
  const page = await context.newPage();
  await page.route(PAGE_URL, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<title>Pictures</title><img alt="Eiffel Tower" src="${src}">` }),
  );
  await page.goto(PAGE_URL);
  const [tab] = await worker.evaluate((url) => chrome.tabs.query({ url }), PAGE_URL);
  if (tab?.id === undefined) throw new Error('The page has no tab');
  return tab;
}

/** Runs the menu's listener as a right-click → Search by image on `srcUrl` in `tab` would. */
function searchByImage(worker: Worker, tab: chrome.tabs.Tab, srcUrl: string) {
  return dispatchInWorker(worker, 'contextMenus.onClicked', [
    { menuItemId: IMAGE_MENU_ID, mediaType: 'image', srcUrl, pageUrl: tab.url, editable: false, frameId: 0 },
    tab,
  ]);
}

/** Whether the menu holds "Search by image" now (contextMenus.update fails for an item that is not there). */
function hasImageItem(worker: Worker) {
  return worker.evaluate(
    (id) =>
      chrome.contextMenus.update(id, {}).then(
        () => true,
        () => false,
      ),
    IMAGE_MENU_ID,
  );
}

const results = (panel: Page) => panel.getByRole('list', { name: 'Results' });
const credits = (panel: Page) => panel.getByRole('region', { name: 'Credits' });

test('Search by image is on images with the Serper-compatible service only', async ({ worker }) => {
  await configureExtension(worker);
  await expect.poll(() => hasImageItem(worker)).toBe(false);
  await worker.evaluate(() => chrome.storage.local.set({ apiDialect: 'serper' }));
  await expect.poll(() => hasImageItem(worker)).toBe(true);
  await worker.evaluate(() => chrome.storage.local.set({ apiDialect: 'spec' }));
  await expect.poll(() => hasImageItem(worker)).toBe(false);
});

test('the image menu’s listener searches the image’s address with one /lens, and the open side panel shows the matches; the same image again costs nothing', async ({
  api,
  context,
  worker,
  openPage,
  sidePanel,
}) => {
  await liveService(api, worker);
  const image = picture('eiffel-tower-sunset');
  const tab = await pageWithPicture(context, worker, image);
  await openSidePanelWithAClick(await openPage('options.html'), tab.windowId);
  const panel = await sidePanel();

  await searchByImage(worker, tab, image);
  const links = results(panel).getByRole('link');
  await expect(links.first()).toBeVisible();
  await expect.poll(() => api.lensRequests().length).toBe(1);
  const [sent] = api.lensRequests();
  expect(sent?.headers['x-api-key']).toBe(TEST_KEY);
  expect(sent?.json).toEqual({ url: image, gl: 'gb' });
  expect(api.searchRequests()).toEqual([]);

  // Each match: a link named by its title to its page, its site, the picture that matched, its thumbnail.
  const matches = (JSON.parse(sent?.responseBody ?? '{}') as { organic: Array<Record<string, string>> }).organic;
  expect(matches.length).toBeGreaterThan(2);
  const rows = results(panel).getByRole('listitem');
  await expect(rows).toHaveCount(matches.length);
  for (const [index, match] of matches.entries()) {
    const row = rows.nth(index);
    await expect(row.getByRole('link', { name: match.title, exact: true })).toHaveAttribute('href', match.link!);
    await expect(row).toContainText(match.source!);
    await expect(row.getByRole('link', { name: `Matched image on “${match.title}”` })).toHaveAttribute(
      'href',
      match.imageUrl!,
    );
  }
  const thumbnail = rows.first().locator('img');
  await expect(thumbnail).toHaveAttribute('referrerpolicy', 'no-referrer');
  await expect(thumbnail).toHaveAttribute('src', matches[0]!.thumbnailUrl!);
  await expect(credits(panel)).toContainText(`${LENS_CREDITS} credits billed for these results`);

  // The same image again: from the cache, for nothing.
  await searchByImage(worker, tab, image);
  await expect(credits(panel)).toContainText('0 credits');
  await expect(credits(panel)).toContainText('cached');
  expect(api.lensRequests()).toHaveLength(1);

  // In the history like any search, named by its picture and its type; reopened for nothing.
  await panel.getByRole('button', { name: 'History' }).click();
  const past = panel.getByRole('list', { name: 'Past searches' }).getByRole('listitem');
  await expect(past).toHaveCount(1);
  await expect(past).toContainText('By image');
  await past.getByRole('button', { name: 'image: eiffel-tower-sunset-320x240.png', exact: true }).click();
  await expect(results(panel).getByRole('listitem')).toHaveCount(matches.length);
  expect(api.lensRequests()).toHaveLength(1);
});

test('an image inside the page (data:) and one on a private network send nothing and say why', async ({
  api,
  context,
  worker,
  openPage,
  sidePanel,
}) => {
  await liveService(api, worker);
  const tab = await pageWithPicture(context, worker, picture('paris'));
  await openSidePanelWithAClick(await openPage('options.html'), tab.windowId);
  const panel = await sidePanel();

  await searchByImage(
    worker,
    tab,
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGAAAAAEAAH2FzhVAAAAAElFTkSuQmCC',
  );
  await expect(panel.getByRole('status').filter({ hasText: 'This image cannot be searched' })).toContainText(
    'it exists only inside the page (a data: address)',
  );
  await searchByImage(worker, tab, 'http://192.168.0.1/camera/snapshot.jpg');
  await expect(panel.getByRole('status').filter({ hasText: 'This image cannot be searched' })).toContainText(
    'it is on a private or local network (192.168.0.1)',
  );
  expect(api.lensRequests()).toEqual([]);
  expect(api.requests.filter((request) => request.method === 'POST')).toEqual([]);
});

test('two clicks on a slow image share one /lens, and a failing one says so with Retry, billed nothing', async ({
  api,
  context,
  worker,
  openPage,
  sidePanel,
}) => {
  await liveService(api, worker);
  const slow = picture('eiffel-tower-slow');
  const tab = await pageWithPicture(context, worker, slow);
  await openSidePanelWithAClick(await openPage('options.html'), tab.windowId);
  const panel = await sidePanel();

  await searchByImage(worker, tab, slow);
  await expect(panel.locator('[aria-busy="true"]').first()).toBeVisible();
  await searchByImage(worker, tab, slow);
  await expect(results(panel).getByRole('link').first()).toBeVisible();
  expect(api.lensRequests()).toHaveLength(1);

  const before = api.getCredits(TEST_KEY);
  await searchByImage(worker, tab, picture('broken'));
  const alert = panel.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(api.lensRequests()).toHaveLength(2);
  expect(api.getCredits(TEST_KEY)).toBe(before);
});
