import { legacyEntries } from '../storage/legacy-entries';
import { cacheEntry, isCacheEntry, type CacheEntry } from './cache-policy';

/** What storage.local held before the cache moved to IndexedDB. */
export const LEGACY_CACHE_KEY = 'searchCache';

/** The readable, still fresh answers of a first-release `searchCache` value, with sizes in UTF-8 bytes. */
export function legacyCacheEntries(stored: unknown, now: number): CacheEntry[] {
  return legacyEntries(stored).flatMap((value) =>
    isCacheEntry(value) && value.expiresAt > now
      ? [cacheEntry(value.key, value.response, value.fetchedAt, value.expiresAt - value.fetchedAt)]
      : [],
  );
}
