import { expect, test } from './fixtures';
import { searchFor, storeDailyBudget } from './pages';
import { liveWithReader, readHereOf } from './reader-page';

/*
 * A read is held back by the daily budget like a search (DESIGN §4 Credits): the Reader says why
 * and sends nothing until Search anyway, which sends it once. Read here sends its read in its click
 * (components/reader/use-reading.ts); the Reader's own controls send theirs from the Reader.
 */

test('past the daily budget Read here sends nothing and says why; Search anyway in the Reader sends the read once', async ({
  api,
  worker,
  openPage,
}) => {
  await liveWithReader(api, worker);
  await storeDailyBudget(worker, 1);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'ada lovelace');
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('Today: 1 of 1 credits');

  await (await readHereOf(panel, 0)).click();
  const reader = panel.getByRole('region', { name: 'Reader' });
  const alert = reader.getByRole('alert').filter({ hasText: 'Not sent' });
  await expect(alert).toContainText('used 1 of your daily budget of 1 credits');
  await expect(reader).toHaveAttribute('aria-busy', 'false');
  expect(api.readerRequests()).toHaveLength(0);

  await alert.getByRole('button', { name: 'Search anyway' }).click();
  await expect(reader.locator('.reader-text')).toBeVisible();
  await expect(reader).toContainText('2 credits');
  await expect(reader.getByRole('alert')).toHaveCount(0);
  expect(api.readerRequests()).toHaveLength(1);
  // Counted with the day's credits, under the answer the read came from.
  await reader.getByRole('button', { name: 'Back to results' }).click();
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('Today: 3 of 1 credits');
});
