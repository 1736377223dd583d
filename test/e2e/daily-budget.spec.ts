import type { Page } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { searchFor, searchFromPopup, storeDailyBudget } from './pages';

const credits = (page: Page) => page.getByRole('region', { name: 'Credits' });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const queries = (api: { searchRequests: () => ReadonlyArray<{ json: unknown }> }) =>
  api.searchRequests().map((sent) => (sent.json as { query: string }).query);

async function setDailyBudget(options: Page, budget: string): Promise<void> {
  await options.getByRole('spinbutton', { name: 'Daily credit budget' }).fill(budget);
  await options.getByRole('button', { name: 'Save' }).click();
}

test('with a daily budget of 1 and one search billed today, the next uncached search is sent only after Search anyway; a cached repeat is shown without asking', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  await setDailyBudget(options, '1');
  await expect(options.getByRole('status')).toContainText('Saved');
  // A bad budget is refused with what to type; the stored one stays.
  await setDailyBudget(options, '-2');
  await expect(options.getByRole('alert')).toContainText('Daily credit budget: enter a whole number of credits');
  await options.reload();
  await expect(options.getByRole('spinbutton', { name: 'Daily credit budget' })).toHaveValue('1');

  const panel = await openPage('sidepanel.html');
  // Nothing billed yet: expected at what the service bills for this kind of search (never 0).
  await panel.getByRole('combobox', { name: 'Search query' }).fill('paris');
  await expect(searchButton(panel)).toHaveAccessibleDescription('≈ 1 credit');
  await searchFor(panel, 'paris');
  await expect(credits(panel)).toContainText('Today: 1 of 1 credits');
  expect(queries(api)).toEqual(['paris']);

  // Before the click: the repeat is cached, a new query costs what the last one did.
  await expect(searchButton(panel)).toHaveAccessibleDescription('0 credits — cached');
  await panel.getByRole('combobox', { name: 'Search query' }).fill('coffee');
  await expect(searchButton(panel)).toHaveAccessibleDescription('≈ 1 credit');

  // Past the budget: nothing is sent, and the alert says why, with today's use and the budget.
  await searchFor(panel, 'coffee');
  const alert = panel.getByRole('alert').filter({ hasText: 'Not sent' });
  await expect(alert).toContainText('used 1 of your daily budget of 1 credits');
  // The alert shows a settled search: no request can follow it.
  expect(queries(api)).toEqual(['paris']);

  await alert.getByRole('button', { name: 'Search anyway' }).click();
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  await expect(credits(panel)).toContainText('Today: 2 of 1 credits');
  expect(queries(api)).toEqual(['paris', 'coffee']);

  // A cached answer is never stopped, even past the budget.
  await searchFor(panel, 'paris');
  await expect(credits(panel)).toContainText('cached');
  await expect(panel.getByRole('alert')).toHaveCount(0);
  expect(queries(api)).toEqual(['paris', 'coffee']);
});

test('a search from the popup that would pass the budget shows the alert in its window’s panel, with nothing sent', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  await storeDailyBudget(worker, 0);
  const panel = await openPage('sidepanel.html');
  const popup = await openPage('popup.html');
  await searchFromPopup(popup, 'typescript');
  await panel.bringToFront();
  await expect(panel.getByRole('alert').filter({ hasText: 'Not sent' })).toBeVisible();
  expect(api.searchRequests()).toHaveLength(0);
});
