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
  const tab = await openPage('sidepanel.html?q=paris&from=omnibox');
  await expect(firstResult(tab)).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);
  // The query was taken from the address once, and replaced by the search's id (the query stays for the box).
  const address = new URL(tab.url()).searchParams;
  expect(address.get('search')).toMatch(/^[0-9a-f-]{36}$/u);
  expect(address.get('q')).toBe('paris');
  expect(address.get('from')).toBeNull();

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
