import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { IDBPDatabase } from 'idb';
import { createSearchService } from '../../lib/search/search-service';
import { windowRecordStore } from '../../lib/search/window-records';
import { readSettings } from '../../lib/settings/read-settings';
import { apiKeyItem } from '../../lib/settings/settings-items';
import { createDataHandlers } from '../../lib/background/data-handlers';
import { cacheEntry } from '../../lib/cache/cache-policy';
import { createCacheStore } from '../../lib/cache/cache-store';
import { createSearchCache } from '../../lib/cache/search-cache';
import type { SearchResponse } from '../../lib/api/search-response';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { freshDatabase } from './fresh-database';
import { storedRecords } from './stored-records';
import { usageWiring } from './usage-wiring';
import { saveAddressWithKey } from './key-entered';

const KEY = 'clear-test-key';
let api: SearchApi;
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

const holding = async (db: IDBPDatabase<unknown>, text: string) =>
  (await storedRecords(db)).filter((record) => record.text.includes(text)).map((record) => record.store);

describe('clearing the history', () => {
  it('clears the cache too: no stored record holds a past query any more', async () => {
    const wiring = usageWiring();
    const searches = createSearchService({
      bookkeepingDelayMs: 0,
      readSettings,
      hasHostPermission: () => Promise.resolve(true),
      records: windowRecordStore(fakeBrowser.storage.session),
      cache: wiring.cache,
      usage: wiring.usage,
      freeSpace: wiring.freeSpace,
    });
    await searches.search({ request: { query: 'lovelace' }, source: 'sidepanel' }, { windowId: 1, private: false });
    await searches.whenIdle();
    const db = (await wiring.open()) as unknown as IDBPDatabase<unknown>;
    // Both the history and the cache held it: the cache's key is the normalized request.
    expect(await holding(db, 'lovelace')).toEqual(expect.arrayContaining(['cache', 'history', 'historyResponses']));

    await createDataHandlers({ cache: wiring.cache, usage: wiring.usage }).clearHistory();

    expect(await holding(db, 'lovelace')).toEqual([]);
    // Nor does the worker's memory serve it: a repeat is sent again.
    await searches.search({ request: { query: 'lovelace' }, source: 'sidepanel' }, { windowId: 1, private: false });
    expect(api.searchRequests()).toHaveLength(2);
  });

  it('fails, for the page to say "try again", when the cache could not be cleared', async () => {
    const wiring = usageWiring({
      cacheStore: (store) => ({ ...store, clear: () => Promise.reject(new Error('disk gone')) }),
    });
    const data = createDataHandlers({ cache: wiring.cache, usage: wiring.usage });
    await expect(data.clearHistory()).rejects.toThrow('disk gone');
  });
});

const response = (query: string): SearchResponse => ({
  query,
  organic: [{ title: 'T', link: 'https://a.example/', position: 1 }],
  relatedSearches: [],
  droppedResults: 0,
});

describe('expired cache records', () => {
  it('are deleted when read, not only skipped', async () => {
    const open = freshDatabase();
    const store = createCacheStore(open);
    const stale = cacheEntry('fp|api|["stale query"]', response('stale query'), 0, 1000);
    await store.put([stale], 0);
    expect(await store.get(stale.key, 1000)).toBeUndefined();
    expect(await (await open()).get('cache', stale.key)).toBeUndefined();
    // Its bytes left the running total with it.
    expect((await (await open()).get('totals', 'cache'))?.bytes).toBe(0);
  });

  it('are deleted by the start-up sweep, and fresh ones kept', async () => {
    const open = freshDatabase();
    const store = createCacheStore(open);
    await store.put([cacheEntry('old', response('old query'), 0, 1000)], 0);
    await store.put([cacheEntry('new', response('new query'), 500, 10_000)], 500);
    const cache = createSearchCache(store, () => 2000);
    await cache.sweep();
    const db = (await open()) as unknown as IDBPDatabase<unknown>;
    expect(await holding(db, 'old query')).toEqual([]);
    expect(await db.getAllKeys('cache')).toEqual(['new']);
    expect((await cache.get('new'))?.key).toBe('new');
  });

  it('are deleted by every write', async () => {
    const open = freshDatabase();
    const store = createCacheStore(open);
    await store.put([cacheEntry('old', response('old query'), 0, 1000)], 0);
    await store.put([cacheEntry('new', response('new query'), 1500, 10_000)], 1500);
    expect(await (await open()).getAllKeys('cache')).toEqual(['new']);
  });
});
