import * as z from 'zod/mini';
import { browser, type Browser } from 'wxt/browser';
import { isOwnPage, serveMessagePorts } from './messaging-port';
import { FROM_CONTENT_SCRIPTS, type DataOf, type MessageType, type ReplyOf, type WireReply } from './messaging';
import { deferredSchema } from './text/deferred-schema';

/*
 * The worker's side of the protocol in lib/messaging.ts: the one handler of each message,
 * reached one-time (runtime.onMessage) or over a page's port (messaging-port.ts) alike. Apart
 * from lib/messaging.ts so that the pages, which only send, never carry zod (their budgets).
 */

/**
 * The envelope as the worker receives it, parsed before a handler sees it (the form
 * @webext-core/messaging gives it; docs/architecture.md says why the protocol is our own). The
 * payload is the handler's to parse, with its message's schema (lib/search/message-schema.ts).
 */
const envelopeSchema = deferredSchema(() =>
  z.object({
    id: z.number(),
    type: z.string(),
    data: z.optional(z.unknown()),
    timestamp: z.number(),
  }),
);

export interface ReceivedMessage<K extends MessageType> {
  id: number;
  type: K;
  data: DataOf<K>;
  timestamp: number;
  sender: Browser.runtime.MessageSender;
}

type Handler = (message: ReceivedMessage<MessageType>) => unknown;
const handlers = new Map<string, Handler>();
let listening = false;

/** The reply to a message one of the handlers takes, whichever way it came; undefined when none does. */
function dispatch(message: unknown, sender: Browser.runtime.MessageSender): Promise<WireReply> | undefined {
  const envelope = envelopeSchema.safeParse(message);
  if (!envelope.success) return undefined;
  const found = handlers.get(envelope.data.type);
  if (!found) return undefined;
  if (!FROM_CONTENT_SCRIPTS.has(envelope.data.type) && !isOwnPage(sender, browser.runtime.id)) {
    return Promise.resolve({
      err: { name: 'SenderRefused', message: `"${envelope.data.type}" is taken from this extension's pages only.` },
    });
  }
  return reply(found, { ...envelope.data, sender } as ReceivedMessage<MessageType>);
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
    // The reply is the listener's promise (webextension-polyfill gives Chrome that form too);
    // returning nothing leaves a message no handler takes to other listeners.
    const listener = (message: unknown, sender: Browser.runtime.MessageSender) => dispatch(message, sender);
    browser.runtime.onMessage.addListener(listener as Parameters<typeof browser.runtime.onMessage.addListener>[0]);
    // The pages' ports: the same handlers, each message with the port's sender (checked alike).
    serveMessagePorts(browser.runtime, (message, sender) => dispatch(message, sender as Browser.runtime.MessageSender));
  }
  return () => handlers.delete(type);
}
