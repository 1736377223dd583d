import * as z from 'zod/mini';
import type { SearchRequest } from '../api/search-options';
import type { SearchResponse } from '../api/search-response';
import { jsonBytes } from '../storage/byte-size';
import { anyObject } from '../text/tolerant';
import { deferredSchema } from '../text/deferred-schema';

/**
 * A cache record as stored (IndexedDB `cache`): a search's answer by default, or another kind
 * stored beside them (a page read here), whose answer its own reader checks. A record that does
 * not read costs one re-fetch, nothing more.
 */
export const storedCacheEntrySchema = deferredSchema(() =>
  z.object({
    key: z.string(),
    response: anyObject,
    fetchedAt: z.number(),
    expiresAt: z.number(),
    /** Stored size in UTF-8 bytes, for the byte cap. */
    bytes: z.number(),
  }),
);

/** A cached answer: a search's by default, or another kind stored beside them (a page read here). */
export type CacheEntry<V = SearchResponse> = Omit<z.output<typeof storedCacheEntrySchema>, 'response'> & {
  response: V;
};

/** A search's answer as the cache keeps it: its list of results, the rest read where it is shown. */
const searchAnswerSchema = deferredSchema(() => z.looseObject({ organic: z.array(z.unknown()) }));

/** What storage.local held before the cache moved to IndexedDB ("searchCache", version 1): oldest first. */
export interface LegacyCacheValue {
  entries: CacheEntry[];
}

/** At most this many answers and bytes (UTF-8, as the quota counts); expired, then oldest, go first. */
export const CACHE_LIMITS = { maxEntries: 500, maxBytes: 15_000_000 } as const;
const MINUTE = 60_000;

/**
 * How long an answer stays fresh: the user's TTL, shorter for searches whose point is
 * recency (a "past hour" answer an hour old would be wrong).
 */
export function ttlFor(request: SearchRequest, ttlMinutes: number): number {
  const ttl = Math.max(0, ttlMinutes) * MINUTE;
  if (request.dateRange === 'PAST_HOUR') return Math.min(ttl, 5 * MINUTE);
  if (request.dateRange === 'PAST_24_HOURS') return Math.min(ttl, 30 * MINUTE);
  return ttl;
}

/** A cache record for an answer fetched at `fetchedAt`, with its size in bytes. */
export function cacheEntry<V>(key: string, response: V, fetchedAt: number, ttlMs: number): CacheEntry<V> {
  return { key, response, fetchedAt, expiresAt: fetchedAt + ttlMs, bytes: jsonBytes(response) + jsonBytes(key) };
}

/** Whether a stored record has the shape of a search's entry: a damaged one costs one re-fetch, nothing more. */
export function isCacheEntry(value: unknown): value is CacheEntry {
  return isStoredEntry(value) && isSearchAnswer(value.response);
}

/** Whether a stored record has the shape of any entry (a search's, or a page's); its answer is checked by its reader. */
export function isStoredEntry(value: unknown): value is CacheEntry<unknown> {
  return storedCacheEntrySchema.safeParse(value).success;
}

/** Whether a cached answer has the shape of a search's. */
export function isSearchAnswer(value: unknown): value is SearchResponse {
  return searchAnswerSchema.safeParse(value).success;
}

/** Cache key: the key's fingerprint, the API, and the normalized request. */
export function cacheKey(keyFingerprint: string, baseUrl: string, requestKey: string): string {
  return `${keyFingerprint}|${baseUrl}|${requestKey}`;
}

/** A short SHA-256 of the API key: entries of one key are never served to another, and the key itself is never stored twice. */
export async function keyFingerprint(apiKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(apiKey));
  return Array.from(new Uint8Array(digest).slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}
