import type { Page, Worker } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';
import { E2E_API_ORIGIN } from './e2e-build';
import { READER_URL } from './reader-page';
import type { SearchApi } from '../search-api/server';

/*
 * Suggestions while typing (issue 40): past searches, then the related searches and questions
 * of answers already held — free, nothing sent — and, only where the person switched them on,
 * the Serper-compatible service's own (`POST /autocomplete`, 1 credit each): from 3 characters,
 * after a 400 ms pause, once per prefix, on the ledger. The page's clock is Playwright's
 * (context.clock), so a pause is a pause, not a wait.
 */

const box = (page: Page) => page.getByRole('combobox', { name: 'Search query' });
const suggestions = (page: Page) => page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');

async function searchAndWait(panel: Page, query: string, api: SearchApi): Promise<void> {
  const before = api.searchRequests().length;
  await searchFor(panel, query);
  await expect.poll(() => api.searchRequests().length).toBe(before + 1);
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('billed');
}

/** The live service, with its suggestions switched on (or not), set the way the settings page stores them. */
async function liveService(api: SearchApi, worker: Worker, serviceSuggestions: boolean): Promise<void> {
  api.setMode('live');
  await configureExtension(worker);
  await worker.evaluate(
    (on) => chrome.storage.local.set({ apiDialect: 'serper', serviceSuggestions: on }),
    serviceSuggestions,
  );
}

/** Credits the ledger has billed today, over every entry point. */
function billedToday(worker: Worker): Promise<number> {
  return worker.evaluate(async () => {
    const { creditLedger } = await chrome.storage.local.get<{
      creditLedger?: { days?: Record<string, Record<string, { billed: number }>> };
    }>('creditLedger');
    const days = Object.values(creditLedger?.days ?? {});
    return Object.values(days.at(-1) ?? {}).reduce((sum, totals) => sum + totals.billed, 0);
  });
}

test('related searches of an answer already held are suggested for free: nothing is sent for them', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await searchAndWait(panel, 'ada lovelace', api);
  const related = (
    await panel.getByRole('region', { name: 'Related searches' }).getByRole('button').allTextContents()
  ).find((query) =>
    query
      .toLowerCase()
      .split(/\s+/u)
      .some((word) => !['ada', 'lovelace'].includes(word)),
  );
  expect(related).toBeDefined();
  const word = (related ?? '').split(/\s+/u).find((part) => !['ada', 'lovelace'].includes(part.toLowerCase())) ?? '';
  const sent = api.requests.length;
  await box(panel).fill('');
  await box(panel).pressSequentially(word);
  await expect(
    suggestions(panel)
      .filter({ hasText: related ?? '' })
      .first(),
  ).toBeVisible();
  expect(api.requests.length).toBe(sent);
});

test('opted in: “app” sends one /autocomplete after the pause and shows its suggestions; two characters send none; the same prefix again sends none; the ledger has the credit', async ({
  api,
  worker,
  context,
  openPage,
}) => {
  // A past search first, with the service's suggestions still off: typed and sent by Enter, its
  // words would be asked for too if Enter came more than 400 ms after them (a busy machine).
  await liveService(api, worker, false);
  await context.clock.install();
  const panel = await openPage('sidepanel.html');
  await searchAndWait(panel, 'apple pie', api);
  await expect.poll(() => billedToday(worker)).toBe(1);
  await worker.evaluate(() => chrome.storage.local.set({ serviceSuggestions: true }));

  // Two characters, and a pause: the free suggestion (the past search) shows, the service is not asked.
  await box(panel).fill('');
  await box(panel).pressSequentially('ap');
  await panel.clock.runFor(1_000);
  await expect(suggestions(panel)).toHaveText(['apple pie']);

  // A third, and a pause: one request, its suggestions after the free one.
  await box(panel).pressSequentially('p');
  await panel.clock.runFor(1_000);
  await expect(suggestions(panel).filter({ hasText: 'apple inc stock' })).toBeVisible();
  await expect(suggestions(panel).first()).toHaveText('apple pie');
  expect(api.autocompleteRequests().map((request) => request.json)).toEqual([{ q: 'app' }]);
  await expect.poll(() => billedToday(worker)).toBe(2);

  // The same prefix again (in another case): answered from the cache, nothing sent.
  await box(panel).fill('');
  await box(panel).pressSequentially('App');
  await panel.clock.runFor(1_000);
  await expect(suggestions(panel).filter({ hasText: 'apple inc stock' })).toBeVisible();
  expect(api.autocompleteRequests()).toHaveLength(1);
  expect(await billedToday(worker)).toBe(2);
});

test('not opted in, the service is never asked: only the free suggestions show', async ({
  api,
  worker,
  context,
  openPage,
}) => {
  await liveService(api, worker, false);
  await context.clock.install();
  const panel = await openPage('sidepanel.html');
  await searchAndWait(panel, 'apple pie', api);
  await box(panel).fill('');
  await box(panel).pressSequentially('apple');
  await panel.clock.runFor(1_000);
  await expect(suggestions(panel)).toHaveText(['apple pie']);
  // Another search answered after the pause: any ask for suggestions would have gone before it.
  await searchAndWait(panel, 'apple crumble', api);
  expect(api.autocompleteRequests()).toEqual([]);
});

test('the settings offer the service’s suggestions for the Serper-compatible service only, off by default, their cost named', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  const checkbox = options.getByRole('checkbox', { name: 'Suggestions from the service (1 credit each)' });
  await expect(options.getByRole('radio', { name: /^Web Search API/u })).toBeChecked();
  await expect(checkbox).toHaveCount(0);
  await options.getByRole('radio', { name: /^Serper-compatible service/u }).check();
  await expect(checkbox).not.toBeChecked();
  await expect(checkbox).toHaveAccessibleDescription(/each new beginning costs 1 credit/u);
  await checkbox.check();
  // Saved with Save, with the service's addresses set to the local API (which the build may reach).
  await options.getByRole('textbox', { name: 'API base URL' }).fill(E2E_API_ORIGIN);
  await options.getByRole('textbox', { name: 'Reader address' }).fill(READER_URL);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');
  await expect
    .poll(() => worker.evaluate(async () => (await chrome.storage.local.get('serviceSuggestions')).serviceSuggestions))
    .toBe(true);
  expect(api.requests).toEqual([]);
});
