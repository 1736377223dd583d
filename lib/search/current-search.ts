import { storage } from 'wxt/utils/storage';
import type { RetryNotice } from '../api/search-client';
import type { SearchError } from '../api/search-error';
import type { SearchRequest } from '../api/search-options';
import type { SearchResponse } from '../api/search-response';
import type { SearchSource } from '../api/search-source';

interface SearchStateBase {
  /** Unique per run, so a late write from an older search never overwrites a newer one. */
  id: string;
  request: SearchRequest;
  source: SearchSource;
  startedAt: number;
  /** Something the person should know about the query itself ("your selection was cut"). */
  note?: string;
}

/**
 * The current search, in storage.session: the background writes it, every page
 * renders it (DESIGN §1, "UIs are views of stored state").
 * `pending` is written by a surface that could not wait (the right-click handler);
 * whoever reads it first starts it, and in-flight coalescing makes that safe.
 */
export type CurrentSearch =
  | (SearchStateBase & { status: 'pending' })
  | (SearchStateBase & { status: 'loading'; retry?: RetryNotice })
  | (SearchStateBase & {
      status: 'success';
      response: SearchResponse;
      finishedAt: number;
      /** Credits billed for these results: the API's figure, 0 when served from the cache. */
      billed?: number;
      /** Set when the answer came from the cache: when it was fetched from the API. */
      cachedAt?: number;
      /** Set when the person reopened this search from the history (nothing was requested). */
      fromHistory?: boolean;
    })
  | (SearchStateBase & { status: 'error'; error: SearchError; finishedAt: number });

export const currentSearchItem = storage.defineItem<CurrentSearch | null>('session:currentSearch', {
  fallback: null,
  version: 1,
});

/**
 * The current search of private (incognito) windows, kept apart: a normal window never shows
 * what was searched in a private one. Cleared when the last private window closes.
 */
export const privateSearchItem = storage.defineItem<CurrentSearch | null>('session:privateSearch', {
  fallback: null,
  version: 1,
});

/** The current-search item a window's pages show and its searches write. */
export function searchStateItem(isPrivate: boolean | undefined) {
  return isPrivate ? privateSearchItem : currentSearchItem;
}

export function newSearchId(): string {
  return crypto.randomUUID();
}
