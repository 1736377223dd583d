import type { CacheStore } from '../cache/cache-store';
import { createSearchCache } from '../cache/search-cache';
import { isReaderPage } from '../api/reader-answer';
import { isServiceSuggestions } from '../api/autocomplete-answer';

/** The worker's three caches over one store: searches, pages read and the service's suggestions. */
export function createWorkerCaches(store: CacheStore, ready: Promise<void>) {
  const cache = createSearchCache(store, Date.now, ready);
  cache.warm();
  // Pages read here, in the same store under keys of their own: cleared, capped and swept with the searches.
  const readCache = createSearchCache(store, Date.now, ready, isReaderPage);
  // The service's suggestions for each prefix typed (opt-in, 1 credit each), in the same store too.
  const suggestionCache = createSearchCache(store, Date.now, ready, isServiceSuggestions);
  return {
    cache,
    readCache,
    suggestionCache,
    /** Clears all three: an answer cached for one key or API is never served for another. */
    clear: async () => {
      await Promise.all([cache.clear(), readCache.clear(), suggestionCache.clear()]);
    },
  };
}

export type WorkerCaches = ReturnType<typeof createWorkerCaches>;
