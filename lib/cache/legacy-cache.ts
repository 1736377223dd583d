import { readStoredResponse } from '../api/read-stored-response';
import { legacyEntries } from '../storage/legacy-entries';
import { cacheEntry, isCacheEntry, type CacheEntry } from './cache-policy';

/** What storage.local held before the cache moved to IndexedDB. */
export const LEGACY_CACHE_KEY = 'searchCache';

/**
 * The readable, still fresh answers of a first-release `searchCache` value, with sizes in
 * UTF-8 bytes; each answer re-read with today's checks (it was stored as it came).
 */
export function legacyCacheEntries(stored: unknown, now: number): CacheEntry[] {
  return legacyEntries(stored).flatMap((value) => {
    if (!isCacheEntry(value) || !Number.isFinite(value.fetchedAt) || !Number.isFinite(value.expiresAt)) return [];
    if (value.expiresAt <= now) return [];
    const response = readStoredResponse(value.response);
    return response ? [cacheEntry(value.key, response, value.fetchedAt, value.expiresAt - value.fetchedAt)] : [];
  });
}
