import WebSocket from 'ws';
import type { BrowserContext, Page } from '@playwright/test';
import type { BenchBrowser } from './browser';

interface DevToolsTarget {
  type: string;
  url: string;
  webSocketDebuggerUrl?: string;
}

/** A DevTools session: commands, and the events that come while one runs. */
export interface DevToolsSession {
  send(method: string, params?: object): Promise<Record<string, unknown>>;
  on(event: string, listener: (params: Record<string, unknown>) => void): void;
  close(): Promise<void>;
}

/**
 * A DevTools session with the extension's service worker. Playwright gives workers no CDP
 * session, so this speaks to the worker's own target over the browser's debugging port.
 */
export async function workerSession(bench: BenchBrowser): Promise<DevToolsSession> {
  const port = await bench.devToolsPort();
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as DevToolsTarget[];
  const target = targets.find(
    (candidate) =>
      candidate.type === 'service_worker' && candidate.url === `chrome-extension://${bench.extensionId}/background.js`,
  );
  if (!target?.webSocketDebuggerUrl) throw new Error('The extension’s service worker is not running');
  const socket = new WebSocket(target.webSocketDebuggerUrl, { maxPayload: 1 << 30 });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let next = 0;
  const pending = new Map<
    number,
    { resolve: (result: Record<string, unknown>) => void; reject: (error: Error) => void }
  >();
  const listeners = new Map<string, Array<(params: Record<string, unknown>) => void>>();
  socket.on('message', (data: Buffer) => {
    const message = JSON.parse(data.toString('utf8')) as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
      result?: Record<string, unknown>;
      error?: unknown;
    };
    if (message.method) for (const listener of listeners.get(message.method) ?? []) listener(message.params ?? {});
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(JSON.stringify(message.error)));
    else waiting.resolve(message.result ?? {});
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = (next += 1);
        pending.set(id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params }));
      }),
    on: (event, listener) => listeners.set(event, [...(listeners.get(event) ?? []), listener]),
    close: () => {
      socket.close();
      return Promise.resolve();
    },
  };
}

/** A page's DevTools session (Playwright's CDP session), in the same shape. */
export async function pageSession(context: BrowserContext, page: Page): Promise<DevToolsSession> {
  const session = await context.newCDPSession(page);
  return {
    // Any method: this bench's own sessions send what their callers name.
    send: async (method, params) =>
      (await session.send(method as 'Runtime.evaluate', params as never)) as object as Record<string, unknown>,
    on: (event, listener) => session.on(event as 'Runtime.consoleAPICalled', listener as never),
    close: () => session.detach(),
  };
}

/** What a heap holds after a full garbage collection: all of it, and how much is compiled code. */
export interface HeapReading {
  /** Runtime.getHeapUsage's used size: the V8 heap, compiled code included. */
  usedBytes: number;
  /** The V8 heap snapshot's objects of type code (bytecode, baseline and optimized code, regexp code). */
  codeBytes: number;
  /** The worker's run (a token kept in its global: a worker started again has a new one); '' for pages. */
  run: string;
}

/**
 * Reads a JS heap over `session`: two full collections (HeapProfiler.collectGarbage, the second
 * letting what the first freed be finalized), Runtime.getHeapUsage, then a heap snapshot for how
 * much of it is compiled code — the part V8 grows by itself as more functions become hot.
 */
export async function readHeap(session: DevToolsSession, markRun = false): Promise<HeapReading> {
  await session.send('HeapProfiler.enable');
  await session.send('HeapProfiler.collectGarbage');
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = await session.send('Runtime.getHeapUsage');
  let chunks = '';
  session.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => (chunks += String(chunk)));
  await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  const marked = markRun
    ? await session.send('Runtime.evaluate', {
        expression: 'globalThis.benchWorkerRun ??= String(Math.random())',
        returnByValue: true,
      })
    : {};
  const run = (marked.result as { value?: unknown } | undefined)?.value;
  return { usedBytes: Number(usedSize), codeBytes: codeBytes(chunks), run: typeof run === 'string' ? run : '' };
}

/** The self sizes of a heap snapshot's nodes of type code. */
function codeBytes(snapshotJson: string): number {
  const snapshot = JSON.parse(snapshotJson) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const { node_fields: fields, node_types: types } = snapshot.snapshot.meta;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const code = types[0].indexOf('code');
  let bytes = 0;
  for (let node = 0; node < snapshot.nodes.length; node += fields.length) {
    if (snapshot.nodes[node + typeAt] === code) bytes += snapshot.nodes[node + sizeAt] ?? 0;
  }
  return bytes;
}
