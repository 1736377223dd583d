import { SEARCH_SOURCES, type SearchSource } from '../api/search-source';
import { legacyEntries } from '../storage/legacy-entries';
import { isHistoryEntry, type HistoryEntry } from './search-history';

/** What storage.local held before the history moved to IndexedDB. */
export const LEGACY_HISTORY_KEY = 'searchHistory';

const hasTitles = (entry: HistoryEntry) =>
  entry.response.organic.every((result: unknown) => typeof (result as { title?: unknown } | null)?.title === 'string');

/** The readable past searches of a first-release `searchHistory` value, newest first. */
export function legacyHistoryEntries(stored: unknown): HistoryEntry[] {
  return legacyEntries(stored).flatMap((value): HistoryEntry[] => {
    if (!isHistoryEntry(value) || !hasTitles(value)) return [];
    const { id, request, source, at, credits, cached, response } = value;
    return [
      {
        id,
        request,
        source: SEARCH_SOURCES.includes(source) ? source : ('sidepanel' satisfies SearchSource),
        at,
        ...(typeof credits === 'number' && { credits }),
        cached: cached === true,
        response,
      },
    ];
  });
}
