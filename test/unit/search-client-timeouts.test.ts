import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchAccountBalance } from '../../lib/api/account-client';
import { callSearchApi, type ClientTimings, type RetryNotice } from '../../lib/api/search-client';
import { startSearchApi, type SearchApi } from '../search-api/server';

/*
 * The client's timeouts, with ky's own timeout cases as the checklist (ky test/main.ts and
 * test/retry.ts: "timeout bounds a never-ending successful response body", "totalTimeout bounds
 * hanging HTTPError body reads", "timeout does not retry a never-ending successful response body
 * read", "Retry-After delay is bounded by totalTimeout budget", …), over real HTTP: the local API
 * sends a status, its headers and a few bytes, and then the body stalls (`stallBodyAfter`).
 *
 * Where a case would never end without the fix (a body read with no deadline), the test's own
 * time limit is what fails it: no assertion here measures time.
 */

const KEY = 'timeout-key-3b9f';
/** Long enough that a case ending early ended by the other bound. */
const NEVER = 60_000;

let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

function search(
  timings: Partial<ClientTimings>,
  extra: { signal?: AbortSignal; onRetry?: (n: RetryNotice) => void } = {},
) {
  return callSearchApi({
    baseUrl: api.url,
    apiKey: KEY,
    request: { query: 'typescript' },
    timings: { backoffBaseMs: 10, backoffCapMs: 20, ...timings },
    ...extra,
  });
}

describe('a body that stalls ends within the attempt and the search (L1)', () => {
  it('a success whose body stalls after its headers ends as a timeout (the attempt’s timeout reaches the body)', async () => {
    api.enqueue({ stallBodyAfter: 0 });
    expect(await search({ attemptTimeoutMs: 300, deadlineMs: NEVER })).toMatchObject({
      ok: false,
      error: { kind: 'timeout' },
    });
  });

  it('a success whose body stalls part-way ends as a timeout and is not sent again', async () => {
    api.enqueue({ stallBodyAfter: 40 });
    const result = await search({ attemptTimeoutMs: 300, deadlineMs: NEVER, retryLimit: 2 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('the search’s deadline reaches the body when the attempt’s timeout is longer', async () => {
    api.enqueue({ stallBodyAfter: 40 });
    expect(await search({ attemptTimeoutMs: NEVER, deadlineMs: 300 })).toMatchObject({
      ok: false,
      error: { kind: 'timeout' },
    });
  });

  it('a refusal whose body stalls (a 500 read for its reason) ends within the deadline, sent once', async () => {
    api.enqueue({ status: 500, stallBodyAfter: 5 });
    const result = await search({ attemptTimeoutMs: NEVER, deadlineMs: 300 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('a refusal whose body stalls ends within the attempt’s timeout', async () => {
    api.enqueue({ status: 400, body: { message: 'Not enough credits', statusCode: 400 }, stallBodyAfter: 5 });
    expect(await search({ attemptTimeoutMs: 300, deadlineMs: NEVER })).toMatchObject({
      ok: false,
      error: { kind: 'timeout' },
    });
  });

  it('the person’s cancel reaches a body that stalls', async () => {
    api.enqueue({ stallBodyAfter: 10 });
    const controller = new AbortController();
    const pending = search({ attemptTimeoutMs: NEVER, deadlineMs: NEVER }, { signal: controller.signal });
    await vi.waitFor(() => expect(api.searchRequests()[0]?.status).toBe(200));
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });

  it('a deadline shorter than the attempt’s timeout caps the attempt (a request that never answers)', async () => {
    api.enqueue({ hang: true });
    const result = await search({ attemptTimeoutMs: NEVER, deadlineMs: 300 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('an answer slower than the attempt’s timeout is given up and not sent again', async () => {
    api.enqueue({ delayMs: 2_000 });
    const result = await search({ attemptTimeoutMs: 300, deadlineMs: NEVER });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('a balance whose body stalls is given up like a search (GET /account)', async () => {
    api.setMode('live');
    api.enqueueAccount({ stallBodyAfter: 5 });
    expect(await fetchAccountBalance(api.url, KEY, 300)).toBeUndefined();
    // The next read works: nothing was left holding the client.
    expect(await fetchAccountBalance(api.url, KEY, 5_000)).toMatchObject({ balance: 100 });
  });
});

describe('nothing is left running once the answer is read (ky: the timeout is cancelled when the promise resolves)', () => {
  it('the attempt’s timer and the deadline are cleared after a success and after a body that stalled', async () => {
    const ours = new Map<unknown, number>();
    const cleared = new Set<unknown>();
    const watched = new Set([4_321, 9_876, 321, 9_875]);
    const realSet = globalThis.setTimeout;
    const realClear = globalThis.clearTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation((handler: () => void, ms?: number) => {
      const id = realSet(handler, ms);
      if (ms !== undefined && watched.has(ms)) ours.set(id, ms);
      return id;
    });
    vi.spyOn(globalThis, 'clearTimeout').mockImplementation((id) => {
      cleared.add(id);
      realClear(id);
    });

    expect((await search({ attemptTimeoutMs: 4_321, deadlineMs: 9_876 })).ok).toBe(true);
    api.enqueue({ stallBodyAfter: 10 });
    expect(await search({ attemptTimeoutMs: 321, deadlineMs: 9_875 })).toMatchObject({ error: { kind: 'timeout' } });
    expect([...ours.values()].sort()).toEqual([321, 4_321, 9_875, 9_876]);
    // The stalled attempt's timer fired; every other one was cleared, none left to fire later.
    expect([...ours].filter(([id, ms]) => ms !== 321 && !cleared.has(id))).toEqual([]);
  });
});

describe('a body that stalls is let go: the connection is closed (ky: timeout aborts a never-ending body read)', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('the server sees its stalled answer closed by the client', async () => {
    let closed: Promise<void> | undefined;
    const server = createServer((request, response: ServerResponse) => {
      request.resume();
      closed = new Promise((resolve) => response.on('close', () => resolve()));
      response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
      response.write('{"organic":[');
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const result = await callSearchApi({
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      apiKey: KEY,
      request: { query: 'q' },
      timings: { attemptTimeoutMs: 300, deadlineMs: NEVER },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    await closed;
  });
});

describe('a retry is sent only when a whole attempt still fits before the deadline (L2)', () => {
  it('a 429 asking for a wait that, with an attempt, passes the deadline is not waited for: sent once, says when', async () => {
    api.enqueue({ status: 429, retryAfter: '1' });
    const notices: RetryNotice[] = [];
    const result = await search({ attemptTimeoutMs: 400, deadlineMs: 1_200 }, { onRetry: (n) => notices.push(n) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'rate-limited', status: 429, retryAfterMs: 1_000 } });
    expect(!result.ok && result.error.message).toMatch(/Try again in 1 s/);
    expect(api.searchRequests()).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('ky’s case: a Retry-After of 5 s within a 1 s budget is one request, not a wait into the deadline', async () => {
    api.enqueue({ status: 429, retryAfter: '5' });
    const result = await search({ attemptTimeoutMs: 500, deadlineMs: 1_000, maxRetryAfterMs: 10_000 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'rate-limited' } });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('a 503 whose wait fits is retried, and the retry gets a whole attempt of its own', async () => {
    api.enqueue({ status: 503, retryAfter: '0', delayMs: 600 }, { delayMs: 600 });
    const result = await search({ attemptTimeoutMs: 1_000, deadlineMs: 5_000 });
    expect(result.ok).toBe(true);
    expect(api.searchRequests()).toHaveLength(2);
  });

  it('a backoff that would leave no whole attempt before the deadline is not waited for', async () => {
    api.enqueue({ status: 429 });
    // Full jitter can draw a wait near 0: the deadline leaves no whole attempt after any wait at all.
    const result = await search({ attemptTimeoutMs: 1_000, deadlineMs: 999, backoffBaseMs: 500, backoffCapMs: 500 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'rate-limited' } });
    expect(api.searchRequests()).toHaveLength(1);
  });
});

describe('a 503 is retried only when it says when (L3)', () => {
  it('a 503 without Retry-After is sent once and shown with Retry, as the search may have run', async () => {
    api.enqueue({ status: 503 }, { status: 503 });
    const notices: RetryNotice[] = [];
    const result = await search({ attemptTimeoutMs: 1_000, deadlineMs: 5_000 }, { onRetry: (n) => notices.push(n) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'server', status: 503 } });
    expect(!result.ok && result.error.message).toMatch(/not repeated automatically/);
    expect(!result.ok && result.error.retryAfterMs).toBeUndefined();
    expect(api.searchRequests()).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('a 503 with only a rate-limit reset header is not a 503 that says when', async () => {
    api.enqueue({ status: 503, headers: { 'RateLimit-Reset': '1' } });
    const result = await search({ attemptTimeoutMs: 1_000, deadlineMs: 5_000 });
    expect(result).toMatchObject({ ok: false, error: { kind: 'server', status: 503 } });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('a 503 with Retry-After: 0 is retried at once (with our backoff)', async () => {
    api.enqueue({ status: 503, retryAfter: '0' });
    const result = await search({ attemptTimeoutMs: 1_000, deadlineMs: 5_000 });
    expect(result.ok).toBe(true);
    expect(api.searchRequests()).toHaveLength(2);
  });
});
