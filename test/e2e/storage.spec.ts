import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Worker } from '@playwright/test';
import { configureExtension, expect, launchReady, openAfterRelaunch, test, TEST_KEY } from './fixtures';
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

    const panel = await openAfterRelaunch(browser, 'sidepanel.html');
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
    const options = await openAfterRelaunch(browser, 'options.html');
    await expect(options.getByRole('region', { name: 'Usage' })).toContainText('Last 30 days: 3 credits');
    await browser.context.close();

    browser = await launchReady({ userDataDir: profile, reopen: true });
    const after = await openAfterRelaunch(browser, 'sidepanel.html');
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

/**
 * What a newer release leaves after a downgrade: the extension's database at version 99, our
 * stores kept (a newer schema adds, it seldom removes), holding `history` records. With
 * `stores: false`, a newer schema that dropped every store we know.
 */
function leaveNewerDatabase(
  page: Page,
  options: { stores: boolean; history?: Array<{ summary: object; response: object }> },
): Promise<void> {
  return page.evaluate(
    ({ stores, history }) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('search-sidekick', 99);
        request.onupgradeneeded = () => {
          const db = request.result;
          const tx = request.transaction;
          if (!tx) return;
          if (!stores) {
            for (const name of Array.from(db.objectStoreNames)) db.deleteObjectStore(name);
            return;
          }
          const has = (name: string) => db.objectStoreNames.contains(name);
          if (!has('totals')) db.createObjectStore('totals', { keyPath: 'store' });
          if (!has('cache')) {
            const cache = db.createObjectStore('cache', { keyPath: 'key' });
            cache.createIndex('byFetchedAt', 'fetchedAt');
            cache.createIndex('byExpiresAt', 'expiresAt');
          }
          if (!has('history')) {
            const list = db.createObjectStore('history', { keyPath: 'id' });
            list.createIndex('byAt', 'at');
            list.createIndex('byRequestKey', 'requestKey');
          }
          if (!has('historyResponses')) db.createObjectStore('historyResponses', { keyPath: 'id' });
          if (!has('ledgerDays')) db.createObjectStore('ledgerDays', { keyPath: 'day' });
          db.createObjectStore('somethingNewer');
          for (const record of history ?? []) {
            tx.objectStore('history').put(record.summary);
            tx.objectStore('historyResponses').put(record.response);
          }
        };
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error ?? new Error('open failed'));
      }),
    options,
  );
}

test('after a downgrade left a newer database, searches work, the past searches are kept, and the cache works again', async ({
  api,
  worker,
  context,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  const at = Date.now() - 3_600_000;
  // A past search as the newer release stored it (its summary and its results).
  await leaveNewerDatabase(panel, {
    stores: true,
    history: [
      {
        summary: {
          id: 'kept-from-newer',
          request: { query: 'ada lovelace' },
          source: 'sidepanel',
          at,
          credits: 1,
          cached: false,
          requestKey: JSON.stringify(['ada lovelace', null, null, null, null]),
          resultCount: 1,
          titles: 'Ada Lovelace from the newer version',
          bytes: 400,
          somethingNewer: { ignored: true },
        },
        response: {
          id: 'kept-from-newer',
          response: legacyResponse('ada lovelace', 'Ada Lovelace from the newer version'),
        },
      },
    ],
  });

  await searchFor(panel, 'paris');
  await expect(results(panel).getByRole('link').first()).toBeVisible();
  await expect(credits(panel)).toContainText('1 credit billed for these results');

  await panel.getByRole('button', { name: 'History', exact: true }).click();
  const past = panel.getByRole('list', { name: 'Past searches' });
  await expect(past.getByRole('listitem')).toHaveCount(2);
  await expect(past.getByRole('listitem').first()).toContainText('paris');
  await past.getByRole('button', { name: 'ada lovelace', exact: true }).click();
  await expect(results(panel).getByRole('link', { name: 'Ada Lovelace from the newer version' })).toBeVisible();

  // A stopped worker has no answer in memory: the repeat is served from the cache in IndexedDB.
  await stopServiceWorker(context, panel);
  await searchFor(panel, 'paris');
  await expect(credits(panel)).toContainText('cached · 0 credits');
  expect(api.searchRequests()).toHaveLength(1);
  // Nothing was lost: nothing to say.
  await expect(panel.getByRole('status').filter({ hasText: 'lost' })).toHaveCount(0);
});

test('after a downgrade left a database whose history cannot be read, the panel says it was lost, once, and searches are kept again', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'paris');
  await expect(credits(panel)).toContainText('1 credit billed for these results');
  // A newer version takes the database over, in a shape this version cannot read: the
  // worker's connection closes, and its next open finds the database newer than itself.
  await leaveNewerDatabase(panel, { stores: false });
  const notice = panel.getByRole('status').filter({ hasText: 'search history was lost' });

  await searchFor(panel, 'coffee');
  await expect(credits(panel)).toContainText('1 credit billed for these results');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('saved by a newer version of the extension');
  await panel.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);

  await searchFor(panel, 'typescript');
  await expect(credits(panel)).toContainText('Today: 3 ·');
  await expect(results(panel).getByRole('link').first()).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  expect(api.searchRequests()).toHaveLength(3);
  // The searches after the replacement are kept again.
  await panel.getByRole('button', { name: 'History', exact: true }).click();
  const past = panel.getByRole('list', { name: 'Past searches' });
  await expect(past.getByRole('listitem')).toHaveCount(2);
  await expect(past.getByRole('listitem').first()).toContainText('typescript');
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
