import { defineExtensionMessaging } from '@webext-core/messaging';
import type { SearchRecord } from './search/current-search';
import type { AnswerOutcome, AnswerQuery, SearchMessage, SearchOutcome } from './search/search-message';

/**
 * The whole protocol between pages and the background, in one place. Messages carry intent;
 * a search's results come back once, in the reply to the page that asked, and every page of
 * the window learns from its small record in storage.session that something changed (DESIGN
 * §1). Each message has exactly one handler in the background (checked by a unit test).
 * `windowId` is the asking page's window (windows.getCurrent); the background checks it.
 */
export interface ProtocolMap {
  /** Run a search (or join the identical one in flight); resolves to its outcome, never throws. */
  search(message: SearchMessage): SearchOutcome;
  /** A search's results by id, for a page that did not ask for them; never sent to the API again. */
  answer(query: AnswerQuery): AnswerOutcome;
  /** Whether a search would come from the cache (the cost shown before it runs); nothing is sent. */
  isCached(message: { request: SearchMessage['request']; windowId?: number }): { cached: boolean };
  /** Empty the response cache (options page). */
  clearCache(): void;
  /** Record the balance the user entered (null forgets it). */
  setBalance(message: { amount: number | null }): { ok: boolean };
  /** A page opened: read the service's own balance, where it reports one (at most once a minute). */
  refreshBalance(): void;
  /** Show a past search's stored results as the window's current search, without a request. */
  openHistoryEntry(message: { id: string; windowId?: number }): SearchOutcome;
  deleteHistoryEntry(message: { id: string }): void;
  clearHistory(): void;
  /** A page lost its answer (the worker was stopped): settle its window's search left `loading`. */
  recoverSearch(message: { windowId?: number }): SearchRecord | null;
  /** Past queries matching what is typed in a search box (none in private mode or windows); no request leaves. */
  suggestQueries(message: { text: string; windowId?: number }): { queries: string[] };
}

export const MESSAGE_TYPES = [
  'search',
  'answer',
  'isCached',
  'clearCache',
  'setBalance',
  'refreshBalance',
  'openHistoryEntry',
  'deleteHistoryEntry',
  'clearHistory',
  'recoverSearch',
  'suggestQueries',
] as const satisfies ReadonlyArray<keyof ProtocolMap>;

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
