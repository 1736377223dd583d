import type { SearchRequest } from '../api/search-options';
import type { SearchResponse } from '../api/search-response';

export interface CacheEntry {
  key: string;
  response: SearchResponse;
  fetchedAt: number;
  expiresAt: number;
  /** Approximate stored size, for the byte cap. */
  bytes: number;
}

/** What storage.local holds ("searchCache", version 1): oldest first. */
export interface CacheStore {
  entries: CacheEntry[];
}

export const CACHE_LIMITS = { maxEntries: 200, maxBytes: 1_500_000 } as const;
export const DEFAULT_CACHE_TTL_MINUTES = 60;
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

export function findFresh(store: CacheStore, key: string, now: number): CacheEntry | undefined {
  const entry = store.entries.find((candidate) => candidate.key === key);
  return entry && entry.expiresAt > now ? entry : undefined;
}

/** Adds an entry, dropping expired ones and then the oldest until within both caps. */
export function withEntry(
  store: CacheStore,
  entry: CacheEntry,
  now: number,
  limits: { maxEntries: number; maxBytes: number } = CACHE_LIMITS,
): CacheStore {
  const entries = store.entries.filter((e) => e.key !== entry.key && e.expiresAt > now);
  entries.push(entry);
  let bytes = entries.reduce((sum, e) => sum + e.bytes, 0);
  while (entries.length > 0 && (entries.length > limits.maxEntries || bytes > limits.maxBytes)) {
    bytes -= entries.shift()?.bytes ?? 0;
  }
  return { entries };
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
