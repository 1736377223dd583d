import { configureExtension, expect, test } from './fixtures';
import { searchFor, showSearchOptions } from './pages';

const results = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Results' }).getByRole('link');

test('More results asks for page 2 once even on a double click, appends it with positions continuing, then says there is no more', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await showSearchOptions(panel);
  await panel.getByRole('spinbutton', { name: 'Number of results' }).fill('5');
  await searchFor(panel, 'paris');
  await expect(results(panel)).toHaveCount(5);
  const firstFive = await results(panel).allTextContents();

  // The first page of this kind billed 1 credit: that is what the next will cost.
  const more = panel.getByRole('button', { name: /^More results/u });
  await expect(more).toHaveText('More results · ≈ 1 credit');
  await more.dblclick();
  await expect.poll(() => results(panel).count()).toBeGreaterThan(5);
  const pageRequests = () => api.searchRequests().filter((sent) => (sent.json as { page?: number }).page === 2);
  expect(pageRequests()).toHaveLength(1);
  expect(pageRequests()[0]?.json).toEqual({ query: 'paris', numberOfResults: 5, page: 2 });
  const all = await results(panel).allTextContents();
  expect(all.slice(0, 5)).toEqual(firstFive);
  // Focus moved to the first new item.
  await expect(results(panel).nth(5)).toBeFocused();
  // The Credits region adds the page's charge.
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('2 credits billed');

  // The next page brings nothing new: the button says so and goes.
  await panel.getByRole('button', { name: /^More results/u }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'No more results.' })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^More results/u })).toHaveCount(0);
  expect(api.searchRequests()).toHaveLength(3);

  // The same search again: page 1 and page 2 both come from the cache.
  await searchFor(panel, 'paris');
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('cached');
  await expect(panel.getByRole('button', { name: /^More results/u })).toHaveText('More results · 0 credits — cached');
  await panel.getByRole('button', { name: /^More results/u }).click();
  await expect(results(panel)).toHaveCount(all.length);
  expect(api.searchRequests()).toHaveLength(3);
});

test('a panel opened later shows every page loaded, and the history keeps them', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await showSearchOptions(panel);
  await panel.getByRole('spinbutton', { name: 'Number of results' }).fill('5');
  await searchFor(panel, 'paris');
  await expect(results(panel)).toHaveCount(5);
  await panel.getByRole('button', { name: /^More results/u }).click();
  await expect.poll(() => results(panel).count()).toBeGreaterThan(5);
  const all = await results(panel).allTextContents();

  const later = await openPage('sidepanel.html');
  await expect(results(later)).toHaveText(all);
  await later.getByRole('button', { name: 'History', exact: true }).click();
  await expect(later.getByRole('list', { name: 'Past searches' })).toContainText('2 credits');
  await later.getByRole('button', { name: 'paris', exact: true }).click();
  await expect(results(later)).toHaveText(all);
  expect(api.searchRequests()).toHaveLength(2);
});
