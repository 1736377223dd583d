import type { Page } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';
import type { SearchApi } from '../search-api/server';

// Suggestions as you type come from the person's own history: nothing is sent for them. Past queries
// come first; from two characters the related searches of the answers held follow (issue 40).
const box = (page: Page) => page.getByRole('combobox', { name: 'Search query' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
const firstResult = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('link').first();

// Each search is waited for until the API has it and its answer is billed: the Credits
// region alone still says "billed" from the search before while the next one is in flight.
async function searchAll(panel: Page, queries: string[], api: SearchApi): Promise<void> {
  for (const query of queries) {
    const before = api.searchRequests().length;
    await searchFor(panel, query);
    await expect.poll(() => api.searchRequests().length).toBe(before + 1);
    await expect(panel.getByRole('list', { name: 'Results' })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('billed');
  }
}

test('past searches are suggested as you type and chosen by keyboard, with no request for them', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await searchAll(panel, ['ada lovelace', 'paris', 'typescript generics'], api);
  const sent = api.searchRequests().length;

  await box(panel).fill('');
  await box(panel).pressSequentially('a');
  await expect(suggestions(panel)).toHaveText(['paris', 'ada lovelace']);
  await expect(box(panel)).toHaveAttribute('aria-expanded', 'true');
  await box(panel).pressSequentially('da');
  await expect(suggestions(panel).first()).toHaveText('ada lovelace');
  await expect(suggestions(panel).filter({ hasNotText: /ada/iu })).toHaveCount(0);

  await box(panel).press('ArrowDown');
  const option = suggestions(panel).first();
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box(panel)).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? 'missing');
  await expect(box(panel)).toBeFocused();
  await box(panel).press('Enter');

  await expect(box(panel)).toHaveValue('ada lovelace');
  await expect(firstResult(panel)).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('cached');
  // Typing, suggesting and choosing sent nothing: the chosen search came from the cache.
  expect(api.searchRequests()).toHaveLength(sent);
});

test('Down in an empty box lists the latest searches; Escape closes the list, Up returns to the box', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await searchAll(panel, ['coffee', 'paris'], api);
  await box(panel).fill('');
  await box(panel).press('ArrowDown');
  await expect(suggestions(panel)).toHaveText(['paris', 'coffee']);
  await box(panel).press('ArrowDown');
  await box(panel).press('ArrowDown');
  await expect(suggestions(panel).nth(1)).toHaveAttribute('aria-selected', 'true');
  await box(panel).press('ArrowUp');
  await box(panel).press('ArrowUp');
  await expect(box(panel)).not.toHaveAttribute('aria-activedescendant');
  await box(panel).press('Escape');
  await expect(box(panel)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
});

test('Enter in the box searches what it holds and closes the list, which stays closed while the answer comes and is recorded', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await searchAll(panel, ['paris'], api);
  await box(panel).fill('');
  await box(panel).pressSequentially('par');
  await expect(suggestions(panel).first()).toHaveText('paris');
  await box(panel).press('Enter');
  // The local API knows nothing for "par": its answer is said in words, and billed.
  await expect(panel.getByText('No results for “par”')).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('billed');
  expect(api.searchRequests().at(-1)?.json).toMatchObject({ query: 'par' });
  await expect(box(panel)).toHaveAttribute('aria-expanded', 'false');
  await panel.waitForTimeout(500); // an absence: the time the history takes to record the search
  await expect(panel.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  // Down opens it again, on what the box holds.
  await box(panel).press('ArrowDown');
  await expect(suggestions(panel).first()).toHaveText('paris');
  await box(panel).press('Escape');
  await expect(box(panel)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
  await expect(box(panel)).toBeFocused();
});

test('the popup suggests past searches too; private mode suggests none', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await searchAll(panel, ['ada lovelace'], api);
  const popup = await openPage('popup.html');
  await box(popup).pressSequentially('ada');
  await expect(suggestions(popup).first()).toHaveText('ada lovelace');

  await worker.evaluate(() =>
    chrome.storage.local.set({
      usagePreferences: { cacheTtlMinutes: 60, privateMode: true, lowBalanceThreshold: 20, showBadge: false },
    }),
  );
  await box(panel).fill('');
  await box(panel).pressSequentially('ada');
  // Give the background the time a suggestion takes, then check none came.
  await expect
    .poll(() => panel.evaluate(() => new Promise((resolve) => setTimeout(() => resolve(true), 300))))
    .toBe(true);
  await expect(suggestions(panel)).toHaveCount(0);
  await expect(box(panel)).toHaveAttribute('aria-expanded', 'false');
});
