import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';
import { stopServiceWorker } from './service-worker';

/*
 * Searches travel over the page's long-lived port to the worker (lib/messaging-port.ts):
 * the page's first message goes as a one-time message and opens the port; later searches go
 * over it; when the worker is stopped (its ports close), typing the next search opens a new port,
 * which wakes the worker, and every message after the stop goes over it.
 */

interface Sent {
  /** `closed`: the page heard its port close (the worker stopped). */
  way: 'port' | 'once' | 'closed';
  type: string;
  query?: string;
}

test('searches go over the page’s port, opened by the page’s first message and again by typing once the worker stopped', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  // What the page sends, and which way: recorded in the page itself (its own API, wrapped).
  await context.addInitScript(() => {
    const sent: Sent[] = [];
    Object.assign(globalThis, { sentMessages: sent, typedFrom: undefined });
    // Where the messages stood when a key was first typed after the test asked (typedFrom = null).
    addEventListener(
      'input',
      () => {
        const marks = globalThis as unknown as { typedFrom?: number | null };
        if (marks.typedFrom === null) marks.typedFrom = sent.length;
      },
      { capture: true },
    );
    const runtime = globalThis.chrome?.runtime;
    if (!runtime?.connect) return;
    const describe = (way: Sent['way'], message: unknown): Sent => {
      const envelope = message as { type?: string; data?: { request?: { query?: string } } } | null;
      return { way, type: envelope?.type ?? '?', query: envelope?.data?.request?.query };
    };
    const once = runtime.sendMessage.bind(runtime) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(runtime, {
      sendMessage: (message: unknown, ...rest: unknown[]) => {
        sent.push(describe('once', message));
        return once(message, ...rest);
      },
    });
    const connect = runtime.connect.bind(runtime) as (info: unknown) => chrome.runtime.Port;
    Object.assign(runtime, {
      connect: (info: unknown) => {
        const port = connect(info);
        port.onDisconnect.addListener(() => sent.push({ way: 'closed', type: 'disconnect' }));
        const post = port.postMessage.bind(port);
        port.postMessage = (message: unknown) => {
          sent.push(describe('port', message));
          post(message);
        };
        return port;
      },
    });
  });
  const panel = await openPage('sidepanel.html');
  const sentMessages = () => panel.evaluate(() => (globalThis as unknown as { sentMessages: Sent[] }).sentMessages);
  const sentSearches = async () => (await sentMessages()).filter((sent) => sent.type === 'search');
  const results = panel.getByRole('list', { name: 'Results' });

  const search = async (query: string, requests: number) => {
    await searchFor(panel, query);
    await expect.poll(() => api.searchRequests().length).toBe(requests);
    await expect(results.getByRole('link').first()).toBeVisible();
  };
  await search('paris', 1);
  await search('coffee', 2);
  // The page's start-up messages went one-time, the first of them opened the port, and both searches went over it.
  expect((await sentMessages())[0]?.way).toBe('once');
  expect(await sentSearches()).toEqual([
    { way: 'port', type: 'search', query: 'paris' },
    { way: 'port', type: 'search', query: 'coffee' },
  ]);

  await stopServiceWorker(context, panel);
  // Typed once the page has heard its port close: a message posted on a port whose close is not
  // told yet goes nowhere, and its caller is answered by that close (lib/messaging-port.ts).
  await expect.poll(async () => (await sentMessages()).some((sent) => sent.way === 'closed')).toBe(true);
  // The claim is about what the page sends once the person types: the worker's last writes (the
  // ledger, 150 ms after the paint) reach the page as storage changes, and the page's answer to
  // them (its expected cost, asked again) may leave after the stop, as a one-time message.
  await panel.evaluate(() => Object.assign(globalThis, { typedFrom: null }));
  await search('typescript', 3);
  await search('ada lovelace', 4);
  // The worker's stop closed the port: typing the next query opened a new one, which woke the
  // worker, and every message from the first key typed (the cost and suggestions asked for as the
  // query is typed, the searches) went over it.
  const typedFrom = await panel.evaluate(() => (globalThis as unknown as { typedFrom: number }).typedFrom);
  const after = (await sentMessages()).slice(typedFrom);
  const ways = after.map((sent) => sent.way).join(' ');
  expect(ways).toMatch(/^port( port)*$/u);
  expect(after.filter((sent) => sent.type === 'search')).toEqual([
    { way: 'port', type: 'search', query: 'typescript' },
    { way: 'port', type: 'search', query: 'ada lovelace' },
  ]);
  // One request each, none sent twice.
  expect(api.searchRequests()).toHaveLength(4);
});
