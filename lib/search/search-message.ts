import type { SearchError } from '../api/search-error';
import type { SearchResponse } from '../api/search-response';
import type { SearchInput } from '../api/normalize-request';
import type { SearchSource } from '../api/search-source';
import type { SearchRecord, SuccessRecord } from './current-search';

/** What a surface asks the search service for. */
export interface SearchMessage {
  request: SearchInput;
  source: SearchSource;
  /** Reuse a pending search's id, so the window's record keeps it from pending to answered. */
  id?: string;
  note?: string;
  /** Bypass the cache (the Refresh button). */
  refresh?: boolean;
  /**
   * A further page of a search shown in the window (More results): its results are added to
   * that search's — in the window's record, the history and the exports — rather than
   * replacing it. `of` is the shown search's id; `historyId` its history entry when it was
   * reopened from the history.
   */
  more?: { of: string; historyId?: string };
  /** Send it even if it would pass the daily budget (the person said "Search anyway"). */
  overBudgetOk?: boolean;
  /**
   * The page that asks paints the answer from the reply and then says so (`answerShown`): the
   * window's record and the history are written after that, so that no page handles their
   * storage events while it renders the answer (issue 29). The worker waits no longer than
   * ANSWER_SHOWN_WAIT_MS.
   */
  reportsShown?: boolean;
  /**
   * The window of the page that asks (windows.getCurrent): the search becomes that window's
   * current search. The background checks the window and decides from it whether the search
   * is private; a page that cannot say is treated as private (nothing kept).
   */
  windowId?: number;
}

/** Where a search is shown, as the background decided it from the sender. */
export interface SearchView {
  /** The window whose current search it becomes; none for a page with no known window. */
  windowId?: number;
  /** A private (incognito) window: kept apart, answered from memory only, nothing stored. */
  private: boolean;
}

/**
 * A search's outcome, to the page that asked: the results travel once, in this reply (DESIGN
 * §1); the window's other pages learn of it from the small record and ask by id.
 */
export type SearchOutcome =
  | { ok: true; record: SuccessRecord; response: SearchResponse }
  | { ok: false; record?: SearchRecord; error: SearchError };

/** A page that did not ask (or opened later) asks for a search's results by id. */
export interface AnswerQuery {
  id: string;
  /** The search's request, as its record holds it: the cache is looked up by it. */
  request?: SearchInput;
  /** A search reopened from the history: its entry. */
  historyId?: string;
  windowId?: number;
}

/** The results of a search asked for by id, or `gone` when they were never stored (private, cache off) or have expired. */
export type AnswerOutcome = { ok: true; record: SuccessRecord; response: SearchResponse } | { ok: false; gone: true };

/** What a search is expected to cost before it runs (DESIGN §4 Credits): nothing when cached, else the ledger's figure. */
export type ExpectedCost = { kind: 'cached' } | { kind: 'known'; credits: number } | { kind: 'unknown' };

/**
 * A tab's quick look, to the card page in it (its address carries no query): the search it
 * shows, or null when nothing was selected; the tab's window, for Open in side panel.
 */
export interface QuickLookStart {
  message: (SearchMessage & { id: string }) | null;
  windowId?: number;
  /** Not sent: it waits for the person (the selection button where a page could cover it unseen, issue 38 M3). */
  ready?: boolean;
}
