import { legacyEntries } from '../storage/legacy-entries';
import type { HistoryEntry } from './search-history';
import { readStoredEntry } from './stored-entry';

/** What storage.local held before the history moved to IndexedDB. */
export const LEGACY_HISTORY_KEY = 'searchHistory';

/**
 * The readable past searches of a first-release `searchHistory` value, newest first, each
 * re-read with today's checks (its dates and texts were stored as they came).
 */
export function legacyHistoryEntries(stored: unknown): HistoryEntry[] {
  return legacyEntries(stored).flatMap((value): HistoryEntry[] => {
    const entry = readStoredEntry(value);
    return entry ? [entry] : [];
  });
}
