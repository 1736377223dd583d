import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callReaderApi } from '../../lib/api/reader-client';
import { parseReaderAnswer, READER_LIMITS } from '../../lib/api/reader-answer';
import type { ClientTimings } from '../../lib/api/search-client';
import { READER_PATH, startSearchApi, type SearchApi } from '../search-api/server';

// The local API in live mode answers the reader as the live service does (POST with {url}, X-API-KEY).
const KEY = 'reader-client-key-7c1d';
// The attempt's timeout is what a hung request waits; a timed-out attempt is not retried, so it
// must leave room for a request that a busy machine answers slowly (400 ms failed in one CI run).
const FAST: Partial<ClientTimings> = { attemptTimeoutMs: 2000, deadlineMs: 8000, backoffBaseMs: 20, backoffCapMs: 50 };
const PAGE = 'https://en.wikipedia.org/wiki/Ada_Lovelace';

let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false, mode: 'live' });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const read = (pageUrl = PAGE, apiKey = KEY, readerUrl = `${api.url}${READER_PATH}`) =>
  callReaderApi({ readerUrl, apiKey, pageUrl, timings: FAST });

describe('callReaderApi: one billed request, sent like a search', () => {
  it('sends one POST with the key and the page’s address, and reads the page’s markdown and credits', async () => {
    const result = await read();
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ url: PAGE, format: 'markdown', credits: 2 });
    expect(result.value.content).toMatch(/^# /u);
    const [sent, ...more] = api.readerRequests();
    expect(more).toEqual([]);
    expect(sent?.headers['x-api-key']).toBe(KEY);
    expect(sent?.json).toEqual({ url: PAGE, includeMarkdown: true });
    expect(api.getCredits(KEY)).toBe(98);
  });

  it.each([
    ['a rejected key (403)', () => read(PAGE, 'not-a-key'), 'unauthorized', 403],
    ['no credits left (400 “Not enough credits”)', () => (api.setCredits(KEY, 0), read()), 'insufficient-credits', 400],
    [
      'a page address the reader refuses (400 with its reason)',
      () => read('ftp://example.com/x'),
      'invalid-request',
      400,
    ],
  ])('reads %s as the search’s kind, sent once', async (_name, call, kind, status) => {
    const result = await call();
    expect(result).toMatchObject({ ok: false, error: { kind, status } });
    expect(api.readerRequests()).toHaveLength(1);
  });

  it('waits out a 429 that says how long, and sends again (nothing was processed)', async () => {
    api.enqueueReader({ status: 429, retryAfter: '0' });
    const result = await read();
    expect(result.ok).toBe(true);
    expect(api.readerRequests()).toHaveLength(2);
  });

  it('shows a 502 with Retry rather than sending again (the page may have been read and billed)', async () => {
    api.enqueueReader({ status: 502 });
    const result = await read();
    expect(result).toMatchObject({ ok: false, error: { kind: 'server', status: 502 } });
    expect(api.readerRequests()).toHaveLength(1);
  });

  it('gives up a reader that does not answer in time, as a timeout, sent once', async () => {
    api.enqueueReader({ hang: true });
    const result = await read();
    expect(result).toMatchObject({ ok: false, error: { kind: 'timeout' } });
    expect(api.readerRequests()).toHaveLength(1);
  });

  it('says a page with no text could not be read', async () => {
    api.enqueueReader({ body: { text: '  ', metadata: { title: 'Login' }, credits: 2 } });
    const result = await read();
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
    expect(!result.ok && result.error.message).toMatch(/no text/u);
  });
});

describe('callReaderApi never follows a redirect (the key would go with it)', () => {
  let elsewhere: Server;
  let elsewhereHits = 0;
  let redirecting: Server;
  beforeAll(async () => {
    elsewhere = createServer((_request, response) => {
      elsewhereHits += 1;
      response.end('{}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/`;
    redirecting = createServer((_request, response) => {
      response.writeHead(307, { Location: target });
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    elsewhere.close();
    redirecting.close();
  });

  it('reports the redirect against the reader address and sends nothing to where it points', async () => {
    const readerUrl = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/`;
    const result = await read(PAGE, KEY, readerUrl);
    expect(result).toMatchObject({ ok: false, error: { kind: 'not-configured', field: 'readerUrl' } });
    expect(!result.ok && result.error.message).toContain('reader');
    expect(elsewhereHits).toBe(0);
  });
});

describe('parseReaderAnswer', () => {
  it('takes markdown over text, the title from the metadata, and strips bidi controls', () => {
    const result = parseReaderAnswer(
      JSON.stringify({
        text: 'plain',
        markdown: '# Title\u202E\n\nBody',
        metadata: { 'og:title': 'OG title', description: 'About it' },
        credits: 2,
        jsonld: {},
      }),
      PAGE,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        url: PAGE,
        title: 'OG title',
        description: 'About it',
        format: 'markdown',
        content: '# Title\n\nBody',
        credits: 2,
      },
    });
  });

  it('falls back to the text when no markdown came, and caps it', () => {
    const result = parseReaderAnswer(JSON.stringify({ text: 'x'.repeat(READER_LIMITS.chars + 10) }), PAGE);
    expect(result.ok && result.value.format).toBe('text');
    expect(result.ok && result.value.content.length).toBe(READER_LIMITS.chars);
    expect(result.ok && result.value.title).toBe('');
  });

  it.each([
    ['not JSON', '<html>'],
    ['not an object', '[1,2]'],
    ['no text at all', '{"metadata":{"title":"x"},"credits":2}'],
  ])('refuses a body that is %s', (_name, body) => {
    expect(parseReaderAnswer(body, PAGE).ok).toBe(false);
  });
});
