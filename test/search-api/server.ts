import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildCorpus } from './corpus';
import { CreditAccounts } from './credit-accounts';
import { readRequestBody, sendPreflight, sendReply, waitUnlessClosed } from './http-io';
import { RollingWindowRateLimiter } from './rate-limiter';
import { errorReply, type Reply } from './reply';
import { answerScripted } from './scripted-response';
import { answerSearch } from './search-endpoint';
import type { ApiMode, LoggedRequest, RateLimit, ScriptedResponse, SearchApi, SearchApiOptions } from './types';
import { recordingPicker } from './recordings';
import { liveError } from './live-shape';

export type * from './types';
export { DATE_RANGES, LOCATIONS, type DateRange, type Location } from './enums';

const SEARCH_PATH = '/v1/search';
const DEFAULT_KEYS: Readonly<Record<string, number>> = { 'test-key': 1000 };
const DEFAULT_RATE_LIMIT: RateLimit = { max: 20, windowMs: 1000 };

type Decision = { kind: 'reply'; reply: Reply; extraDelayMs: number } | { kind: 'preflight' } | { kind: 'hang' };

/**
 * Starts the local Web Search API on loopback (see README.md). Resolves once it is listening;
 * `port: 0` (the default) picks a free port, reported in `url` and `port`.
 */
export async function startSearchApi(options: SearchApiOptions = {}): Promise<SearchApi> {
  const initialRateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const initialLatencyMs = options.latencyMs ?? 0;
  const corpus = buildCorpus(Date.now());
  const accounts = new CreditAccounts(options.keys ?? DEFAULT_KEYS);
  const rateLimiter = new RollingWindowRateLimiter(initialRateLimit);
  let latencyMs = initialLatencyMs;
  const initialMode: ApiMode = options.mode ?? 'spec';
  let mode = initialMode;
  const recordings = recordingPicker();
  let log: LoggedRequest[] = [];
  let script: ScriptedResponse[] = [];
  const hungResponses = new Set<ServerResponse>();

  function decide(entry: LoggedRequest, apiKey: string | undefined, bodyTooLarge: boolean): Decision {
    if (entry.method === 'OPTIONS') return { kind: 'preflight' };
    if (entry.method !== 'POST' || entry.path !== SEARCH_PATH) {
      const message = `No route for ${entry.method} ${entry.path}`;
      return {
        kind: 'reply',
        reply: mode === 'live' ? liveError(404, message) : errorReply(404, 'ERROR', message),
        extraDelayMs: 0,
      };
    }
    const now = Date.now();
    const scripted = script.shift();
    if (scripted !== undefined) {
      const outcome = answerScripted(scripted, { corpus, accounts, recordings, mode }, apiKey, entry.body, now);
      if (outcome.kind === 'hang') return outcome;
      return { kind: 'reply', reply: outcome.reply, extraDelayMs: scripted.delayMs ?? 0 };
    }
    if (bodyTooLarge) {
      const reply =
        mode === 'live' ? liveError(413, 'Request body too large') : errorReply(413, 'ERROR', 'Request body too large');
      return { kind: 'reply', reply, extraDelayMs: 0 };
    }
    return {
      kind: 'reply',
      reply: answerSearch({ corpus, accounts, rateLimiter, mode, recordings }, apiKey, entry.body, now),
      extraDelayMs: 0,
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const receivedAt = Date.now();
    const body = await readRequestBody(request);
    const entry: LoggedRequest = {
      method: request.method ?? 'GET',
      // Split rather than `new URL`, which would read a path like '//x' as a host.
      path: (request.url ?? '/').split('?')[0] ?? '/',
      headers: { ...request.headers },
      body: body.text,
      json: parseJsonOrUndefined(body.text),
      status: 0,
      receivedAt,
    };
    log.push(entry);

    const apiKeyHeader = request.headers['x-api-key'];
    const apiKey = Array.isArray(apiKeyHeader) ? apiKeyHeader[0] : apiKeyHeader;
    const decision = decide(entry, apiKey, body.tooLarge);
    if (decision.kind === 'hang') {
      hungResponses.add(response);
      response.on('close', () => hungResponses.delete(response));
      return;
    }
    await waitUnlessClosed(latencyMs + (decision.kind === 'reply' ? decision.extraDelayMs : 0), response);
    if (response.destroyed) return;
    if (decision.kind === 'preflight') {
      sendPreflight(response);
      entry.status = 204;
    } else {
      sendReply(response, decision.reply);
      entry.status = decision.reply.status;
      entry.responseBody = decision.reply.body;
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      // A bug in the server itself: answer like a failing upstream rather than hanging the client.
      sendReply(response, errorReply(500, 'ERROR', `Internal error: ${String(error)}`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    port: address.port,
    get requests(): readonly LoggedRequest[] {
      return log;
    },
    searchRequests: () => log.filter((entry) => entry.method === 'POST' && entry.path === SEARCH_PATH),
    clearLog: () => {
      log = [];
    },
    enqueue: (...responses) => {
      script.push(...responses);
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    setCredits: (key, credits) => accounts.set(key, credits),
    getCredits: (key) => accounts.balance(key),
    setRateLimit: (limit) => rateLimiter.setLimit(limit),
    setMode: (next) => {
      mode = next;
    },
    reset: () => {
      script = [];
      log = [];
      latencyMs = initialLatencyMs;
      accounts.restoreInitial();
      rateLimiter.setLimit(initialRateLimit);
      mode = initialMode;
      recordings.reset();
      for (const response of hungResponses) response.socket?.destroy();
      hungResponses.clear();
    },
    // Idempotent: a test may close the API early (to refuse connections) before its fixture does.
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) {
          resolve();
          return;
        }
        server.close((error) => (error ? reject(error) : resolve()));
        // Without this, keep-alive and hung connections would keep close() waiting forever.
        server.closeAllConnections();
      }),
  };
}

function parseJsonOrUndefined(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
