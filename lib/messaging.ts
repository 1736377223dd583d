import type * as z from 'zod/mini';
import { browser } from 'wxt/browser';
import { messagePortClient } from './messaging-port';
import type { SearchRecord } from './search/current-search';
import type { ReadMessage, ReadOutcome } from './search/read-message';
import type {
  AnswerOutcome,
  AnswerQuery,
  ExpectedCost,
  QuickLookStart,
  SearchMessage,
  SearchOutcome,
} from './search/search-message';
import type {
  balanceMessageSchema,
  cachedQuerySchema,
  historyEntrySchema,
  readCachedSchema,
  searchIdSchema,
  selectionMessageSchema,
  suggestionQuerySchema,
  windowMessageSchema,
} from './search/message-schema';

/**
 * The whole protocol between pages and the background, in one place. It stands beside
 * @webext-core/messaging (the same envelope and one-handler-per-message rule) and is our own
 * because that library speaks one-time messages only (runtime.sendMessage), while a page here
 * talks to the worker over one long-lived port once it has been answered, and opens it while a
 * search is typed (messaging-port.ts); and the in-page scripts speak the same envelope with no
 * library at all. Its tests carry the library's cases as a checklist (library-cases.test.ts). Messages carry intent;
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
  /** The page that asked (with `reportsShown`) has painted the search's answer: its books may be written now. */
  answerShown(message: z.input<typeof searchIdSchema>): void;
  /**
   * What a search would cost if sent now (shown before it runs): nothing when the cache has its
   * answer, else its expected credits (the worker's ledger, charges counted this moment in); nothing is sent.
   */
  searchCost(message: z.input<typeof cachedQuerySchema>): { cached: boolean; expected?: number };
  /** Empty the response cache (options page). */
  clearCache(): void;
  /** Record the balance the user entered (null forgets it). */
  setBalance(message: z.input<typeof balanceMessageSchema>): { ok: boolean };
  /** A page opened: read the service's own balance, where it reports one (at most once a minute). */
  refreshBalance(): void;
  /** Show a past search's stored results as the window's current search, without a request. */
  openHistoryEntry(message: z.input<typeof windowMessageSchema>): SearchOutcome;
  deleteHistoryEntry(message: z.input<typeof historyEntrySchema>): void;
  clearHistory(): void;
  /** A page lost its answer (the worker was stopped): settle its window's search left `loading`. */
  recoverSearch(message: z.input<typeof windowMessageSchema>): SearchRecord | null;
  /** Past queries matching what is typed in a search box (none in private mode or windows); no request leaves. */
  suggestQueries(message: z.input<typeof suggestionQuerySchema>): { queries: string[] };
  /** The live service's own suggestions for what is typed (opt-in, 1 credit each; none in private windows). */
  suggestFromService(message: z.input<typeof suggestionQuerySchema>): { queries: string[] };
  /** Read a result's page here through the service's reader (billed like a search; cached, coalesced); never throws. */
  readPage(message: ReadMessage): ReadOutcome;
  /** Whether reading a page would come from the cache (Read here's cost shown before it); nothing is sent. */
  isPageCached(message: z.input<typeof readCachedSchema>): { cached: boolean };
  /** The quick-look card page asks for its tab's quick look (null: the tab has none). */
  takeQuickLook(): QuickLookStart | null;
  /** The card waits for its search's outcome, which the background started; null when this worker does not hold it. */
  quickLookOutcome(message: z.input<typeof searchIdSchema>): SearchOutcome | null;
  /** The card asks to be taken out of its page (Escape, its Close button). */
  closeQuickLook(): void;
  /** The selection button was clicked (its content script): a quick look for the selected text. */
  quickLookSelection(message: z.input<typeof selectionMessageSchema>): void;
  /** Shows a search's answer as the window's current search, by id, with no request (Open in side panel). */
  showInWindow(message: AnswerQuery): { ok: boolean };
  /** What the card's search is expected to cost (the card carries no ledger code); nothing is sent. */
  quickLookCost(message: z.input<typeof cachedQuerySchema>): ExpectedCost;
}

export const MESSAGE_TYPES = [
  'search',
  'answer',
  'answerShown',
  'searchCost',
  'clearCache',
  'setBalance',
  'refreshBalance',
  'openHistoryEntry',
  'deleteHistoryEntry',
  'clearHistory',
  'recoverSearch',
  'suggestQueries',
  'suggestFromService',
  'readPage',
  'isPageCached',
  'takeQuickLook',
  'quickLookOutcome',
  'closeQuickLook',
  'quickLookSelection',
  'showInWindow',
  'quickLookCost',
] as const satisfies ReadonlyArray<keyof ProtocolMap>;

/**
 * The one message a content script sends (the selection button's click); every other message is
 * taken from this extension's own pages only, refused before any handler sees it (issue 38, L3).
 */
export const FROM_CONTENT_SCRIPTS: ReadonlySet<string> = new Set<MessageType>(['quickLookSelection']);

export type MessageType = keyof ProtocolMap;
export type DataOf<K extends MessageType> = Parameters<ProtocolMap[K]>[0];
export type ReplyOf<K extends MessageType> = ReturnType<ProtocolMap[K]>;

/** On the wire: `{ id, type, data, timestamp }` → `{ res }` or `{ err: { message } }` (messaging-handlers.ts reads it). */
export interface Envelope {
  id: number;
  type: string;
  data: unknown;
  timestamp: number;
}
export type WireReply =
  { res: unknown; err?: undefined } | { err: { name?: string; message: string }; res?: undefined };

let nextId = Math.floor(Math.random() * 10_000);
/** This page's port to the worker, opened after its first answer (see messaging-port.ts). */
let send: ReturnType<typeof messagePortClient> | undefined;
const portClient = () =>
  (send ??= messagePortClient({
    connect: (info) => browser.runtime.connect(info),
    sendMessage: (message) => browser.runtime.sendMessage(message),
  }));

/** A search is being typed: a stopped worker starts now, so it is running by Enter (messaging-port.ts). */
export function wakeWorker(): void {
  portClient().warm();
}

/**
 * Sends one message to the background — over the page's port while it is open, else as a
 * one-time message; resolves to its handler's result, rejects with its error.
 */
export async function sendMessage<K extends MessageType>(type: K, data: DataOf<K>): Promise<ReplyOf<K>> {
  const envelope: Envelope = { id: nextId++, type, data, timestamp: Date.now() };
  const reply = (await portClient()(envelope)) as WireReply | undefined;
  if (!reply) throw new Error('No response');
  if (reply.err) throw Object.assign(new Error(reply.err.message), { name: reply.err.name ?? 'Error' });
  return reply.res as ReplyOf<K>;
}
