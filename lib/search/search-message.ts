import type { SearchError } from '../api/search-error';
import type { SearchResponse } from '../api/search-response';
import type * as z from 'zod/mini';
import type { answerQuerySchema, searchMessageSchema } from './message-schema';
import type { SearchRecord, SuccessRecord } from './current-search';

/** What a surface asks the search service for (its schema: searchMessageSchema). */
export type SearchMessage = z.output<typeof searchMessageSchema>;

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

/** A page that did not ask (or opened later) asks for a search's results by id (its schema: answerQuerySchema). */
export type AnswerQuery = z.output<typeof answerQuerySchema>;

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
  /** A quick box (nothing was selected): the card shows a search box, prefilled with `message`'s words when it has one. */
  box?: boolean;
  /**
   * `message`'s outcome when it has come already (a cached answer comes before the card page has
   * loaded): the card shows it from this first reply, with no second request (issue 42).
   */
  outcome?: SearchOutcome;
}
