import type { SearchRequest } from '../api/search-options';
import type { SearchResponse } from '../api/search-response';
import { requestKey } from '../search/normalize-request';
import type { SearchSource } from '../search/current-search';

export interface HistoryEntry {
  id: string;
  request: SearchRequest;
  source: SearchSource;
  at: number;
  /** Credits this search cost (0 when served from the cache). */
  credits?: number;
  cached: boolean;
  response: SearchResponse;
  /** Approximate stored size, for the byte cap. */
  bytes: number;
}

/** What storage.local holds ("searchHistory", version 1): newest first. */
export interface SearchHistory {
  entries: HistoryEntry[];
}

export const HISTORY_LIMITS = { maxEntries: 100, maxBytes: 2_000_000 } as const;

export function entrySize(entry: Omit<HistoryEntry, 'bytes'>): number {
  return JSON.stringify(entry).length;
}

/**
 * Puts a search at the top (an identical earlier search is replaced, not duplicated),
 * then evicts the oldest until within both caps.
 */
export function withSearch(
  history: SearchHistory,
  entry: HistoryEntry,
  limits: { maxEntries: number; maxBytes: number } = HISTORY_LIMITS,
): SearchHistory {
  const key = requestKey(entry.request);
  const entries = [entry, ...history.entries.filter((e) => requestKey(e.request) !== key)];
  let bytes = entries.reduce((sum, e) => sum + e.bytes, 0);
  while (entries.length > 1 && (entries.length > limits.maxEntries || bytes > limits.maxBytes)) {
    bytes -= entries.pop()?.bytes ?? 0;
  }
  if (entries.length === 1 && entry.bytes > limits.maxBytes) return history;
  return { entries };
}

export function withoutEntry(history: SearchHistory, id: string): SearchHistory {
  return { entries: history.entries.filter((e) => e.id !== id) };
}

/** Entries whose query or result titles contain every word of the filter (case-insensitive). */
export function filterHistory(history: SearchHistory, filter: string): HistoryEntry[] {
  const words = filter.toLowerCase().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return history.entries;
  return history.entries.filter((entry) => {
    const text = [entry.request.query, ...entry.response.organic.map((r) => r.title)].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
