import { configureExtension, expect, test } from './fixtures';

// Ways a person could be billed without asking for a search (issue: no surprise charges).
const firstResult = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Results' }).getByRole('link').first();

test('a results tab reloaded after the cache was cleared sends nothing: it shows its search again by id', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  // Slow to answer: the address must name the search before it is answered — before it is sent.
  api.enqueue({ delayMs: 1_500 });
  const tab = await openPage('sidepanel.html?q=paris&from=omnibox');
  await expect.poll(() => api.searchRequests().length).toBe(1);
  // The query was taken from the address once and replaced by the search's id alone (L8/L9).
  // Read from the page itself: Playwright's tab.url() learns of a replaceState by an event, which a
  // busy machine delivers after the request has arrived (it read null once in 927 runs).
  const href = await tab.evaluate(() => location.href);
  const address = new URL(href).searchParams;
  expect(address.get('search')).toMatch(/^[0-9a-f-]{36}$/u);
  expect([...address.keys()]).toEqual(['search']);
  expect(href).not.toContain('paris');
  // Reloaded while the search is on its way: shown by its id when it answers, not sent again.
  await tab.reload();
  await expect(firstResult(tab)).toBeVisible();
  await expect(tab.getByRole('combobox', { name: 'Search query' })).toHaveValue('paris');
  expect(api.searchRequests()).toHaveLength(1);

  const options = await openPage('options.html');
  await options.getByRole('button', { name: 'Clear cache' }).click();
  await expect(options.getByRole('status')).toContainText('cleared');

  await tab.reload();
  await expect(firstResult(tab)).toBeVisible();
  await expect(tab.getByRole('combobox', { name: 'Search query' })).toHaveValue('paris');
  await tab.goto('about:blank');
  await tab.goBack();
  await expect(firstResult(tab)).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);
});
