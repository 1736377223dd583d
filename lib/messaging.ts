import { browser, type Browser } from 'wxt/browser';
import { isOwnPage, messagePortClient, serveMessagePorts } from './messaging-port';
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
  /** The page that asked (with `reportsShown`) has painted the search's answer: its books may be written now. */
  answerShown(message: { id: string }): void;
  /**
   * What a search would cost if sent now (shown before it runs): nothing when the cache has its
   * answer, else its expected credits (the worker's ledger, charges counted this moment in); nothing is sent.
   */
  searchCost(message: { request: SearchMessage['request']; windowId?: number }): { cached: boolean; expected?: number };
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
  /** Read a result's page here through the service's reader (billed like a search; cached, coalesced); never throws. */
  readPage(message: ReadMessage): ReadOutcome;
  /** Whether reading a page would come from the cache (Read here's cost shown before it); nothing is sent. */
  isPageCached(message: { url: string; windowId?: number }): { cached: boolean };
  /** The quick-look card page asks for its tab's quick look (null: the tab has none). */
  takeQuickLook(): QuickLookStart | null;
  /** The card waits for its search's outcome, which the background started; null when this worker does not hold it. */
  quickLookOutcome(message: { id: string }): SearchOutcome | null;
  /** The card asks to be taken out of its page (Escape, its Close button). */
  closeQuickLook(): void;
  /** The selection button was clicked (its content script): a quick look for the selected text. */
  quickLookSelection(message: { text: string; length: number }): void;
  /** Shows a search's answer as the window's current search, by id, with no request (Open in side panel). */
  showInWindow(message: AnswerQuery): { ok: boolean };
  /** What the card's search is expected to cost (the card carries no ledger code); nothing is sent. */
  quickLookCost(message: { request: SearchMessage['request']; windowId?: number }): ExpectedCost;
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
const FROM_CONTENT_SCRIPTS: ReadonlySet<string> = new Set<MessageType>(['quickLookSelection']);

type MessageType = keyof ProtocolMap;
type DataOf<K extends MessageType> = Parameters<ProtocolMap[K]>[0];
type ReplyOf<K extends MessageType> = ReturnType<ProtocolMap[K]>;

/** On the wire: `{ id, type, data, timestamp }` → `{ res }` or `{ err: { message } }` (kept from @webext-core/messaging, which this replaces to keep pages small). */
interface Envelope {
  id: number;
  type: string;
  data: unknown;
  timestamp: number;
}
type WireReply = { res: unknown; err?: undefined } | { err: { name?: string; message: string }; res?: undefined };

export interface ReceivedMessage<K extends MessageType> {
  id: number;
  type: K;
  data: DataOf<K>;
  timestamp: number;
  sender: Browser.runtime.MessageSender;
}

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

type Handler = (message: ReceivedMessage<MessageType>) => unknown;
const handlers = new Map<string, Handler>();
let listening = false;

function isEnvelope(message: unknown): message is Envelope {
  const candidate = message as Partial<Envelope> | null;
  return typeof candidate?.type === 'string' && typeof candidate.timestamp === 'number';
}

/** The reply to a message one of the handlers takes, whichever way it came; undefined when none does. */
function dispatch(message: unknown, sender: Browser.runtime.MessageSender): Promise<WireReply> | undefined {
  if (!isEnvelope(message)) return undefined;
  const found = handlers.get(message.type);
  if (!found) return undefined;
  if (!FROM_CONTENT_SCRIPTS.has(message.type) && !isOwnPage(sender, browser.runtime.id)) {
    return Promise.resolve({
      err: { name: 'SenderRefused', message: `"${message.type}" is taken from this extension's pages only.` },
    });
  }
  return reply(found, { ...message, sender } as ReceivedMessage<MessageType>);
}

async function reply(handler: Handler, message: ReceivedMessage<MessageType>): Promise<WireReply> {
  try {
    return { res: await handler(message) };
  } catch (error) {
    const { name, message: text } = error instanceof Error ? error : new Error(String(error));
    return { err: { name, message: text } };
  }
}

/** Registers the one handler of a message type in this context (a second one is a programming error). */
export function onMessage<K extends MessageType>(
  type: K,
  handler: (message: ReceivedMessage<K>) => ReplyOf<K> | Promise<ReplyOf<K>>,
): () => void {
  if (handlers.has(type)) throw new Error(`Only one handler may be registered for "${type}".`);
  handlers.set(type, handler as unknown as Handler);
  if (!listening) {
    listening = true;
    // As @webext-core/messaging did: `true` and a later sendResponse answer a message (every
    // browser and the polyfill take that form); returning nothing leaves it to other listeners.
    const listener = (message: unknown, sender: Browser.runtime.MessageSender, respond: (reply: WireReply) => void) => {
      const replying = dispatch(message, sender);
      if (!replying) return undefined;
      void replying.then(respond);
      return true;
    };
    browser.runtime.onMessage.addListener(listener as Parameters<typeof browser.runtime.onMessage.addListener>[0]);
    // The pages' ports: the same handlers, each message with the port's sender (checked alike).
    serveMessagePorts(browser.runtime, (message, sender) => dispatch(message, sender as Browser.runtime.MessageSender));
  }
  return () => handlers.delete(type);
}
