import { storage } from 'wxt/utils/storage';
import type { SearchResponse } from '../api/search-response';
import { serializedUpdater } from '../storage/serialized-update';
import { findFresh, withEntry, type CacheEntry, type CacheStore } from './cache-policy';

export const searchCacheItem = storage.defineItem<CacheStore>('local:searchCache', {
  fallback: { entries: [] },
  version: 1,
});

/** Keeps only entries of the right shape: a damaged entry costs one re-fetch, nothing more. */
export function checkCacheStore(stored: unknown): CacheStore {
  const entries = (stored as { entries?: unknown } | null)?.entries;
  if (!Array.isArray(entries)) return { entries: [] };
  return {
    entries: entries.filter(
      (e): e is CacheEntry =>
        typeof e === 'object' &&
        e !== null &&
        typeof (e as CacheEntry).key === 'string' &&
        typeof (e as CacheEntry).fetchedAt === 'number' &&
        typeof (e as CacheEntry).expiresAt === 'number' &&
        typeof (e as CacheEntry).bytes === 'number' &&
        Array.isArray((e as CacheEntry).response?.organic),
    ),
  };
}

/**
 * The response cache: persisted in storage.local (it survives service-worker restarts)
 * and mirrored in memory, so a hit after the first costs no storage read.
 */
export function createSearchCache(now: () => number = Date.now) {
  let memory: CacheStore | undefined;
  const update = serializedUpdater(searchCacheItem, checkCacheStore);

  async function load(): Promise<CacheStore> {
    memory ??= checkCacheStore(await searchCacheItem.getValue());
    return memory;
  }

  return {
    async get(key: string): Promise<CacheEntry | undefined> {
      return findFresh(await load(), key, now());
    },
    async put(key: string, response: SearchResponse, ttlMs: number, fetchedAt = now()): Promise<void> {
      if (ttlMs <= 0) return;
      const at = fetchedAt;
      const entry: CacheEntry = {
        key,
        response,
        fetchedAt: at,
        expiresAt: at + ttlMs,
        bytes: JSON.stringify(response).length + key.length,
      };
      memory = withEntry(await load(), entry, at);
      await update((stored) => withEntry(stored, entry, at));
    },
    async clear(): Promise<void> {
      memory = { entries: [] };
      await update(() => ({ entries: [] }));
    },
    /** Forget the memory copy (another context changed storage). */
    invalidate(): void {
      memory = undefined;
    },
  };
}

export type SearchCache = ReturnType<typeof createSearchCache>;
