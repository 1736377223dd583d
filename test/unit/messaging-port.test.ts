import { describe, expect, it, vi } from 'vitest';
import {
  MESSAGE_PORT_NAME,
  PORT_CLOSED,
  messagePortClient,
  serveMessagePorts,
  type MessagePort,
  type PortSender,
} from '../../lib/messaging-port';

/*
 * The page–worker port (lib/messaging-port.ts) over an in-memory pair of ports that
 * behaves as the browser's do: messages are delivered a task later, a disconnect is told to the
 * other end, and posting on a closed port throws. The checklist is the one-time messages'
 * (lib/messaging.ts): replies by id, a sender checked, a receiver gone rejecting the request.
 */

type Listener<T> = (value: T) => void;
function event<T>() {
  const listeners: Array<Listener<T>> = [];
  return {
    addListener: (listener: Listener<T>) => void listeners.push(listener),
    fire: (value: T) => listeners.forEach((listener) => listener(value)),
  };
}

interface End extends MessagePort {
  closed: boolean;
}

/** Two connected ends; `worker` is the end the worker's onConnect receives. */
function portPair(name: string, sender: PortSender) {
  const ends: End[] = [];
  const make = (other: () => End, endSender?: PortSender): End => {
    const onMessage = event<unknown>();
    const onDisconnect = event<void>();
    const end: End & { deliver: Listener<unknown>; drop: () => void } = {
      name,
      sender: endSender,
      closed: false,
      onMessage,
      onDisconnect,
      deliver: (message) => setTimeout(() => !end.closed && onMessage.fire(structuredClone(message)), 0),
      drop: () => {
        if (end.closed) return;
        end.closed = true;
        onDisconnect.fire();
      },
      postMessage(message) {
        if (end.closed) throw new Error('Attempting to use a disconnected port object');
        (other() as typeof end).deliver(message);
      },
      disconnect() {
        end.closed = true;
        setTimeout(() => (other() as typeof end).drop(), 0);
      },
    };
    return end;
  };
  const page = make(() => ends[1]!);
  const worker = make(() => ends[0]!, sender);
  ends.push(page, worker);
  return { page, worker };
}

const OWN_ID = 'own-extension-id';

/** A worker serving ports with an echo handler, and a page runtime connected to it. */
function setup(sender: PortSender = { id: OWN_ID, url: `chrome-extension://${OWN_ID}/sidepanel.html` }) {
  const onConnect = event<MessagePort>();
  const seen: Array<{ message: unknown; sender: PortSender }> = [];
  serveMessagePorts({ id: OWN_ID, onConnect }, (message, from) => {
    seen.push({ message, sender: from });
    const { type, data } = message as { type: string; data: unknown };
    if (type === 'never') return new Promise(() => undefined);
    return type === 'ignored' ? undefined : Promise.resolve({ res: { echoed: data, by: from.id } });
  });
  const pairs: Array<ReturnType<typeof portPair>> = [];
  const oneTime = vi.fn((message: unknown) => Promise.resolve({ res: { once: (message as { data: unknown }).data } }));
  const runtime = {
    connect: vi.fn(({ name }: { name: string }) => {
      const pair = portPair(name, sender);
      pairs.push(pair);
      onConnect.fire(pair.worker);
      return pair.page;
    }),
    sendMessage: oneTime,
  };
  return { send: messagePortClient(runtime), runtime, oneTime, pairs, seen };
}

const envelope = (id: number, type: string, data: unknown = null) => ({ id, type, data, timestamp: 1 });

describe('the page–worker port', () => {
  it('sends a page’s first message as a one-time message, then opens the port and sends over it', async () => {
    const { send, runtime, oneTime } = setup();
    expect(await send(envelope(1, 'search', 'first'))).toEqual({ res: { once: 'first' } });
    expect(runtime.connect).toHaveBeenCalledWith({ name: MESSAGE_PORT_NAME });
    expect(await send(envelope(2, 'search', 'second'))).toEqual({ id: 2, res: { echoed: 'second', by: OWN_ID } });
    expect(oneTime).toHaveBeenCalledTimes(1);
    expect(runtime.connect).toHaveBeenCalledTimes(1);
  });

  it('matches replies to requests by id when several are in flight', async () => {
    const { send } = setup();
    await send(envelope(1, 'search'));
    const replies = await Promise.all([3, 4, 5].map((id) => send(envelope(id, 'answer', id * 10))));
    expect(replies).toEqual([3, 4, 5].map((id) => ({ id, res: { echoed: id * 10, by: OWN_ID } })));
  });

  it('hands each port message to the handlers with the port’s sender, as a one-time message carries its own', async () => {
    const sender = { id: OWN_ID, url: `chrome-extension://${OWN_ID}/quick-look.html`, frameId: 3, tab: { id: 9 } };
    const { send, seen } = setup(sender);
    await send(envelope(1, 'x'));
    await send(envelope(2, 'takeQuickLook'));
    expect(seen.at(-1)?.sender).toEqual(sender);
  });

  it('closes a port from anyone but this extension at once, before any message reaches a handler', async () => {
    const { send, pairs, seen, oneTime } = setup({ id: 'another-extension', url: 'https://example.com/' });
    await send(envelope(1, 'search'));
    const [pair] = pairs;
    expect(pair?.worker.closed).toBe(true);
    // The page learns it was closed, and goes on with one-time messages (which the worker checks alike).
    await new Promise((resolve) => setTimeout(resolve, 5));
    await send(envelope(2, 'search', 'again'));
    expect(seen).toEqual([]);
    expect(oneTime).toHaveBeenCalledTimes(2);
  });

  it('takes no port of another name', async () => {
    const onConnect = event<MessagePort>();
    const answer = vi.fn(() => Promise.resolve({ res: 1 }));
    serveMessagePorts({ id: OWN_ID, onConnect }, answer);
    const pair = portPair('someone-else', { id: OWN_ID });
    onConnect.fire(pair.worker);
    pair.page.postMessage(envelope(1, 'search'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(answer).not.toHaveBeenCalled();
    expect(pair.worker.closed).toBe(false);
  });

  it('rejects a request in flight when the worker stops (its port closes), as a one-time message is rejected', async () => {
    const { send, pairs } = setup();
    await send(envelope(1, 'search'));
    const pending = send(envelope(2, 'never'));
    pairs[0]!.worker.disconnect();
    await expect(pending).rejects.toThrow(PORT_CLOSED);
  });

  it('falls back to one-time messages while the port is gone, and opens a new one after the answer', async () => {
    const { send, pairs, oneTime, runtime } = setup();
    await send(envelope(1, 'search'));
    pairs[0]!.worker.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 5));
    // The worker was stopped: this message wakes it, as a one-time message.
    expect(await send(envelope(2, 'search', 'woke'))).toEqual({ res: { once: 'woke' } });
    expect(oneTime).toHaveBeenCalledTimes(2);
    expect(runtime.connect).toHaveBeenCalledTimes(2);
    expect(await send(envelope(3, 'search', 'port'))).toEqual({ id: 3, res: { echoed: 'port', by: OWN_ID } });
  });

  it('opens the port when a search is begun and none is open, so the search that follows goes over it', async () => {
    const { send, pairs, oneTime, runtime } = setup();
    await send(envelope(1, 'search'));
    send.warm();
    expect(runtime.connect).toHaveBeenCalledTimes(1);
    // The worker was stopped while the page sat idle: nothing wakes it until the person types.
    pairs[0]!.worker.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(runtime.connect).toHaveBeenCalledTimes(1);
    send.warm();
    expect(runtime.connect).toHaveBeenCalledTimes(2);
    expect(await send(envelope(2, 'search', 'typed'))).toEqual({ id: 2, res: { echoed: 'typed', by: OWN_ID } });
    expect(oneTime).toHaveBeenCalledTimes(1);
  });

  it('sends as a one-time message when the port was closed but its disconnect not yet told', async () => {
    const { send, pairs, oneTime } = setup();
    await send(envelope(1, 'search'));
    pairs[0]!.page.closed = true;
    expect(await send(envelope(2, 'search', 'late'))).toEqual({ res: { once: 'late' } });
    expect(oneTime).toHaveBeenCalledTimes(2);
  });

  it('keeps to one-time messages where no port can be opened', async () => {
    const oneTime = vi.fn(() => Promise.resolve({ res: 'ok' }));
    const send = messagePortClient({
      connect: () => {
        throw new Error('Browser.runtime.connect not implemented.');
      },
      sendMessage: oneTime,
    });
    expect(await send(envelope(1, 'search'))).toEqual({ res: 'ok' });
    expect(await send(envelope(2, 'search'))).toEqual({ res: 'ok' });
    expect(oneTime).toHaveBeenCalledTimes(2);
  });

  it('posts no reply for a message no handler takes, nor after the page closed its port', async () => {
    const { send, pairs } = setup();
    await send(envelope(1, 'search'));
    const post = vi.spyOn(pairs[0]!.worker, 'postMessage');
    pairs[0]!.page.postMessage(envelope(7, 'ignored'));
    pairs[0]!.page.postMessage({ type: 'search', data: 'no id' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(post).not.toHaveBeenCalled();
  });
});
