import { useMemo } from 'preact/hooks';
import { checkHistory, searchHistoryItem } from '../history/history-item';
import type { SearchHistory } from '../history/search-history';
import { useStoredItem } from './use-stored-item';

/**
 * The search history as stored, checked on every read (a damaged entry is dropped alone)
 * and re-rendered when the background changes it. `undefined` until the first read.
 * Kept apart from the ledger hooks so the popup does not carry the history.
 */
export function useSearchHistory(): SearchHistory | undefined {
  const stored = useStoredItem(searchHistoryItem);
  return useMemo(() => (stored === undefined ? undefined : checkHistory(stored)), [stored]);
}
