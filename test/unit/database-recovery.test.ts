import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { openDB, type IDBPDatabase } from 'idb';
import { SIDEKICK_DATABASE } from '../../lib/search/database';
import { recoveringSidekickDatabase } from '../../lib/search/recovering-database';
import { createSearchService } from '../../lib/search/search-service';
import { windowRecordStore } from '../../lib/search/window-records';
import type { SearchMessage } from '../../lib/search/search-message';
import { databaseReports } from '../../lib/background/database-reports';
import type { StorageProblem } from '../../lib/storage/storage-problem';
import { storageProblemReporter } from '../../lib/storage/storage-problem-reporter';
import { createLedgerArchive } from '../../lib/credits/ledger-archive';
import { cacheEntry } from '../../lib/cache/cache-policy';
import { summarize, type HistoryEntry } from '../../lib/history/search-history';
import { readSettings } from '../../lib/settings/read-settings';
import { apiKeyItem } from '../../lib/settings/settings-items';
import { startSearchApi, type SearchApi } from '../search-api/server';
import './fresh-database';
import { usageWiring } from './usage-wiring';
import { saveAddressWithKey } from './key-entered';

const KEY = 'recovery-test-key';
const NEWER = SIDEKICK_DATABASE.version + 1;
let api: SearchApi;
let databases = 0;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false });
});
afterAll(() => api.close());
beforeEach(async () => {
  fakeBrowser.reset();
  api.reset();
  await apiKeyItem.setValue(KEY);
  await saveAddressWithKey(api.url);
});
beforeEach(() => {
  // What cannot be read is said on the console too; these tests mean it to happen.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

const pastSearch = (id: string, query: string, at: number): HistoryEntry => ({
  id,
  request: { query },
  source: 'popup',
  at,
  credits: 1,
  cached: false,
  response: {
    query,
    organic: [{ title: `${query} — the old result`, link: 'https://example.org/', position: 1 }],
    relatedSearches: [],
    droppedResults: 0,
  },
});

/**
 * A database as a newer release would leave it after a downgrade: our stores (plus one of its
 * own), holding what `fill` puts there, at a version above ours.
 */
async function newerDatabase(fill: (db: IDBPDatabase<unknown>) => Promise<void>, stores = true): Promise<string> {
  databases += 1;
  const name = `search-sidekick-recovery-${databases}`;
  const db = await openDB(name, NEWER, {
    upgrade(upgrading) {
      upgrading.createObjectStore('somethingNew');
      if (!stores) return;
      for (const upgrade of SIDEKICK_DATABASE.upgrades) upgrade(upgrading, 0);
    },
  });
  await fill(db);
  db.close();
  return name;
}

/** The worker's opener over that database, with what it tells the person. */
function workerOpener(name: string) {
  const told: StorageProblem[] = [];
  let historyChanges = 0;
  const report = storageProblemReporter(
    (problem) => {
      told.push(problem);
      return Promise.resolve();
    },
    () => 1,
  );
  const open = recoveringSidekickDatabase(
    databaseReports(report, () => (historyChanges += 1)),
    name,
  );
  return { open, told: () => told.flatMap((problem) => problem.messages ?? []), historyChanges: () => historyChanges };
}

function searchService(wiring: ReturnType<typeof usageWiring>, onBookkeepingFailed?: (error: unknown) => void) {
  const searches = createSearchService({
    bookkeepingDelayMs: 0,
    readSettings,
    hasHostPermission: () => Promise.resolve(true),
    records: windowRecordStore(fakeBrowser.storage.session),
    cache: wiring.cache,
    usage: wiring.usage,
    freeSpace: wiring.freeSpace,
    ...(onBookkeepingFailed && { onBookkeepingFailed }),
  });
  return async (message: SearchMessage) => {
    const outcome = await searches.search(message, { windowId: 1, private: false });
    await searches.whenIdle();
    return outcome;
  };
}

const NOW = Date.now();

describe('a database left at a newer version by a downgrade', () => {
  it('is replaced: the history is kept, the archived credit days too, the cache is empty, and the next search is cached', async () => {
    const old = pastSearch('old-1', 'ada lovelace', NOW - 60_000);
    const name = await newerDatabase(async (db) => {
      await db.put('history', summarize(old));
      await db.put('historyResponses', { id: old.id, response: old.response });
      await db.put('cache', cacheEntry('fp|api|["paris"]', old.response, NOW - 1000, 3_600_000));
      await db.put('ledgerDays', { day: '2025-01-02', usage: { popup: { billed: 4, saved: 1, searches: 2 } } });
      await db.put('somethingNew', { anything: true }, 'x');
    });
    const { open, told, historyChanges } = workerOpener(name);
    const wiring = usageWiring({ open });

    expect((await open()).version).toBe(SIDEKICK_DATABASE.version);
    expect(told()).toEqual([]);
    // Open pages are told to read the history again.
    expect(historyChanges()).toBe(1);
    expect((await wiring.history.list()).map((entry) => entry.id)).toEqual(['old-1']);
    expect((await wiring.history.get('old-1'))?.response).toEqual(old.response);
    expect(await wiring.cacheStore.keys()).toEqual([]);
    expect(await createLedgerArchive(open).days()).toEqual([
      { day: '2025-01-02', usage: { popup: { billed: 4, saved: 1, searches: 2 } } },
    ]);

    const search = searchService(wiring);
    expect((await search({ request: { query: 'paris' }, source: 'sidepanel' })).ok).toBe(true);
    // A new worker (no memory of the answer) reads it from the recovered database.
    const again = searchService(usageWiring({ open }));
    expect(await again({ request: { query: 'paris' }, source: 'sidepanel' })).toMatchObject({
      ok: true,
      record: { billed: 0 },
    });
    expect(api.searchRequests()).toHaveLength(1);
    expect((await wiring.history.list()).map((entry) => entry.request.query)).toEqual(['paris', 'ada lovelace']);
  });

  it('keeps the readable searches and says that the others were lost', async () => {
    const good = pastSearch('good', 'coffee', NOW - 2000);
    const name = await newerDatabase(async (db) => {
      await db.put('history', summarize(good));
      await db.put('historyResponses', { id: good.id, response: good.response });
      // A newer shape this version cannot read: no results list.
      await db.put('history', { ...summarize(pastSearch('newer', 'tea', NOW - 1000)), id: 'newer' });
      await db.put('historyResponses', { id: 'newer', response: { blocks: [] } });
    });
    const { open, told } = workerOpener(name);
    const wiring = usageWiring({ open });
    expect((await wiring.history.list()).map((entry) => entry.id)).toEqual(['good']);
    expect(told()).toEqual(['historyLostNewerVersion']);
  });

  it('without a history it can read, says so — never silently — and searches are stored again', async () => {
    const name = await newerDatabase(() => Promise.resolve(), false);
    const { open, told } = workerOpener(name);
    const wiring = usageWiring({ open });
    const search = searchService(wiring);
    expect((await search({ request: { query: 'paris' }, source: 'sidepanel' })).ok).toBe(true);
    expect(told()).toEqual(['historyLostNewerVersion', 'creditDaysLostNewerVersion']);
    expect((await wiring.history.list()).map((entry) => entry.request.query)).toEqual(['paris']);
  });
});

describe('a database that cannot be opened at all', () => {
  it('leaves searches working (cache misses, no history), and the person is told once', async () => {
    vi.spyOn(indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError');
    });
    const { open, told } = workerOpener('search-sidekick-unopenable');
    const wiring = usageWiring({ open });
    const report = storageProblemReporter(() => Promise.resolve());
    const failures: unknown[] = [];
    const search = searchService(wiring, (error) => {
      failures.push(error);
      report(error);
    });
    for (const query of ['paris', 'coffee']) {
      expect((await search({ request: { query }, source: 'sidepanel' })).ok).toBe(true);
    }
    // Nothing was stored: a restarted worker (its memory gone) sends the search again.
    const restarted = searchService(usageWiring({ open }));
    expect((await restarted({ request: { query: 'paris' }, source: 'sidepanel' })).ok).toBe(true);
    expect(api.searchRequests()).toHaveLength(3);
    expect(failures.length).toBeGreaterThan(0);
    expect(told()).toEqual(['storageUnavailable']);
    await expect(wiring.history.list()).rejects.toThrow();
  });
});
