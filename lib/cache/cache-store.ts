import type { DBSchema, IDBPDatabase } from 'idb';
import { storesOf, type OpenDatabase } from '../storage/database';
import { storedTotal, type TotalsSchema } from '../storage/store-totals';
import { byteCount, evictInOrder, sumBytes, type StoreLimits } from '../storage/evict';
import { CACHE_LIMITS, isStoredEntry, type CacheEntry } from './cache-policy';

/** The cache's stores: cached answers by cache key; evicted expired-first, then oldest. */
export interface CacheSchema extends DBSchema, TotalsSchema {
  cache: { key: string; value: CacheEntry<unknown>; indexes: { byFetchedAt: number; byExpiresAt: number } };
}

export function cacheUpgrade(db: IDBPDatabase<unknown>, oldVersion: number): void {
  if (oldVersion < 1) {
    const cache = db.createObjectStore('cache', { keyPath: 'key' });
    cache.createIndex('byFetchedAt', 'fetchedAt');
    cache.createIndex('byExpiresAt', 'expiresAt');
  }
}

/**
 * The cache in IndexedDB: one record per answer, keyed by cache key, with indexes by expiry
 * (dropped first) and by fetch time (the oldest go next). Bounded by count and bytes.
 */
export function createCacheStore<Whole extends CacheSchema>(
  database: OpenDatabase<Whole>,
  limits: StoreLimits = CACHE_LIMITS,
) {
  const open = storesOf<CacheSchema, Whole>(database);

  /** Deletes a record that is expired or damaged (checked again inside the write: a fresh one may have replaced it). */
  async function removeStale(key: string, now: number): Promise<void> {
    const tx = (await open()).transaction(['cache', 'totals'], 'readwrite');
    const cache = tx.objectStore('cache');
    const totals = tx.objectStore('totals');
    const record: unknown = await cache.get(key);
    if (record !== undefined && !(isStoredEntry(record) && record.expiresAt > now)) {
      const bytes = await storedTotal(totals, 'cache', async () => sumBytes(await cache.getAll()));
      await cache.delete(key);
      await totals.put({
        store: 'cache',
        bytes: Math.max(0, bytes - byteCount(record ?? {})),
      });
    }
    await tx.done;
  }

  return {
    /**
     * The fresh entry for a key, if any. An expired or damaged record is a miss, and is
     * deleted: its key holds the query, which must not stay on disk past its time.
     */
    async get(key: string, now: number): Promise<CacheEntry<unknown> | undefined> {
      const record: unknown = await (await open()).get('cache', key);
      if (isStoredEntry(record) && record.expiresAt > now) return record;
      if (record !== undefined) await removeStale(key, now).catch(() => undefined);
      return undefined;
    },

    /** Deletes every expired record (at worker start: nothing else may come to read them); resolves to their keys. */
    async sweepExpired(now: number): Promise<string[]> {
      const tx = (await open()).transaction(['cache', 'totals'], 'readwrite');
      const cache = tx.objectStore('cache');
      const totals = tx.objectStore('totals');
      let bytes = await storedTotal(totals, 'cache', async () => sumBytes(await cache.getAll()));
      const swept: string[] = [];
      await evictInOrder(
        cache.index('byExpiresAt'),
        IDBKeyRange.upperBound(now),
        () => true,
        new Set(),
        (record) => {
          bytes -= byteCount(record);
          swept.push(record.key);
        },
      );
      if (swept.length > 0) await totals.put({ store: 'cache', bytes: Math.max(0, bytes) });
      await tx.done;
      return swept;
    },

    /** Every stored key (no values: cheap), so the worker can tell a miss without a read. */
    async keys(): Promise<string[]> {
      return (await open()).getAllKeys('cache');
    },

    /** Stores entries (replacing any with the same key), then evicts until within both caps. */
    async put(entries: Array<CacheEntry<unknown>>, now: number): Promise<void> {
      const db = await open();
      const tx = db.transaction(['cache', 'totals'], 'readwrite');
      const cache = tx.objectStore('cache');
      const totals = tx.objectStore('totals');
      let bytes = await storedTotal(totals, 'cache', async () => sumBytes(await cache.getAll()));
      for (const entry of entries) {
        if (entry.bytes > limits.maxBytes || entry.expiresAt <= now) continue;
        const previous = await cache.get(entry.key);
        if (previous) bytes -= byteCount(previous);
        await cache.put(entry);
        bytes += entry.bytes;
      }
      // A single answer is never evicted by its own write; an import may lose its oldest.
      const keep = new Set(entries.length === 1 ? entries.map((entry) => entry.key) : []);
      const freed = (record: { bytes: number }) => {
        bytes -= byteCount(record);
      };
      await evictInOrder(cache.index('byExpiresAt'), IDBKeyRange.upperBound(now), () => true, keep, freed);
      let count = await cache.count();
      const over = () => count > limits.maxEntries || bytes > limits.maxBytes;
      if (over()) {
        await evictInOrder(cache.index('byFetchedAt'), null, over, keep, (record) => {
          freed(record);
          count -= 1;
        });
      }
      await totals.put({ store: 'cache', bytes: Math.max(0, bytes) });
      await tx.done;
    },

    /** Empties the cache; resolves to the bytes it held. */
    async clear(): Promise<number> {
      const tx = (await open()).transaction(['cache', 'totals'], 'readwrite');
      const cache = tx.objectStore('cache');
      const totals = tx.objectStore('totals');
      const held = await storedTotal(totals, 'cache', async () => sumBytes(await cache.getAll()));
      await Promise.all([cache.clear(), totals.put({ store: 'cache', bytes: 0 })]);
      await tx.done;
      return held;
    },
  };
}

export type CacheStore = ReturnType<typeof createCacheStore>;
