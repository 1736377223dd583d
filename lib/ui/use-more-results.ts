import { useState } from 'preact/hooks';
import type { SearchError } from '../api/search-error';
import { MAX_PAGE, type SearchRequest } from '../api/search-options';
import { isPagedType } from '../api/result-types';
import type { SearchSource } from '../api/search-source';
import type { WindowSearch } from './use-window-search';
import { lastPageHeld, pagesToLoad, type SuccessRecord } from '../search/current-search';

export interface MoreResultsState {
  /** The next page's request; undefined when there is none to ask for (the last page brought nothing new). */
  next: SearchRequest | undefined;
  pending: boolean;
  error: SearchError | undefined;
  loadMore: () => void;
}

/**
 * The request for the page after a shown search's last — the last its own results hold (a
 * past search reopened holds its pages) or the last loaded since — never one it has; undefined
 * while a page is still loading, when the last brought nothing new, or past the last page.
 * `pageAdded`: how many new items each page loaded by id added, in order.
 */
export function nextPageRequest(
  shown: Pick<SuccessRecord, 'request' | 'pages' | 'lastPage' | 'noMorePages'>,
  pageAdded: readonly number[],
): SearchRequest | undefined {
  // The pages loaded by id, after those the search's own results hold.
  const pages = pagesToLoad(shown);
  // Every page the record names is shown, and the last one brought something new.
  const lastAdded = pages.length > 0 ? pageAdded.at(-1) !== 0 : !shown.noMorePages;
  if (pageAdded.length !== pages.length || !lastAdded || !isPagedType(shown.request.type ?? 'web')) return undefined;
  const lastPage = pages.at(-1)?.page ?? lastPageHeld(shown);
  return lastPage < MAX_PAGE ? { ...shown.request, page: lastPage + 1 } : undefined;
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
  const next = shown && nextPageRequest(shown, search.pageAdded ?? []);
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
