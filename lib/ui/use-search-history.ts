import { useEffect, useState } from 'preact/hooks';
import { createHistoryStore } from '../history/history-store';
import { historyVersionItem } from '../history/history-version';
import type { HistorySummary } from '../history/search-history';
import { sidekickDatabase } from '../search/database';
import { useStoredItem } from './use-stored-item';

/** This page's read-only view of the history store (the background alone writes it). */
const pageHistory = createHistoryStore(sidekickDatabase());

/**
 * The past searches, newest first, without their results, read straight from IndexedDB
 * (the extension's own origin) and read again when the background raises the history's
 * version. `undefined` until the first read. Kept apart so the popup does not carry it.
 */
export function useSearchHistory(): HistorySummary[] | undefined {
  const version = useStoredItem(historyVersionItem);
  const [entries, setEntries] = useState<HistorySummary[]>();
  useEffect(() => {
    if (version === undefined) return;
    let live = true;
    pageHistory.list().then(
      (list) => live && setEntries(list),
      () => live && setEntries((shown) => shown ?? []),
    );
    return () => {
      live = false;
    };
  }, [version]);
  return entries;
}
