import { defineExtensionMessaging } from '@webext-core/messaging';
import type { SearchMessage, SearchOutcome } from './search/search-message';

/**
 * The whole protocol between pages and the background, in one place. Messages carry
 * intent; state flows back through storage (DESIGN §1). Each message has exactly
 * one handler in the background (checked by a unit test).
 */
export interface ProtocolMap {
  /** Run a search (or join the identical one in flight); resolves to data, never throws. */
  search(message: SearchMessage): SearchOutcome;
  /** Empty the response cache (options page). */
  clearCache(): void;
  /** Record the balance the user entered (null forgets it). */
  setBalance(message: { amount: number | null }): { ok: boolean };
  /** Show a past search's stored results as the current search, without a request. */
  openHistoryEntry(message: { id: string; private?: boolean }): { ok: boolean };
  deleteHistoryEntry(message: { id: string }): void;
  clearHistory(): void;
  /** A page lost its answer (the worker was stopped): settle a search left `loading`. */
  recoverSearch(): void;
  /** Past queries matching what is typed in a search box (none in private mode); no request leaves. */
  suggestQueries(message: { text: string }): { queries: string[] };
}

export const MESSAGE_TYPES = [
  'search',
  'clearCache',
  'setBalance',
  'openHistoryEntry',
  'deleteHistoryEntry',
  'clearHistory',
  'recoverSearch',
  'suggestQueries',
] as const satisfies ReadonlyArray<keyof ProtocolMap>;

export const { sendMessage, onMessage } = defineExtensionMessaging<ProtocolMap>();
