import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callSearchApi, type ClientTimings, type RetryNotice } from '../../lib/api/search-client';
import { startSearchApi, type SearchApi } from '../search-api/server';

/*
 * The HTTP attempts stay our own (lib/api/http-attempts.ts, retry-policy.ts; docs/architecture.md
 * says why not ky). ky's retry cases not already in search-client.test.ts,
 * search-client-timeouts.test.ts and search-client-safety.test.ts, as a checklist (ky 1.14
 * test/retry.ts), against the local API over real HTTP — each with what we do instead where the
 * policy differs (DESIGN §4 Errors and retries).
 */
const KEY = 'ky-cases-key-51e0';
const FAST: Partial<ClientTimings> = { attemptTimeoutMs: 2000, deadlineMs: 8000, backoffBaseMs: 10, backoffCapMs: 20 };

let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

function search(extra: { signal?: AbortSignal; onRetry?: (notice: RetryNotice) => void } = {}) {
  return callSearchApi({ baseUrl: api.url, apiKey: KEY, request: { query: 'typescript' }, timings: FAST, ...extra });
}

describe('ky’s retry cases, as a checklist', () => {
  it('ky: a 413 is not retried — nor is any refusal but a 429 or a 503 that says when', async () => {
    for (const status of [400, 404, 413, 422]) {
      api.reset();
      api.enqueue({ status, retryAfter: '1' });
      expect(await search()).toMatchObject({ ok: false });
      expect(api.searchRequests()).toHaveLength(1);
    }
  });

  it('ky’s beforeRetry runs after the wait; ours announces the retry, with its wait, before it', async () => {
    api.enqueue({ status: 429, retryAfter: '2' });
    const notices: Array<{ notice: RetryNotice; sent: number }> = [];
    const done = search({ onRetry: (notice) => notices.push({ notice, sent: api.searchRequests().length }) });
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    // Told while only the first request had been sent: the person sees the wait as it begins.
    expect(notices[0]).toEqual({ notice: { attempt: 2, reason: 'rate-limited', waitMs: 2000 }, sent: 1 });
    expect((await done).ok).toBe(true);
  });

  it('ky: aborting during the retry’s wait ends the search at once, with nothing more sent', async () => {
    api.enqueue({ status: 429, retryAfter: '5' });
    const controller = new AbortController();
    const pending = search({ signal: controller.signal, onRetry: () => controller.abort() });
    expect(await pending).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(api.searchRequests()).toHaveLength(1);
  });
});
