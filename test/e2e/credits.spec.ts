import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import {
  configureExtension,
  expect,
  gotoExtensionPage,
  installOptionsPage,
  launchReady,
  openAfterRelaunch,
  test,
  TEST_KEY,
} from './fixtures';
import { searchFor, showSearchOptions } from './pages';

const credits = (page: Page) => page.getByRole('region', { name: 'Credits' });
const firstResult = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('link').first();

async function enterBalance(options: Page, balance: number): Promise<void> {
  await options.getByLabel('Credit balance').fill(String(balance));
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');
}

test('the same search twice within the TTL costs one request; the second says cached and 0 credits', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'paris');
  await expect(credits(panel)).toContainText('1 credit billed for these results');
  await searchFor(panel, 'coffee');
  await expect(credits(panel)).toContainText('1 credit billed for these results');
  await searchFor(panel, 'paris');
  await expect(credits(panel)).toContainText('cached · 0 credits · fetched');
  await expect(credits(panel)).toContainText('Saved by the cache: 1 credit');
  expect(api.searchRequests().map((r) => (r.json as { query: string }).query)).toEqual(['paris', 'coffee']);
});

test('the same search from two pages at once costs one request', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  api.setLatency(400);
  const [a, b] = [await openPage('sidepanel.html'), await openPage('sidepanel.html')];
  await Promise.all([searchFor(a, 'typescript'), searchFor(b, 'typescript')]);
  await expect(firstResult(a)).toBeVisible();
  await expect(firstResult(b)).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);
});

test('Refresh bypasses the cache with a new request', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(credits(panel)).toContainText('1 credit billed');
  await panel.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => api.searchRequests().length).toBe(2);
  await expect(credits(panel)).toContainText('1 credit billed for these results');
});

test('changing the key clears the cache: the same search is requested again, with the new key', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  api.setCredits('second-key-9d2e', 50);
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(firstResult(panel)).toBeVisible();

  const options = await openPage('options.html');
  await options.getByLabel('API key', { exact: true }).fill('second-key-9d2e');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');

  await panel.bringToFront();
  await searchFor(panel, 'paris');
  await expect.poll(() => api.searchRequests().length).toBe(2);
  expect(api.searchRequests()[1]?.headers['x-api-key']).toBe('second-key-9d2e');
  await expect(credits(panel)).toContainText('1 credit billed for these results');
});

test('after the API runs out of credits, remaining shows 0 with the out-of-credits notice', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  await enterBalance(await openPage('options.html'), 100);
  api.setCredits(TEST_KEY, 0);
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(panel.getByRole('alert')).toContainText('credits have run out');
  await expect(credits(panel)).toContainText('0 credits remaining');
  await expect(credits(panel)).toContainText('Out of credits');
  expect(api.searchRequests()).toHaveLength(1);
});

test('a balance of 100 and searches billed 1, 1 and 2 leave 96; both survive closing the browser', async ({ api }) => {
  const profile = mkdtempSync(join(tmpdir(), 'search-ext-persistent-'));
  try {
    let browser = await launchReady({ userDataDir: profile });
    await configureExtension(browser.worker);
    const options = await browser.context.newPage();
    await options.goto(`chrome-extension://${browser.extensionId}/options.html`);
    await enterBalance(options, 100);

    const panel = await browser.context.newPage();
    await gotoExtensionPage(panel, browser.extensionId, `sidepanel.html`);
    await searchFor(panel, 'paris');
    await expect(credits(panel)).toContainText('1 credit billed');
    await expect(credits(panel)).toContainText('99 credits remaining');
    await searchFor(panel, 'coffee');
    await expect(credits(panel)).toContainText('98 credits remaining');
    await showSearchOptions(panel);
    await panel.getByRole('spinbutton', { name: 'Number of results' }).fill('20');
    await searchFor(panel, 'typescript');
    await expect(credits(panel)).toContainText('2 credits billed');
    await expect(credits(panel)).toContainText('96 credits remaining');
    expect(api.searchRequests()).toHaveLength(3);
    await browser.context.close();

    browser = await launchReady({ userDataDir: profile, reopen: true });
    // Chromium opens the options page again on this relaunch; use that tab rather than race it.
    const reopened = (await installOptionsPage(browser.context, 5_000)) ?? (await browser.context.newPage());
    if (!reopened.url().endsWith('/options.html')) {
      await reopened.goto(`chrome-extension://${browser.extensionId}/options.html`);
    }
    await expect(reopened.getByText('Remaining now: 96 credits')).toBeVisible();

    const history = await openAfterRelaunch(browser, 'sidepanel.html');
    await history.getByRole('button', { name: 'History', exact: true }).click();
    const past = history.getByRole('list', { name: 'Past searches' });
    await expect(past.getByRole('button', { name: 'typescript', exact: true })).toBeVisible();
    await expect(past.getByRole('listitem')).toHaveCount(3);

    // Reopening a past search shows its results without a request.
    await past.getByRole('button', { name: 'coffee', exact: true }).click();
    await expect(firstResult(history)).toBeVisible();
    await expect(credits(history)).toContainText('from history · 0 credits');
    expect(api.searchRequests()).toHaveLength(3);
    await browser.context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('history can be searched, and entries deleted one at a time or all at once', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  for (const [index, query] of ['paris', 'coffee', 'typescript'].entries()) {
    await searchFor(panel, query);
    // The Credits region still says "billed" from the search before until this one answers.
    await expect.poll(() => api.searchRequests().length).toBe(index + 1);
    await expect(credits(panel)).toContainText('billed for these results');
  }
  await panel.getByRole('button', { name: 'History', exact: true }).click();
  const past = panel.getByRole('list', { name: 'Past searches' });
  await expect(past.getByRole('listitem')).toHaveCount(3);
  await expect(past.getByRole('listitem').first()).toContainText('typescript');

  await panel.getByRole('searchbox', { name: 'Search history' }).fill('coff');
  await expect(past.getByRole('listitem')).toHaveCount(1);
  await panel.getByRole('searchbox', { name: 'Search history' }).fill('');

  await panel.getByRole('button', { name: 'Delete “paris” from history' }).click();
  await expect(past.getByRole('listitem')).toHaveCount(2);

  await panel.getByRole('button', { name: 'Clear history' }).click();
  await panel.getByRole('button', { name: 'Clear all history' }).click();
  await expect(panel.getByText('No past searches yet.')).toBeVisible();
});

test('private mode records no history', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  await options.getByLabel('Private mode (record no history)').check();
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(credits(panel)).toContainText('billed for these results');
  await panel.getByRole('button', { name: 'History', exact: true }).click();
  await expect(panel.getByText('Private mode is on: searches are not recorded.')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Past searches' })).toHaveCount(0);
});

test('the usage chart shows credits per day, with the figures as a table too', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await showSearchOptions(panel);
  await panel.getByRole('spinbutton', { name: 'Number of results' }).fill('30');
  await searchFor(panel, 'paris');
  await expect(credits(panel)).toContainText('3 credits billed');
  const options = await openPage('options.html');
  const usage = options.getByRole('region', { name: 'Usage' });
  await expect(usage.getByRole('img', { name: /Credits per day, last 30 days: 3 in total/ })).toBeVisible();
  await expect(usage).toContainText('Last 30 days: 3 credits');
  await usage.getByText('Show as table').click();
  const table = usage.getByRole('table', { name: 'Credits per day' });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(table.getByRole('row').last()).toContainText('3');
});
