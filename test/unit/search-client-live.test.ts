import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callSearchApi, type ClientTimings } from '../../lib/api/search-client';
import { RECORDED_ERRORS } from '../search-api/recordings';
import { startSearchApi, type SearchApi } from '../search-api/server';

// The local API in live mode answers the way the live service does (recordings/errors.json).
const KEY = 'live-client-key-41f2';
// No case here waits for a timeout: the attempt's is long enough that a busy machine's slow answer is not one.
const FAST: Partial<ClientTimings> = { attemptTimeoutMs: 5000, deadlineMs: 10000, backoffBaseMs: 20, backoffCapMs: 50 };

let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false, mode: 'live' });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const search = (query = 'typescript', apiKey = KEY) =>
  callSearchApi({ baseUrl: api.url, apiKey, request: { query }, timings: FAST });

describe('callSearchApi against the live service’s ways of answering', () => {
  it('reads a success without a status field, with q echoed, as results', async () => {
    const result = await search('ada lovelace');
    expect(result.ok).toBe(true);
    expect(result.ok && result.value.query).toBe('ada lovelace');
    expect(result.ok && result.value.organic.length).toBeGreaterThan(0);
    expect(JSON.parse(api.searchRequests()[0]?.responseBody ?? '{}')).not.toHaveProperty('status');
  });

  it('serves a recorded body for a recorded query, and reads it', async () => {
    const result = await search('Apple Inc.');
    expect(result.ok && result.value.knowledgeGraph?.title).toBe('Apple');
    expect(result.ok && result.value.peopleAlsoAsk?.length).toBeGreaterThan(0);
  });

  it('reads 403 {"message":"Unauthorized.","statusCode":403} as a rejected key, sent once', async () => {
    const result = await search('typescript', 'not-a-key');
    expect(result).toMatchObject({ ok: false, error: { kind: 'unauthorized', status: 403 } });
    expect(api.searchRequests()[0]?.responseBody).toBe(JSON.stringify(RECORDED_ERRORS[0]?.body));
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('reads 400 {"message":"Not enough credits","statusCode":400} as out of credits, sent once', async () => {
    api.setCredits(KEY, 0);
    const result = await search();
    expect(result).toMatchObject({ ok: false, error: { kind: 'insufficient-credits', status: 400 } });
    expect(api.searchRequests()[0]?.responseBody).toBe('{"message":"Not enough credits","statusCode":400}');
    expect(api.searchRequests()).toHaveLength(1);
  });

  it.each([
    [400, 'Invalid credits parameter', 'invalid-request'],
    [400, 'num must be at most 100 (each page costs 2 credits)', 'invalid-request'],
    [403, 'Your credit card was declined', 'unauthorized'],
    [403, 'Credits are not available for this key', 'unauthorized'],
  ] as const)('a %i that merely mentions credits (“%s”) is not out of credits: %s', async (status, message, kind) => {
    api.enqueue({ status, body: { message, statusCode: status } });
    const result = await search();
    expect(result).toMatchObject({ ok: false, error: { kind, status } });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it.each([
    [402, 'Payment required'],
    [400, 'Not enough credits'],
    [403, 'Not enough credits.'],
  ] as const)('the service’s own out-of-credits answers (%i “%s”) are out of credits', async (status, message) => {
    api.enqueue({ status, body: { message, statusCode: status } });
    expect(await search()).toMatchObject({ ok: false, error: { kind: 'insufficient-credits', status } });
  });

  it('shows any other 400 with the service’s own reason, as text, sent once', async () => {
    api.enqueue({ status: 400, body: { message: 'Query not allowed' } });
    const result = await search();
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request', status: 400 } });
    expect(!result.ok && result.error.message).toContain('“Query not allowed”');
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('keeps a hostile reason as plain, capped text', async () => {
    api.enqueue({ status: 400, body: { message: `<img src=x onerror=alert(1)>\u202E${'x'.repeat(5000)}` } });
    const result = await search();
    expect(!result.ok && result.error.message).toContain('<img src=x onerror=alert(1)>');
    expect(!result.ok && result.error.message).not.toContain('\u202E');
    expect(!result.ok && result.error.message.length).toBeLessThan(600);
  });
});
