import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { callSearchApi, retryAfterMs, type ClientTimings, type RetryNotice } from '../../lib/api/search-client';
import { startSearchApi, type SearchApi } from '../search-api/server';

const KEY = 'client-test-key-7c1d';
// Short timings keep the suite fast; the production values are in DEFAULT_TIMINGS.
// The attempt's timeout is what a hung request waits; a timed-out attempt is not retried, so it
// must leave room for a request that a busy machine answers slowly (400 ms failed in one CI run).
const FAST: Partial<ClientTimings> = { attemptTimeoutMs: 2000, deadlineMs: 8000, backoffBaseMs: 20, backoffCapMs: 50 };

let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

function search(extra: { apiKey?: string; timings?: Partial<ClientTimings>; onRetry?: (n: RetryNotice) => void } = {}) {
  return callSearchApi({
    baseUrl: api.url,
    apiKey: extra.apiKey ?? KEY,
    request: { query: 'typescript' },
    timings: { ...FAST, ...extra.timings },
    onRetry: extra.onRetry,
  });
}

describe('callSearchApi against the local search API', () => {
  it('returns parsed results for a 200, sending the key only in X-API-Key', async () => {
    const result = await search();
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.organic.length).toBeGreaterThan(0);
    expect(result.ok && result.value.credits).toBe(1);
    const [request] = api.searchRequests();
    expect(request?.headers['x-api-key']).toBe(KEY);
    expect(request?.headers['content-type']).toMatch(/application\/json/);
    const elsewhere = JSON.stringify({ ...request?.headers, 'x-api-key': undefined }) + request?.body + request?.path;
    expect(elsewhere).not.toContain(KEY);
  });

  it('sends a 401 exactly once and reports unauthorized, without the key in the message', async () => {
    const result = await search({ apiKey: 'wrong-key-secret-123' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 401 } });
    expect(JSON.stringify(result)).not.toContain('wrong-key-secret-123');
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('sends a 402 exactly once and reports insufficient credits', async () => {
    api.setCredits(KEY, 0);
    const result = await search();
    expect(result).toMatchObject({ ok: false, error: { kind: 'insufficient-credits', status: 402 } });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('waits for Retry-After on a 429 and then retries', async () => {
    api.enqueue({ status: 429, retryAfter: '1' });
    const notices: RetryNotice[] = [];
    const result = await search({ onRetry: (n) => notices.push(n) });
    expect(result.ok).toBe(true);
    const [first, second] = api.searchRequests();
    expect(api.searchRequests()).toHaveLength(2);
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950);
    expect(notices).toEqual([{ attempt: 2, reason: 'rate-limited', waitMs: 1000 }]);
  });

  it('honours an HTTP-date Retry-After', async () => {
    api.enqueue({ status: 429, retryAfter: new Date(Date.now() + 1500).toUTCString() });
    const result = await search();
    expect(result.ok).toBe(true);
    expect(api.searchRequests()).toHaveLength(2);
  });

  it('does not wait for a long Retry-After, and reports the wait', async () => {
    api.enqueue({ status: 429, retryAfter: '3600' });
    const result = await search();
    expect(result).toMatchObject({ ok: false, error: { kind: 'rate-limited', status: 429, retryAfterMs: 3_600_000 } });
    expect(!result.ok && result.error.message).toMatch(/60 min/);
    expect(api.searchRequests()).toHaveLength(1);
  });

  it.each([500, 502, 504])(
    'does not repeat a %i: the service may already have run and billed the search',
    async (status) => {
      api.enqueue({ status });
      const result = await search();
      expect(result).toMatchObject({ ok: false, error: { kind: 'server', status } });
      expect(!result.ok && result.error.message).toMatch(/not repeated automatically/);
      expect(api.searchRequests()).toHaveLength(1);
    },
  );

  it('retries a 503 after the Retry-After it names', async () => {
    api.enqueue({ status: 503, retryAfter: '1' });
    const notices: RetryNotice[] = [];
    const result = await search({ onRetry: (n) => notices.push(n) });
    expect(result.ok).toBe(true);
    const [first, second] = api.searchRequests();
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950);
    expect(notices).toEqual([{ attempt: 2, reason: 'server', waitMs: 1000 }]);
  });

  it('does not wait for a 503 with Retry-After: 3600: sent once, and says when to try again', async () => {
    api.enqueue({ status: 503, retryAfter: '3600' });
    const notices: RetryNotice[] = [];
    const result = await search({ onRetry: (n) => notices.push(n) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'server', status: 503, retryAfterMs: 3_600_000 } });
    expect(!result.ok && result.error.message).toMatch(/try again in 60 min/);
    expect(api.searchRequests()).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('gives up after two retries of a 503 that says when (Retry-After: 0), with a server error', async () => {
    const now = { status: 503, retryAfter: '0' };
    api.enqueue(now, now, now, now);
    const notices: RetryNotice[] = [];
    const result = await search({ onRetry: (n) => notices.push(n) });
    expect(result).toMatchObject({ ok: false, error: { kind: 'server', status: 503 } });
    expect(api.searchRequests()).toHaveLength(3);
    expect(notices.map((n) => n.attempt)).toEqual([2, 3]);
  });

  it('times out a request that hangs', async () => {
    api.enqueue({ hang: true });
    const result = await search();
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    // A timed-out attempt is not retried: the person sees the timeout and may press Retry.
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('reports offline when the connection is refused', async () => {
    const port = await closedPort();
    const result = await callSearchApi({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: KEY,
      request: { query: 'q' },
      timings: FAST,
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'offline' } });
  });

  it('reports a non-JSON 200 body as an invalid response', async () => {
    api.enqueue({ status: 200, body: '<html>oops</html>' });
    expect(await search()).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('reports a status of ERROR inside a 200 as a server error', async () => {
    api.enqueue({ status: 200, body: { status: 'ERROR', organic: [] } });
    expect(await search()).toMatchObject({ ok: false, error: { kind: 'server' } });
  });

  it('refuses a reply far larger than a page of results', async () => {
    api.enqueue({ status: 200, bytes: 5 * 1024 * 1024 });
    // Time is not the subject here: 5 MB can take longer than FAST's 400 ms to arrive on a busy machine.
    const timings = { attemptTimeoutMs: 30_000, deadlineMs: 30_000 };
    expect(await search({ timings })).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('reports a cancelled search as cancelled', async () => {
    api.enqueue({ hang: true });
    const controller = new AbortController();
    const pending = callSearchApi({
      baseUrl: api.url,
      apiKey: KEY,
      request: { query: 'q' },
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });
});

describe('retryAfterMs', () => {
  it.each([
    ['1', 1000],
    ['0', 0],
    ['2.5', 2500],
  ])('reads %s as %i ms', (header, ms) => {
    expect(retryAfterMs(header, Date.parse('2026-01-01'))).toBe(ms);
  });

  it('reads a date in the past as a negative wait, which the retry policy does not wait for', () => {
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:00 GMT', Date.parse('2026-01-01'))).toBeLessThan(0);
  });

  it('reads an epoch-seconds reset time (X-RateLimit-Reset style) relative to now', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs(String(now / 1000 + 5), now)).toBe(5000);
  });

  it('reads an HTTP date relative to now', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:30 GMT', now)).toBe(30_000);
  });

  it('ignores a missing or unreadable header', () => {
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });
});

function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}
