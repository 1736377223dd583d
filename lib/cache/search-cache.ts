import type { SearchResponse } from '../api/search-response';
import { cacheEntry, type CacheEntry } from './cache-policy';
import type { CacheStore } from './cache-store';

/** Recent answers kept in the worker's memory: a repeat is served without reading IndexedDB. */
const MEMORY_ENTRIES = 16;

/**
 * The response cache: IndexedDB behind a small memory of recent answers. `hold` puts an
 * answer in memory at once — before the search's outcome is shown — and `persist` makes it
 * durable; an answer being written is never dropped from memory, so from the moment it
 * exists until its record is stored, an identical search is served from here, never sent
 * again (issue 12 §5). `ready` is awaited before the first read (the migration of the old
 * storage.local cache).
 */
export function createSearchCache(
  store: CacheStore,
  now: () => number = Date.now,
  ready: Promise<unknown> = Promise.resolve(),
) {
  const memory = new Map<string, CacheEntry>();
  const writing = new Set<string>();
  /** Bumped by `clear`: a write that started before it must not refill the memory. */
  let generation = 0;

  function remember(entry: CacheEntry): void {
    memory.delete(entry.key);
    memory.set(entry.key, entry);
    for (const key of memory.keys()) {
      if (memory.size <= MEMORY_ENTRIES) break;
      if (!writing.has(key)) memory.delete(key);
    }
  }

  return {
    async get(key: string): Promise<CacheEntry | undefined> {
      const held = memory.get(key);
      if (held && held.expiresAt > now()) return held;
      if (held) memory.delete(key);
      await ready;
      const stored = await store.get(key, now());
      if (stored) remember(stored);
      return stored;
    },

    /** Synchronously keeps a fresh answer in memory; undefined when the TTL is 0 (cache off). */
    hold(key: string, response: SearchResponse, ttlMs: number, fetchedAt = now()): CacheEntry | undefined {
      if (ttlMs <= 0) return undefined;
      const entry = cacheEntry(key, response, fetchedAt, ttlMs);
      writing.add(key);
      remember(entry);
      return entry;
    },

    /** Writes a held answer to IndexedDB; the memory keeps it until the write has settled. */
    async persist(
      entry: CacheEntry,
      writeFreeingSpace: (write: () => Promise<void>) => Promise<void> = (w) => w(),
    ): Promise<void> {
      const started = generation;
      try {
        await ready;
        if (started !== generation) return;
        await writeFreeingSpace(() => store.put([entry], now()));
      } finally {
        writing.delete(entry.key);
      }
    },

    async clear(): Promise<void> {
      generation += 1;
      memory.clear();
      writing.clear();
      await ready;
      await store.clear();
    },
  };
}

export type SearchCache = ReturnType<typeof createSearchCache>;
