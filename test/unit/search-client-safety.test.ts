import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { callSearchApi, type ClientTimings, type RetryNotice } from '../../lib/api/search-client';

// Servers that misbehave in ways the local search API cannot script: redirects, bodies with
// no Content-Length, dropped connections, rate-limit reset headers.
const KEY = 'safety-key-9d3e';
const FAST: Partial<ClientTimings> = { attemptTimeoutMs: 1000, deadlineMs: 5000, backoffBaseMs: 20, backoffCapMs: 50 };

interface Seen {
  url: string;
  key: string | undefined;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(handle: (request: IncomingMessage, response: ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    const key = request.headers['x-api-key'];
    seen.push({ url: request.url ?? '', key: typeof key === 'string' ? key : undefined });
    request.resume();
    request.on('end', () => handle(request, response));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const search = (baseUrl: string, onRetry?: (notice: RetryNotice) => void) =>
  callSearchApi({ baseUrl, apiKey: KEY, request: { query: 'q' }, timings: FAST, ...(onRetry && { onRetry }) });

const SUCCESS = JSON.stringify({ searchParameters: { q: 'q' }, organic: [{ title: 'T', link: 'https://a.example/' }] });

describe('the key never follows a redirect', () => {
  it.each([301, 302, 307, 308])(
    'a %i is not followed: the other server gets nothing, the error names the API',
    async (status) => {
      const elsewhere = await serve((_request, response) => response.end(SUCCESS));
      const api = await serve((_request, response) => {
        response.writeHead(status, { Location: `${elsewhere.url}/v1/search` });
        response.end();
      });
      const result = await search(api.url);
      expect(result).toMatchObject({ ok: false, error: { kind: 'not-configured', field: 'apiBaseUrl' } });
      expect(!result.ok && result.error.message).toContain(api.url);
      expect(elsewhere.seen).toEqual([]);
      expect(api.seen).toHaveLength(1);
    },
  );
});

describe('bodies are read against the cap as they stream', () => {
  it('refuses a body with no Content-Length once it passes the cap', async () => {
    const api = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' }); // chunked: no length declared
      const filler = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 20; i += 1) response.write(filler);
      response.end();
    });
    const result = await callSearchApi({
      baseUrl: api.url,
      apiKey: KEY,
      request: { query: 'q' },
      timings: { ...FAST, maxBodyBytes: 256 * 1024 },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it('reads a chunked body under the cap, multi-byte characters split across chunks included', async () => {
    const api = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      const bytes = Buffer.from(JSON.stringify({ searchParameters: { q: '机器学习' }, organic: [] }));
      for (let i = 0; i < bytes.length; i += 3) response.write(bytes.subarray(i, i + 3));
      response.end();
    });
    const result = await search(api.url);
    expect(result.ok && result.value.query).toBe('机器学习');
  });
});

describe('what is retried', () => {
  it('does not resend a search whose connection dropped after it was sent', async () => {
    const api = await serve((request) => request.socket.destroy());
    const result = await search(api.url);
    expect(result).toMatchObject({ ok: false, error: { kind: 'offline' } });
    expect(api.seen).toHaveLength(1);
  });

  it('a rate-limit reset time in the past is not a loop: bounded retries with backoff', async () => {
    const api = await serve((_request, response) => {
      response.writeHead(429, { 'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) - 3600) });
      response.end('{"message":"Too many requests"}');
    });
    const notices: RetryNotice[] = [];
    const result = await search(api.url, (notice) => notices.push(notice));
    expect(result).toMatchObject({ ok: false, error: { kind: 'rate-limited' } });
    expect(api.seen).toHaveLength(3);
    expect(notices.map((notice) => notice.waitMs)).toEqual([undefined, undefined]);
  });

  it('a RateLimit-Reset an hour away is not waited for', async () => {
    const api = await serve((_request, response) => {
      response.writeHead(429, { 'RateLimit-Reset': '3600' });
      response.end('{"message":"Too many requests"}');
    });
    const result = await search(api.url);
    expect(result).toMatchObject({ ok: false, error: { kind: 'rate-limited', retryAfterMs: 3_600_000 } });
    expect(!result.ok && result.error.message).toMatch(/60 min/);
    expect(api.seen).toHaveLength(1);
  });
});
