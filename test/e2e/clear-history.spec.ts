import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';
import { storesHolding } from './indexeddb';

test('clearing the history from the side panel leaves no record of the query in IndexedDB, the cache’s included', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'grace hopper');
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  // The search is on disk twice: in the history and as the cache's key.
  await expect.poll(() => storesHolding(panel, 'grace hopper')).toEqual(['cache', 'history', 'historyResponses']);

  await panel.getByRole('button', { name: 'History', exact: true }).click();
  await panel.getByRole('button', { name: 'Clear history and cache' }).click();
  await expect(panel.getByText('Clear every past search and every cached answer?')).toBeVisible();
  await panel.getByRole('button', { name: 'Clear all history and cache' }).click();
  await expect(panel.getByText('No past searches yet.')).toBeVisible();

  expect(await storesHolding(panel, 'grace hopper')).toEqual([]);
  // And a repeat goes to the service: nothing of it was kept.
  await panel.getByRole('button', { name: 'History', exact: true }).click();
  await searchFor(panel, 'grace hopper');
  // Polled: the first answer's credit line may still be shown while the repeat is on its way.
  await expect.poll(() => api.searchRequests().length).toBe(2);
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('1 credit billed for these results');
});
