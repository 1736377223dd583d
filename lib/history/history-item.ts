import { storage } from 'wxt/utils/storage';
import type { HistoryEntry, SearchHistory } from './search-history';

export const searchHistoryItem = storage.defineItem<SearchHistory>('local:searchHistory', {
  fallback: { entries: [] },
  version: 1,
});

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<HistoryEntry>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.at === 'number' &&
    typeof entry.request?.query === 'string' &&
    Array.isArray(entry.response?.organic) &&
    typeof entry.bytes === 'number'
  );
}

/** Keeps every well-formed entry; a damaged one is dropped alone, never the whole history. */
export function checkHistory(stored: unknown): SearchHistory {
  const entries = (stored as { entries?: unknown } | null)?.entries;
  return { entries: Array.isArray(entries) ? entries.filter(isEntry) : [] };
}
