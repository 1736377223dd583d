import type { SearchResponse } from '../api/search-response';
import { cacheEntry, isSearchAnswer, type CacheEntry } from './cache-policy';

/** An answer as the worker holds it: its size is counted only when it is written. */
export type HeldEntry<V = SearchResponse> = Omit<CacheEntry<V>, 'bytes'>;
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
export function createSearchCache<V = SearchResponse>(
  store: CacheStore,
  now: () => number = Date.now,
  ready: Promise<unknown> = Promise.resolve(),
  /**
   * Whether a stored answer is one of this cache's (searches by default; a second cache over
   * the same store keeps pages read here): one of another shape is a miss.
   */
  isAnswer: (value: unknown) => value is V = isSearchAnswer as (value: unknown) => value is V,
) {
  const memory = new Map<string, HeldEntry<V>>();
  const writing = new Set<string>();
  /**
   * The keys stored in IndexedDB, read once: a key not among them is a miss decided without
   * a read (every uncached search). A key evicted since costs a wasted read, never a wrong answer.
   */
  let storedKeys: Promise<Set<string>> | undefined;
  const knownKeys = () => {
    if (!storedKeys) {
      const reading = ready.then(() => store.keys()).then((keys) => new Set(keys));
      storedKeys = reading;
      reading.catch(() => {
        if (storedKeys === reading) storedKeys = undefined;
      });
    }
    return storedKeys;
  };
  /** Bumped by `clear`: a write that started before it must not refill the memory. */
  let generation = 0;

  function remember(entry: HeldEntry<V>): void {
    memory.delete(entry.key);
    memory.set(entry.key, entry);
    for (const key of memory.keys()) {
      if (memory.size <= MEMORY_ENTRIES) break;
      if (!writing.has(key)) memory.delete(key);
    }
  }

  return {
    /** Starts reading the stored keys (at worker start), so the first search does not wait for them. */
    warm(): void {
      knownKeys().catch(() => undefined);
    },

    async get(key: string): Promise<HeldEntry<V> | undefined> {
      const held = memory.get(key);
      if (held && held.expiresAt > now()) return held;
      if (held) memory.delete(key);
      const keys = await knownKeys();
      if (!keys.has(key)) return undefined;
      const record = await store.get(key, now());
      const stored = record && isAnswer(record.response) ? { ...record, response: record.response } : undefined;
      // A miss here was an expired record, which the store has just deleted.
      if (stored) remember(stored);
      else keys.delete(key);
      return stored;
    },

    /** Deletes the expired records (start-up work): a query stays on disk no longer than its answer is fresh. */
    async sweep(): Promise<void> {
      await ready;
      const swept = await store.sweepExpired(now());
      const keys = await knownKeys();
      for (const key of swept) keys.delete(key);
    },

    /** Synchronously keeps a fresh answer in memory; undefined when the TTL is 0 (cache off). */
    hold(key: string, response: V, ttlMs: number, fetchedAt = now()): HeldEntry<V> | undefined {
      if (ttlMs <= 0) return undefined;
      const entry: HeldEntry<V> = { key, response, fetchedAt, expiresAt: fetchedAt + ttlMs };
      writing.add(key);
      remember(entry);
      return entry;
    },

    /** Writes a held answer to IndexedDB; the memory keeps it until the write has settled. */
    async persist(
      entry: HeldEntry<V>,
      writeFreeingSpace: (write: () => Promise<void>) => Promise<void> = (w) => w(),
    ): Promise<void> {
      const started = generation;
      try {
        await ready;
        if (started !== generation) return;
        const record = cacheEntry(entry.key, entry.response, entry.fetchedAt, entry.expiresAt - entry.fetchedAt);
        await writeFreeingSpace(() => store.put([record], now()));
        (await knownKeys()).add(entry.key);
      } finally {
        writing.delete(entry.key);
      }
    },

    /** Forgets the answers held under keys with this prefix (a private window's, once none is open). */
    forgetHeld(prefix: string): void {
      for (const key of [...memory.keys()]) {
        if (key.startsWith(prefix)) {
          memory.delete(key);
          writing.delete(key);
        }
      }
    },

    /** Keeps a held answer in memory only (private mode, private windows): evictable like any other. */
    release(entry: HeldEntry<V>): void {
      writing.delete(entry.key);
    },

    async clear(): Promise<void> {
      generation += 1;
      memory.clear();
      writing.clear();
      storedKeys = Promise.resolve(new Set());
      await ready;
      await store.clear();
    },
  };
}

export type SearchCache<V = SearchResponse> = ReturnType<typeof createSearchCache<V>>;
