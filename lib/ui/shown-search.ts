import type { SearchResponse } from '../api/search-response';
import { mergePages } from '../api/merge-pages';
import { pagesToLoad, type CurrentSearch, type SearchRecord, type SuccessRecord } from '../search/current-search';

/** An answered search's results, as a page holds them. */
export interface Answer {
  record: SuccessRecord;
  response: SearchResponse;
}

/** What a page shows of its search: the part of a window's search that its record and answers make. */
export interface ShownSearch {
  /** The search shown: undefined while the window's record is read, null when none ran. */
  shown: CurrentSearch | null | undefined;
  /** The shown search, when its results are no longer stored (private window or cache off, worker stopped). */
  gone: SuccessRecord | undefined;
  /** How many new items each further page of the shown search added (0: it brought nothing new). */
  pageAdded?: number[];
}

/** What the page shows for a record and the answers it holds. */
export function shownSearch(
  record: SearchRecord | null | undefined,
  answers: ReadonlyMap<string, Answer>,
  goneIds: ReadonlySet<string>,
): ShownSearch {
  if (!record) return { shown: record, gone: undefined };
  const known = answers.get(record.id);
  if (known) {
    // The reply can come before the record says the search has answered: the answer shows at once.
    const recorded = record.status === 'success' ? record : known.record;
    // What the answer's own results hold (a past search's pages, read from the history) is theirs.
    const { lastPage = recorded.lastPage, noMorePages = recorded.noMorePages } = known.record;
    const shownRecord: SuccessRecord = {
      ...recorded,
      ...(lastPage !== undefined && { lastPage }),
      ...(noMorePages && { noMorePages }),
    };
    // Further pages, in order, as far as this page has them.
    const pages: SearchResponse[] = [];
    for (const page of pagesToLoad(shownRecord)) {
      const loaded = answers.get(page.id);
      if (!loaded) break;
      pages.push(loaded.response);
    }
    const merged = mergePages(known.response, pages);
    return { shown: { ...shownRecord, response: merged.response }, gone: undefined, pageAdded: merged.added };
  }
  if (record.status !== 'success') return { shown: record, gone: undefined };
  if (goneIds.has(record.id)) return { shown: null, gone: record };
  // Answered, and its results on their way to this page (from the worker's memory, usually at once).
  const { id, request, source, startedAt, note } = record;
  return {
    shown: { id, request, source, startedAt, status: 'loading', ...(note !== undefined && { note }) },
    gone: undefined,
  };
}
