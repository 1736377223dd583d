import { configureExtension, expect, test } from './fixtures';

// Ways a person could be billed without asking for a search (issue: no surprise charges).
const firstResult = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Results' }).getByRole('link').first();

test('a results tab reloaded after the cache was cleared sends nothing: it shows the current search', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const tab = await openPage('sidepanel.html?q=paris&from=omnibox');
  await expect(firstResult(tab)).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);
  // The search was taken from the address once, and removed from it.
  expect(new URL(tab.url()).search).toBe('');

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
