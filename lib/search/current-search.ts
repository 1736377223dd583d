import type { RetryNotice } from '../api/search-client';
import type { SearchError } from '../api/search-error';
import type { SearchRequest } from '../api/search-options';
import type { SearchResponse } from '../api/search-response';
import type { SearchSource } from '../api/search-source';

interface SearchRecordBase {
  /** Unique per run, so a late write from an older search never overwrites a newer one. */
  id: string;
  request: SearchRequest;
  source: SearchSource;
  startedAt: number;
  /** Something the person should know about the query itself ("your selection was cut"). */
  note?: string;
}

export type SuccessRecord = SearchRecordBase & {
  status: 'success';
  finishedAt: number;
  /** Credits billed for these results: the API's figure, 0 when served from the cache. */
  billed?: number;
  /** Set when the answer came from the cache: when it was fetched from the API. */
  cachedAt?: number;
  /** Set when the person reopened this search from the history (nothing was requested): its entry. */
  historyId?: string;
  /** Further pages loaded with More results, in order: each a search of its own, asked for by id. */
  pages?: PageRecord[];
  /**
   * The last page its own results hold, when they hold further pages (a past search from the
   * history, which keeps its pages merged): More results asks for the page after it, and the
   * pages above that are loaded by id. Absent: its request's page.
   */
  lastPage?: number;
  /** Its last page held brought nothing new: there is no more to ask for. */
  noMorePages?: true;
};

/** A further page of a shown search: what the window's pages need to fetch it and count its cost. */
export interface PageRecord {
  id: string;
  /** The request's page number (2, 3, …). */
  page: number;
  billed?: number;
  cachedAt?: number;
}

/** The last page a shown search's own results hold (a past search holds its pages merged; else its request's page). */
export function lastPageHeld(record: Pick<SuccessRecord, 'lastPage' | 'request'>): number {
  return record.lastPage ?? record.request.page ?? 1;
}

/** The further pages of a shown search that its own results do not hold: each is loaded by id. */
export function pagesToLoad(record: Pick<SuccessRecord, 'lastPage' | 'request' | 'pages'>): PageRecord[] {
  const held = lastPageHeld(record);
  return (record.pages ?? []).filter((page) => page.page > held);
}

/**
 * A window's current search as the background records it in storage.session (DESIGN §1):
 * small — never the response — so that telling every page of every window that it changed
 * costs a few hundred bytes. A page that wants the results asks the background for them by id.
 * `pending` is a search a surface stored for a page to start (a private window's right-click
 * search waits for the panel that will show it: nothing is sent before).
 */
export type SearchRecord =
  | (SearchRecordBase & { status: 'pending' })
  | (SearchRecordBase & { status: 'loading'; retry?: RetryNotice })
  | SuccessRecord
  | (SearchRecordBase & { status: 'error'; error: SearchError; finishedAt: number });

/** A search as a page shows it: its record, and for a success the results. */
export type CurrentSearch =
  Exclude<SearchRecord, { status: 'success' }> | (SuccessRecord & { response: SearchResponse });

/**
 * The one window of a browser without a windows API (Firefox for Android, whose tabs are all
 * in one window): the pages and the worker both use this id, since neither can ask the browser
 * for a real one. Negative, so it is never a real window's id (Chrome's start at 1, and −1 and
 * −2 are its "none" and "current").
 */
export const ONLY_WINDOW_ID = -10;

/** The storage.session key of a window's current search. */
export function windowRecordKey(windowId: number): `window:${number}` {
  return `window:${windowId}`;
}

/** Whether a storage.session key is a window's current search, and which window's. */
export function windowOfKey(key: string): number | undefined {
  const match = /^window:(-?\d+)$/u.exec(key);
  return match ? Number(match[1]) : undefined;
}

/** How long what a surface left for a panel (a draft, a pending search) is taken by it: a minute. */
export const HANDOVER_FRESH_MS = 60_000;

/**
 * Whether something a surface left for a panel at `at` is still taken (HANDOVER_FRESH_MS): a
 * draft, and a search left pending (a private window's right-click or keyword search, sent only
 * once a page can show it). A pending search older than that is shown unsent, for the person to
 * send with **Search**: opening the panel much later never bills a search they have forgotten.
 */
export function isFresh(at: number, now: number): boolean {
  return now - at < HANDOVER_FRESH_MS;
}

export function newSearchId(): string {
  return crypto.randomUUID();
}
