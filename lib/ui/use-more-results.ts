import { useState } from 'preact/hooks';
import type { SearchError } from '../api/search-error';
import { MAX_PAGE, type SearchRequest } from '../api/search-options';
import type { SearchSource } from '../api/search-source';
import type { WindowSearch } from './use-window-search';
import { lastPageHeld, pagesToLoad } from '../search/current-search';

export interface MoreResultsState {
  /** The next page's request; undefined when there is none to ask for (the last page brought nothing new). */
  next: SearchRequest | undefined;
  pending: boolean;
  error: SearchError | undefined;
  loadMore: () => void;
}

/**
 * More results for the search a page shows: the next page is the same request one page
 * further, sent as a page *of* the shown search (its results join that search's, in the
 * window, the history and the exports). Asked for once at a time; a double click joins the
 * same request in the background anyway.
 */
export function useMoreResults(
  search: Pick<WindowSearch, 'shown' | 'pageAdded' | 'send'>,
  source: SearchSource,
): MoreResultsState {
  const [pendingFor, setPendingFor] = useState<string>();
  const [failed, setFailed] = useState<{ key: string; error: SearchError }>();
  const shown = search.shown?.status === 'success' ? search.shown : undefined;
  // The pages loaded by id, after those the search's own results hold (a past search's).
  const pages = shown ? pagesToLoad(shown) : [];
  const added = search.pageAdded ?? [];
  // Every page the record names is shown, and the last one brought something new.
  const settled = added.length === pages.length && (pages.length > 0 ? added.at(-1) !== 0 : !shown?.noMorePages);
  // Never a page it has: the one after the last it holds or loaded.
  const lastPage = pages.at(-1)?.page ?? (shown ? lastPageHeld(shown) : 1);
  const next = shown && settled && lastPage < MAX_PAGE ? { ...shown.request, page: lastPage + 1 } : undefined;
  const key = next && shown ? `${shown.id}|${next.page}` : undefined;
  return {
    next,
    pending: key !== undefined && pendingFor === key,
    error: failed?.key === key ? failed?.error : undefined,
    loadMore: () => {
      if (!shown || !next || key === undefined || pendingFor === key) return;
      setPendingFor(key);
      setFailed(undefined);
      const more = { of: shown.id, ...(shown.historyId !== undefined && { historyId: shown.historyId }) };
      void search.send({ request: next, source, more }).then((outcome) => {
        setPendingFor((pending) => (pending === key ? undefined : pending));
        if (!outcome.ok) setFailed({ key, error: outcome.error });
      });
    },
  };
}
