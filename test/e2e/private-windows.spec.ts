import { expect, gotoExtensionPage, test } from './fixtures';
import { searchFor, windowRecord } from './pages';
import { dispatchInWorker } from './real-side-panel';
import { privateWindowPanel } from './private-window';

test('a private window’s search is shown there only and leaves no history, no cache and no suggestion', async ({
  api,
}) => {
  test.setTimeout(90_000);
  const { context, worker, extensionId, privateWindowId, panel, close } = await privateWindowPanel();
  try {
    expect(await panel.evaluate(async () => (await chrome.windows.getCurrent()).incognito)).toBe(true);

    await searchFor(panel, 'ada lovelace');
    await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('1 credit billed');
    expect(api.searchRequests()).toHaveLength(1);

    // Kept apart: only the private window's record holds it; the background decided so itself
    // (the panel has no tab: the browser was asked about the window it named).
    // The record is stored just after the answer is shown (the answer is not kept waiting for it).
    await expect
      .poll(() => windowRecord(worker, privateWindowId))
      .toMatchObject({ status: 'success', request: { query: 'ada lovelace' } });
    const otherRecords = await worker.evaluate(
      async (id) =>
        Object.entries(await chrome.storage.session.get(null)).filter(
          ([key]) => key.startsWith('window:') && key !== `window:${id}`,
        ),
      privateWindowId,
    );
    expect(otherRecords).toEqual([]);

    // A normal window's panel shows nothing of it: no results, no history, no suggestion.
    const normal = await context.newPage();
    await gotoExtensionPage(normal, extensionId, `sidepanel.html`);
    await expect(normal.getByText('Type a query')).toBeVisible();
    await expect(normal.getByRole('list', { name: 'Results' })).toHaveCount(0);
    await normal.getByRole('combobox', { name: 'Search query' }).pressSequentially('ada');
    await normal.waitForTimeout(500); // an absence: the time a suggestion would take to come
    await expect(normal.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')).toHaveCount(0);
    await normal.getByRole('button', { name: 'History', exact: true }).click();
    await expect(normal.getByText('No past searches yet.')).toBeVisible();
    // No answer was stored in the cache: the same search in a normal window asks the API.
    await searchFor(normal, 'ada lovelace');
    await expect(normal.getByRole('region', { name: 'Credits' })).toContainText('1 credit billed');
    expect(api.searchRequests()).toHaveLength(2);
    // Both searches' credits were counted.
    const ledger = await worker.evaluate(() => chrome.storage.local.get('creditLedger'));
    expect(JSON.stringify(ledger)).not.toContain('lovelace');

    // Once the last private window closes, its search is forgotten.
    await worker.evaluate((id) => chrome.windows.remove(id), privateWindowId);
    await expect.poll(() => windowRecord(worker, privateWindowId)).toBeNull();
  } finally {
    await close();
  }
});

test('in a private window’s panel no remote image loads and exports only copy', async ({ api }) => {
  test.setTimeout(90_000);
  const { panel, close } = await privateWindowPanel();
  try {
    const requested: string[] = [];
    panel.on('request', (request) => requested.push(request.url()));
    await searchFor(panel, 'ada lovelace');
    const results = panel.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('link').first()).toBeVisible();
    expect(api.searchRequests()).toHaveLength(1);

    // The knowledge panel's picture: a placeholder of its size that says why, and no request for it.
    const imageUrl = (
      JSON.parse(api.searchRequests()[0]?.responseBody ?? '{}') as { knowledgeGraph?: { imageUrl?: string } }
    ).knowledgeGraph?.imageUrl;
    expect(imageUrl).toMatch(/^https:/);
    const knowledge = panel.getByRole('region', { name: 'Knowledge panel' });
    await expect(knowledge.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
    await expect(knowledge.locator('img')).toHaveCount(0);
    const placeholder = knowledge.getByRole('img', { name: 'Ada Lovelace (image not loaded in a private window)' });
    await expect(placeholder).toHaveAttribute('title', 'Images are not loaded in private windows');
    expect(await placeholder.boundingBox()).toMatchObject({ width: 96, height: 96 });
    expect(requested.filter((url) => url === imageUrl || url.includes('wikimedia'))).toEqual([]);

    // No link has an address the browser could open by itself (each gesture: private-gestures.spec.ts).
    await expect(panel.locator('a[href], area[href]')).toHaveCount(0);

    // The export menu copies only, and says why.
    await panel.getByText('Export', { exact: true }).click();
    await expect(panel.getByRole('button', { name: 'Copy as Markdown' })).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Download/ })).toHaveCount(0);
    await expect(panel.getByText('In a private window exports are copied only')).toBeVisible();
  } finally {
    await close();
  }
});

test('a private window’s address-bar search is not sent while no page can show it; its panel, once open, runs it once', async ({
  api,
}) => {
  test.setTimeout(90_000);
  const { worker, privateWindowId, panel, close } = await privateWindowPanel(
    async ({ worker, context, privateWindowId }) => {
      await expect
        .poll(() => worker.evaluate(async () => (await chrome.windows.getLastFocused()).incognito))
        .toBe(true);
      // Alt+Enter (a new tab was asked for): no results tab can open in a private window.
      await dispatchInWorker(worker, 'omnibox.onInputEntered', ['ada lovelace', 'newForegroundTab']);
      await expect.poll(() => windowRecord(worker, privateWindowId)).toMatchObject({ status: 'pending' });
      await new Promise((resolve) => setTimeout(resolve, 500)); // an absence: the time a request would take
      expect(api.searchRequests()).toHaveLength(0);
      expect(context.pages().filter((page) => page.url().includes('sidepanel.html'))).toHaveLength(0);
    },
  );
  try {
    // The panel that can show it picks it up: one request, shown there.
    await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue('ada lovelace');
    expect(api.searchRequests()).toHaveLength(1);
    await expect
      .poll(() => windowRecord(worker, privateWindowId))
      .toMatchObject({ status: 'success', source: 'omnibox' });
  } finally {
    await close();
  }
});
