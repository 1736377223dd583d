import type { BrowserContext, Page } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';
import { privateWindowPanel } from './private-window';

/**
 * A reopened side panel paints its window's last answer from the snapshot (lib/ui/shell-snapshot.ts)
 * through its boot module, before the app has loaded (held here), then the app takes over —
 * without sending the search again.
 */
async function reopenWithAppHeld(context: BrowserContext, tab: Page): Promise<{ release: () => Promise<void> }> {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  // The app's entry chunk only: the boot module (boot.js) runs.
  const entry = /\/chunks\/sidepanel-[^/]+\.js$/;
  await context.route(entry, async (route) => {
    await held;
    await route.continue();
  });
  // The same tab opened anew: a new document in the same window, as a reopened panel is.
  const loaded = tab.goto(tab.url());
  return {
    release: async () => {
      letGo();
      await loaded;
      await context.unroute(entry);
    },
  };
}

const snapshotKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('snapshot:')));

async function searchAndShow(page: Page, query: string): Promise<string[]> {
  await searchFor(page, query);
  const links = page.getByRole('list', { name: 'Results' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  await expect.poll(() => snapshotKeys(page)).toHaveLength(1);
  return page.locator('.result-list > .result .result-title').allTextContents();
}

test('a reopened panel shows its window’s last answer before the app loads, then the live app, with no request', async ({
  api,
  context,
  worker,

  openPage,
}) => {
  await configureExtension(worker);
  const tab = await openPage('sidepanel.html');
  const titles = await searchAndShow(tab, 'red panda');
  expect(api.searchRequests()).toHaveLength(1);

  const { release } = await reopenWithAppHeld(context, tab);
  // The shell's box (a searchbox: the app's is a combobox) says the app is not there yet.
  await expect(tab.getByRole('searchbox', { name: 'Search query', exact: true })).toBeVisible();
  const early = tab.getByRole('list', { name: 'Results' });
  await expect(early.getByText(titles[0] ?? '-', { exact: true })).toBeVisible();
  // Text, not links, until the app (whose links follow the window's rules) takes over.
  await expect(early.getByRole('link')).toHaveCount(0);
  expect(titles.length).toBeGreaterThan(0);

  await release();
  await expect(tab.getByRole('combobox', { name: 'Search query', exact: true })).toHaveValue('red panda');
  const live = tab.getByRole('list', { name: 'Results' });
  await expect(live.getByRole('link', { name: titles[0] ?? '-', exact: true })).toBeVisible();
  await expect(tab.getByRole('list', { name: 'Results' })).toHaveCount(1);
  expect(api.searchRequests()).toHaveLength(1);
});

test('a snapshot of another search than the window’s current one is never painted, and is replaced', async ({
  api,
  context,
  worker,

  openPage,
}) => {
  await configureExtension(worker);
  const tab = await openPage('sidepanel.html');
  await searchAndShow(tab, 'red panda');
  // A snapshot naming a search the window is not showing (as after a restart).
  const other = await openPage('options.html');
  await other.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      const value = JSON.parse(localStorage.getItem(key) ?? '{}') as { id: string };
      localStorage.setItem(key, JSON.stringify({ ...value, id: 'not-the-current-one' }));
    }
  });
  await other.close();
  const { release } = await reopenWithAppHeld(context, tab);
  await expect(tab.getByRole('searchbox', { name: 'Search query', exact: true })).toBeVisible();
  await expect(tab.getByRole('list', { name: 'Results' })).toHaveCount(0);
  await release();
  await expect(tab.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);
});

test('hostile result text in a snapshot is painted as text', async ({
  api,
  context,
  worker,

  openPage,
}) => {
  await configureExtension(worker);
  const hostile = '<img src=x onerror="document.title=\'owned\'"><b>bold</b>';
  api.enqueue({
    status: 200,
    body: JSON.stringify({
      searchParameters: { query: 'hostile' },
      organic: [{ title: hostile, link: 'https://example.com/a', snippet: '<script>alert(2)</script>' }],
      knowledgeGraph: { title: '<i>entity</i>', description: '"><svg onload=alert(3)>' },
    }),
  });
  const tab = await openPage('sidepanel.html');
  await searchAndShow(tab, 'hostile');
  const { release } = await reopenWithAppHeld(context, tab);
  const early = tab.getByRole('list', { name: 'Results' });
  await expect(early.getByText(hostile, { exact: true })).toBeVisible();
  await expect(tab.getByText('<script>alert(2)</script>', { exact: true })).toBeVisible();
  await expect(tab.getByText('"><svg onload=alert(3)>', { exact: true })).toBeVisible();
  expect(
    await tab.locator('#page-shell img, #page-shell b, #page-shell script, #page-shell svg, #page-shell i').count(),
  ).toBe(0);
  await release();
  await expect(tab.getByRole('combobox', { name: 'Search query', exact: true })).toBeVisible();
  expect(await tab.title()).not.toBe('owned');
});

test('no snapshot is kept with private mode on, nor after Clear history', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'grace hopper');
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  await expect.poll(() => snapshotKeys(panel)).toHaveLength(1);

  await panel.getByRole('button', { name: 'History', exact: true }).click();
  await panel.getByRole('button', { name: 'Clear history and cache' }).click();
  await panel.getByRole('button', { name: 'Clear all history and cache' }).click();
  await expect(panel.getByText('No past searches yet.')).toBeVisible();
  expect(await snapshotKeys(panel)).toEqual([]);

  await worker.evaluate(async () => {
    const { usagePreferences } = await chrome.storage.local.get('usagePreferences');
    await chrome.storage.local.set({ usagePreferences: { ...(usagePreferences ?? {}), privateMode: true } });
  });
  await panel.getByRole('button', { name: 'History', exact: true }).click();
  await searchFor(panel, 'ada lovelace');
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  // Give a write the frame it would have waited for; none comes.
  await panel.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
  expect(await snapshotKeys(panel)).toEqual([]);
  expect(api.searchRequests()).toHaveLength(2);
});

test('a private window’s panel writes no snapshot, and its reopened panel paints none', async ({ api }) => {
  test.setTimeout(90_000);
  const { panel, close } = await privateWindowPanel();
  try {
    await searchFor(panel, 'ada lovelace');
    await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
    // Give a write the frame it would have waited for; none comes.
    await panel.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));
    expect(await snapshotKeys(panel)).toEqual([]);
    expect(api.searchRequests()).toHaveLength(1);
  } finally {
    await close();
  }
});
