/*
 * A long-lived port from each page to the worker (runtime.connect), for the messages of
 * lib/messaging.ts: a one-time message opens a channel, delivers, answers and closes it each
 * time; a port is opened once and carries every request and reply after that (issue 29: fewer
 * hops on a search). One-time messages stay the fallback: a page's first message goes that way
 * (and opens the port once it has its answer, so a stopped worker's first search does only what
 * it needs), and so does every message while no port is open — the worker was stopped, which
 * closes its ports, or the browser has none to give — until the person types a search, which
 * opens one (`warm`). The browser's runtime is passed in.
 */

/** The worker takes ports of this name only, and only from this extension. */
export const MESSAGE_PORT_NAME = 'sidekick-messages';

/**
 * Whether a message (or a port) comes from one of this extension's own pages — never from a
 * content script, which the browser names by the web page it runs in, nor from anything else
 * (issue 38, L3: Chrome's guidance is to trust content scripts least, as a compromised page's
 * process can speak for them). Chrome gives the card page, a frame at its session's address
 * (`use_dynamic_url`), that address: the scheme and the extension's id in `id` say it is ours.
 */
export function isOwnPage(sender: PortSender, ownId: string): boolean {
  return sender.id === ownId && /^(?:chrome|moz)-extension:\/\//u.test(sender.url ?? '');
}

/** What the browser says of a port's (or a message's) sender. */
export interface PortSender {
  id?: string;
  url?: string;
  frameId?: number;
  tab?: { id?: number; windowId?: number; incognito?: boolean };
}

/** The slice of runtime.Port both sides use. */
export interface MessagePort {
  name: string;
  sender?: PortSender;
  postMessage(message: unknown): void;
  disconnect(): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
}

/** Replies carry their request's id: `{ id, res }` or `{ id, err }`. */
interface Reply {
  id: number;
}

/** As Chrome says it of a one-time message whose receiver went away. */
export const PORT_CLOSED = 'The message port closed before a response was received.';

/**
 * The page's side: a function that posts an envelope (with a numeric `id`) over the port when one is
 * open, else sends it as a one-time message; it resolves to the raw reply, and rejects when the
 * port closes before the reply came (the worker was stopped while it held the request), as a
 * one-time message does.
 */
export function messagePortClient(runtime: {
  connect(info: { name: string }): MessagePort;
  sendMessage(message: unknown): Promise<unknown>;
}) {
  let open: MessagePort | undefined;
  /** The requests posted on the open port, by id: [resolve, reject]. */
  const waiting = new Map<number, [(reply: unknown) => void, (error: Error) => void]>();
  const closed = (port: MessagePort) => {
    if (open !== port) return;
    open = undefined;
    for (const [, reject] of waiting.values()) reject(new Error(PORT_CLOSED));
    waiting.clear();
  };

  function connect(): void {
    if (open) return;
    try {
      const port = runtime.connect({ name: MESSAGE_PORT_NAME });
      port.onMessage.addListener((message) => {
        const id = (message as Partial<Reply> | null)?.id ?? NaN;
        waiting.get(id)?.[0](message);
        waiting.delete(id);
      });
      port.onDisconnect.addListener(() => closed(port));
      open = port;
    } catch {
      // No port to be had: one-time messages it is.
    }
  }

  const once = (envelope: Reply): Promise<unknown> => {
    const reply = runtime.sendMessage(envelope);
    // The port for the next messages, once this one is answered (the worker runs then).
    reply.then(connect, connect);
    return reply;
  };

  const post = (envelope: Reply): Promise<unknown> => {
    const port = open;
    if (!port) return once(envelope);
    return new Promise((resolve, reject) => {
      try {
        port.postMessage(envelope);
        waiting.set(envelope.id, [resolve, reject]);
      } catch {
        // A port the browser has closed already (its disconnect not yet told): the message
        // surely did not leave, so it goes as a one-time message instead.
        closed(port);
        once(envelope).then(resolve, reject);
      }
    });
  };
  /**
   * Opens the port now when none is open: the person has begun a search (typing, pasting), and a
   * worker the browser stopped while the page sat idle starts while they finish it, not after
   * Enter (a stopped worker takes 12–20 ms to start, then runs its script). Nothing when a port
   * is open; the worker is never woken while the page sits idle.
   */
  const warm = (): void => connect();
  return Object.assign(post, { warm });
}

/**
 * The worker's side: takes the ports of this extension's own pages, hands each message to
 * `answer` with the port's sender — the handlers check it exactly as they check a one-time
 * message's — and posts the reply back with the request's id. A port from anyone else (a
 * content script included) is closed at once. `answer` returns undefined for a message no
 * handler takes (no reply is posted).
 */
export function serveMessagePorts(
  runtime: { id: string; onConnect: { addListener(listener: (port: MessagePort) => void): void } },
  answer: (message: unknown, sender: PortSender) => Promise<object> | undefined,
): void {
  const serve = (port: MessagePort) => {
    if (port.name !== MESSAGE_PORT_NAME) return;
    const sender = port.sender ?? {};
    if (!isOwnPage(sender, runtime.id)) {
      port.disconnect();
      return;
    }
    let connected = true;
    port.onDisconnect.addListener(() => (connected = false));
    port.onMessage.addListener((message) => {
      const id = (message as Partial<Reply> | null)?.id;
      if (typeof id !== 'number') return;
      void answer(message, sender)?.then((reply) => {
        if (!connected) return;
        try {
          port.postMessage({ ...reply, id });
        } catch {
          // The page closed meanwhile: nobody waits for the reply.
        }
      });
    });
  };
  try {
    runtime.onConnect.addListener(serve);
  } catch {
    // A runtime without ports (a test browser) must not stop the worker's start: the pages
    // then find no port and keep to one-time messages.
  }
}
