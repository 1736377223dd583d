import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Worker } from '@playwright/test';
import { configureExtension, expect, launchReady, test, TEST_KEY, type ReadyBrowser } from './fixtures';
import { E2E_API_ORIGIN } from './e2e-build';
import { searchFor } from './pages';
import { stopServiceWorker } from './service-worker';

const credits = (page: Page) => page.getByRole('region', { name: 'Credits' });
const results = (page: Page) => page.getByRole('list', { name: 'Results' });

test('a search repeated the moment it answers is sent once and billed once, 20 times over', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  for (let i = 1; i <= 20; i += 1) {
    await searchFor(panel, `paris ${i}`);
    await expect(credits(panel)).toContainText('1 credit billed for these results');
    // Enter again the moment the answer shows, while its bookkeeping is still to come.
    await panel.getByRole('combobox', { name: 'Search query' }).press('Enter');
    await expect(credits(panel)).toContainText('cached · 0 credits');
    await expect(credits(panel)).toContainText(`Today: ${i} ·`);
    expect(api.searchRequests()).toHaveLength(i);
  }
});

const DAY = 86_400_000;
const fingerprint = createHash('sha256').update(TEST_KEY).digest('hex').slice(0, 16);
/** lib/search/normalize-request.ts requestKey() of the normalized request { query: 'paris' }. */
const PARIS_REQUEST_KEY = JSON.stringify(['paris', null, null, null, null]);

const legacyResponse = (query: string, title: string) => ({
  query,
  organic: [{ title, link: `https://example.org/${encodeURIComponent(query)}`, position: 1 }],
  relatedSearches: [],
  droppedResults: 0,
  credits: 1,
});

/** storage.local as the first release left it: whole-value history and cache, a ledger of events. */
function firstReleaseData(now: number) {
  return {
    searchHistory: {
      entries: [
        {
          id: 'old-2',
          request: { query: 'ada lovelace' },
          source: 'sidepanel',
          at: now - 60_000,
          credits: 1,
          cached: false,
          response: legacyResponse('ada lovelace', 'Ada Lovelace from the old history'),
          bytes: 250,
        },
        { id: 'damaged', request: 'not a request' },
        {
          id: 'old-1',
          request: { query: 'typescript' },
          source: 'popup',
          at: now - 120_000,
          credits: 1,
          cached: false,
          response: legacyResponse('typescript', 'TypeScript from the old history'),
          bytes: 250,
        },
      ],
    },
    searchHistory$: { v: 1 },
    searchCache: {
      entries: [
        {
          key: `${fingerprint}|${E2E_API_ORIGIN}|${PARIS_REQUEST_KEY}`,
          response: legacyResponse('paris', 'Paris from the old cache'),
          fetchedAt: now - 60_000,
          expiresAt: now + 3_600_000,
          bytes: 300,
        },
      ],
    },
    searchCache$: { v: 1 },
    creditLedger: {
      events: [
        { at: now - 40 * DAY, credits: 5, source: 'popup' },
        { at: now - 90_000, credits: 2, source: 'popup' },
        { at: now - 30_000, credits: 0, source: 'sidepanel', saved: 1 },
      ],
      balance: { amount: 100, setAt: now - 50 * DAY },
      billedSinceBalance: 7,
    },
  };
}

async function legacyKeysLeft(worker: Worker): Promise<string[]> {
  return worker.evaluate(async () =>
    Object.keys(await chrome.storage.local.get(['searchHistory', 'searchCache', 'searchHistory$', 'searchCache$'])),
  );
}

async function openIn(browser: ReadyBrowser, path: string): Promise<Page> {
  const page = await browser.context.newPage();
  await page.goto(`chrome-extension://${browser.extensionId}/${path}`);
  return page;
}

test('after the update, the first release’s history, cache and credits work, and across a browser restart', async ({
  api,
}) => {
  const profile = mkdtempSync(join(tmpdir(), 'search-ext-migration-'));
  try {
    let browser = await launchReady({ userDataDir: profile });
    await configureExtension(browser.worker);
    await browser.worker.evaluate((data) => chrome.storage.local.set(data), firstReleaseData(Date.now()));
    await browser.context.close();

    // The browser starts the worker, which moves the data before anything else needs it.
    browser = await launchReady({ userDataDir: profile, reopen: true });
    await expect.poll(() => legacyKeysLeft(browser.worker)).toEqual([]);

    const panel = await openIn(browser, 'sidepanel.html');
    await panel.getByRole('button', { name: 'History', exact: true }).click();
    const past = panel.getByRole('list', { name: 'Past searches' });
    await expect(past.getByRole('listitem')).toHaveCount(2);
    await expect(past.getByRole('listitem').first()).toContainText('ada lovelace');
    await past.getByRole('button', { name: 'typescript', exact: true }).click();
    await expect(results(panel).getByRole('link', { name: 'TypeScript from the old history' })).toBeVisible();

    // The cached answer is served: no request, no charge.
    await searchFor(panel, 'paris');
    await expect(results(panel).getByRole('link', { name: 'Paris from the old cache' })).toBeVisible();
    await expect(credits(panel)).toContainText('cached · 0 credits');
    await expect(credits(panel)).toContainText('Today: 2 ·');
    await expect(credits(panel)).toContainText('Saved by the cache: 2 credits');
    await expect(credits(panel)).toContainText('93 credits remaining');
    expect(api.searchRequests()).toHaveLength(0);

    await searchFor(panel, 'coffee');
    await expect(credits(panel)).toContainText('1 credit billed for these results');
    await expect(credits(panel)).toContainText('Today: 3 ·');
    await expect(credits(panel)).toContainText('92 credits remaining');
    const options = await openIn(browser, 'options.html');
    await expect(options.getByRole('region', { name: 'Usage' })).toContainText('Last 30 days: 3 credits');
    await browser.context.close();

    browser = await launchReady({ userDataDir: profile, reopen: true });
    const after = await openIn(browser, 'sidepanel.html');
    await after.getByRole('button', { name: 'History', exact: true }).click();
    const list = after.getByRole('list', { name: 'Past searches' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('listitem').first()).toContainText('coffee');
    await searchFor(after, 'paris');
    await expect(credits(after)).toContainText('cached · 0 credits');
    await expect(credits(after)).toContainText('Today: 3 ·');
    await expect(credits(after)).toContainText('92 credits remaining');
    expect(api.searchRequests()).toHaveLength(1);
    await browser.context.close();
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
});

test('when its history and cache cannot be stored, a search still shows its answer, the panel says so once, and later searches work', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'paris');
  await expect(credits(panel)).toContainText('1 credit billed for these results');
  // A newer version of the database (as an older build would meet after a downgrade) takes it away:
  // the worker's connection closes, and it can no longer open the database.
  await panel.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('search-sidekick', 99);
        request.onupgradeneeded = () => {
          for (const name of Array.from(request.result.objectStoreNames)) request.result.deleteObjectStore(name);
        };
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      }),
  );
  const notice = panel.getByRole('status').filter({ hasText: 'could not be saved' });

  await searchFor(panel, 'coffee');
  await expect(credits(panel)).toContainText('1 credit billed for these results');
  await expect(notice).toBeVisible();
  await panel.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);

  await searchFor(panel, 'typescript');
  await expect(credits(panel)).toContainText('Today: 3 ·');
  await expect(results(panel).getByRole('link').first()).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  expect(api.searchRequests()).toHaveLength(3);
});

test('a long history is listed a hundred at a time, and Show more lists the rest', async ({
  worker,
  context,
  openPage,
}) => {
  await configureExtension(worker);
  const now = Date.now();
  const entries = Array.from({ length: 150 }, (_, i) => ({
    id: `past-${i}`,
    request: { query: `past search ${i}` },
    source: 'sidepanel',
    at: now - (i + 1) * 60_000,
    credits: 1,
    cached: false,
    response: legacyResponse(`past search ${i}`, `Result of past search ${i}`),
    bytes: 0,
  }));
  await worker.evaluate((value) => chrome.storage.local.set({ searchHistory: value }), { entries });
  const panel = await openPage('sidepanel.html');
  // A restarted worker moves them to IndexedDB; a search wakes it.
  await stopServiceWorker(context, panel);
  await searchFor(panel, 'paris');
  await expect(credits(panel)).toContainText('1 credit billed for these results');

  await panel.getByRole('button', { name: 'History', exact: true }).click();
  const past = panel.getByRole('list', { name: 'Past searches' });
  await expect(past.getByRole('listitem')).toHaveCount(100);
  await expect(past.getByRole('listitem').first()).toContainText('paris');
  await panel.getByRole('button', { name: 'Show more (51 more)' }).click();
  await expect(past.getByRole('listitem')).toHaveCount(151);
  await expect(past.getByRole('listitem').last()).toContainText('past search 149');
  await expect(panel.getByRole('button', { name: /Show more/ })).toHaveCount(0);
});
