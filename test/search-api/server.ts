import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Server as TlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { answerAccount } from './account-endpoint';
import type { ApiContext, SearchCall } from './api-context';
import { buildCorpus, withLocalPictures } from './corpus';
import { CreditAccounts } from './credit-accounts';
import { answerDnsQuery, type DnsQuestion } from './dns-endpoint';
import { readRequestBody, sendPreflight, sendReply, sendStalledReply, waitUnlessClosed } from './http-io';
import { liveError } from './live-shape';
import { RollingWindowRateLimiter } from './rate-limiter';
import { recordingPicker } from './recordings';
import { errorReply, jsonReply, type Reply } from './reply';
import { answerScripted } from './scripted-response';
import { answerSearch } from './search-endpoint';
import { ACCOUNT_PATH, isSearchPath, SERPER_PATHS, SPEC_SEARCH_PATH, type SearchType } from './search-types';
import { answerSerperSearch } from './serper-endpoint';
import { answerReader, answerScriptedReader, READER_PATH } from './reader-endpoint';
import { answerLens, LENS_PATH } from './lens-endpoint';
import { answerAutocomplete, AUTOCOMPLETE_PATH } from './autocomplete-endpoint';
import { knownPages, type KnownPage } from './reader-pages';
import { pictureCache } from './thumbnails';
import { servePage } from './page-endpoint';
import { serveThumbnail, type ThumbnailLog } from './thumbnail-endpoint';
import { createTlsServer, loadTlsMaterial } from './tls-listener';
import { buildTypedCorpus } from './typed-corpus';
import type { ApiMode, LoggedRequest, RateLimit, ScriptedResponse, SearchApi, SearchApiOptions } from './types';

export type * from './types';
export type * from './item-types';
export { DATE_RANGES, LOCATIONS, type DateRange, type Location } from './enums';
export { RESULT_TYPES, SEARCH_TYPES, type ResultType, type SearchType } from './search-types';
export { READER_CREDITS, READER_PATH } from './reader-endpoint';
export { LENS_CREDITS, LENS_PATH, LENS_SLOW_MS } from './lens-endpoint';
export { AUTOCOMPLETE_CREDITS, AUTOCOMPLETE_PATH } from './autocomplete-endpoint';

const DEFAULT_KEYS: Readonly<Record<string, number>> = { 'test-key': 1000 };
const DEFAULT_RATE_LIMIT: RateLimit = { max: 20, windowMs: 1000 };

type Decision =
  | { kind: 'reply'; reply: Reply; extraDelayMs: number; stallBodyAfter?: number }
  | { kind: 'preflight' }
  | { kind: 'hang' };

/** What a script adds to its reply: a delay, and where its body stalls. */
function scriptedTiming(script: ScriptedResponse): { extraDelayMs: number; stallBodyAfter?: number } {
  return {
    extraDelayMs: script.delayMs ?? 0,
    ...(script.stallBodyAfter !== undefined && { stallBodyAfter: script.stallBodyAfter }),
  };
}

/** Which handler a request goes to; undefined: no such route in this mode (404). */
type Route =
  | { kind: 'search'; type: SearchType | undefined }
  | { kind: 'account' }
  | { kind: 'reader' }
  | { kind: 'lens' }
  | { kind: 'autocomplete' };

function routeOf(method: string, path: string, mode: ApiMode): Route | undefined {
  if (method === 'POST' && path === SPEC_SEARCH_PATH) return { kind: 'search', type: undefined };
  if (mode !== 'live') return undefined;
  const type = SERPER_PATHS[path];
  if (method === 'POST' && type !== undefined) return { kind: 'search', type };
  if (method === 'GET' && path === ACCOUNT_PATH) return { kind: 'account' };
  if (method === 'POST' && path === READER_PATH) return { kind: 'reader' };
  if (method === 'POST' && path === LENS_PATH) return { kind: 'lens' };
  if (method === 'POST' && path === AUTOCOMPLETE_PATH) return { kind: 'autocomplete' };
  return undefined;
}

/**
 * Starts the local Web Search API on loopback (see README.md). Resolves once it is listening;
 * `port: 0` (the default) picks a free port, reported in `url` and `port`. With `tls: true` a
 * second, HTTPS listener serves the thumbnails (`tlsUrl`) and a DNS-over-HTTPS resolver that
 * knows no name (`/dns-query`, answering after `dnsDelayMs`).
 */
export async function startSearchApi(options: SearchApiOptions = {}): Promise<SearchApi> {
  const initialRateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  const initialLatencyMs = options.latencyMs ?? 0;
  const initialThumbnailLatencyMs = options.thumbnailLatencyMs ?? 0;
  const initialDnsDelayMs = options.dnsDelayMs ?? 0;
  const startedAt = Date.now();
  let corpus = buildCorpus(startedAt);
  const typedCorpus = buildTypedCorpus(startedAt);
  const accounts = new CreditAccounts(options.keys ?? DEFAULT_KEYS);
  const rateLimiter = new RollingWindowRateLimiter(initialRateLimit);
  let latencyMs = initialLatencyMs;
  let thumbnailLatencyMs = initialThumbnailLatencyMs;
  let dnsDelayMs = initialDnsDelayMs;
  const initialMode: ApiMode = options.mode ?? 'spec';
  let mode = initialMode;
  const recordings = recordingPicker();
  const pictures = pictureCache();
  const thumbnailLog: ThumbnailLog = [];
  const dnsLog: DnsQuestion[] = [];
  let log: LoggedRequest[] = [];
  let script: ScriptedResponse[] = [];
  let accountScript: ScriptedResponse[] = [];
  let readerScript: ScriptedResponse[] = [];
  let knownReaderPages: Map<string, KnownPage> | undefined;
  /** Every page the API links to, indexed on the first read. */
  const pages = () => (knownReaderPages ??= knownPages({ corpus, typedCorpus }));
  const hungResponses = new Set<ServerResponse>();
  let imageOrigin = '';

  const context = (): ApiContext => ({
    corpus,
    typedCorpus,
    imageOrigin,
    accounts,
    rateLimiter,
    recordings,
    mode,
    pricing: options.pricing,
  });

  function decide(entry: LoggedRequest, apiKey: string | undefined, bodyTooLarge: boolean): Decision {
    if (entry.method === 'OPTIONS') return { kind: 'preflight' };
    const route = routeOf(entry.method, entry.path, mode);
    if (!route) {
      const message = `No route for ${entry.method} ${entry.path}`;
      return {
        kind: 'reply',
        reply: mode === 'live' ? liveError(404, message) : errorReply(404, 'ERROR', message),
        extraDelayMs: 0,
      };
    }
    if (route.kind === 'account') return decideAccount(apiKey);
    const call: SearchCall = { path: entry.path, apiKey, rawBody: entry.body, now: Date.now() };
    if (route.kind === 'reader') return decideReader(call);
    if (route.kind === 'lens') {
      const { reply, delayMs } = answerLens(context(), call);
      return { kind: 'reply', reply, extraDelayMs: delayMs };
    }
    // Suggestions are not scripted: they answer as the live service does (autocomplete-endpoint.ts).
    if (route.kind === 'autocomplete')
      return { kind: 'reply', reply: answerAutocomplete(context(), call), extraDelayMs: 0 };
    const scripted = script.shift();
    if (scripted !== undefined) {
      const outcome = answerScripted(scripted, context(), call);
      if (outcome.kind === 'hang') return outcome;
      return { kind: 'reply', reply: outcome.reply, ...scriptedTiming(scripted) };
    }
    if (bodyTooLarge) {
      const reply =
        mode === 'live' ? liveError(413, 'Request body too large') : errorReply(413, 'ERROR', 'Request body too large');
      return { kind: 'reply', reply, extraDelayMs: 0 };
    }
    const reply =
      route.type === undefined ? answerSearch(context(), call) : answerSerperSearch(context(), route.type, call);
    return { kind: 'reply', reply, extraDelayMs: 0 };
  }

  function decideReader(call: SearchCall): Decision {
    const scripted = readerScript.shift();
    if (scripted === undefined) return { kind: 'reply', reply: answerReader(context(), call, pages), extraDelayMs: 0 };
    if (scripted.hang === true) return { kind: 'hang' };
    return {
      kind: 'reply',
      reply: answerScriptedReader(scripted, context(), call),
      extraDelayMs: scripted.delayMs ?? 0,
    };
  }

  function decideAccount(apiKey: string | undefined): Decision {
    const scripted = accountScript.shift();
    if (scripted === undefined) return { kind: 'reply', reply: answerAccount(context(), apiKey), extraDelayMs: 0 };
    if (scripted.hang === true) return { kind: 'hang' };
    const status = scripted.status ?? 200;
    const headers: Record<string, string> = { ...scripted.headers };
    if (scripted.retryAfter !== undefined) headers['Retry-After'] = scripted.retryAfter;
    let reply: Reply;
    if (typeof scripted.body === 'string') reply = { status, headers, body: scripted.body };
    else if (scripted.body !== undefined) reply = jsonReply(status, scripted.body, headers);
    else if (status === 200) reply = { ...answerAccount(context(), apiKey), headers };
    else reply = liveError(status, `Request failed with status ${status}`, headers);
    return { kind: 'reply', reply, ...scriptedTiming(scripted) };
  }

  async function handle(request: IncomingMessage, response: ServerResponse, secure: boolean): Promise<void> {
    // Split rather than `new URL`, which would read a path like '//x' as a host.
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/thumbs/')) {
      await serveThumbnail(request, response, path, {
        secure,
        log: thumbnailLog,
        pictures,
        latencyMs: () => thumbnailLatencyMs,
      });
      return;
    }
    if (secure && path === '/dns-query') {
      await answerDnsQuery(request, response, { log: dnsLog, delayMs: () => dnsDelayMs });
      return;
    }
    if (path.startsWith('/pages/') && !secure) {
      request.resume();
      servePage(request.method, path, response);
      return;
    }
    if (secure) {
      // The HTTPS listener only serves pictures (and names); the API itself answers on the main port.
      sendReply(response, errorReply(404, 'ERROR', `The HTTPS listener serves /thumbs/ only, not ${path}`));
      return;
    }
    const receivedAt = Date.now();
    const body = await readRequestBody(request);
    const entry: LoggedRequest = {
      method: request.method ?? 'GET',
      path,
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
    } else if (decision.stallBodyAfter !== undefined) {
      sendStalledReply(response, decision.reply, decision.stallBodyAfter);
      hungResponses.add(response);
      response.on('close', () => hungResponses.delete(response));
      entry.status = decision.reply.status;
    } else {
      sendReply(response, decision.reply);
      entry.status = decision.reply.status;
      entry.responseBody = decision.reply.body;
    }
  }

  const handler = (secure: boolean) => (request: IncomingMessage, response: ServerResponse) => {
    handle(request, response, secure).catch((error: unknown) => {
      // A bug in the server itself: answer like a failing upstream rather than hanging the client.
      sendReply(response, errorReply(500, 'ERROR', `Internal error: ${String(error)}`));
    });
  };

  const server = createServer(handler(false));
  const host = options.host ?? '127.0.0.1';
  const url = origin('http', await listen(server, options.port ?? 0, host));
  imageOrigin = url;

  const tls = options.tls === true ? loadTlsMaterial() : undefined;
  const tlsServer = tls ? createTlsServer(tls, handler(true)) : undefined;
  const tlsAddress = tlsServer ? await listen(tlsServer, options.tlsPort ?? 0, host) : undefined;
  const tlsUrl = tlsAddress ? origin('https', tlsAddress) : undefined;
  if (tlsUrl) imageOrigin = tlsUrl;
  if (options.localPictures) corpus = withLocalPictures(corpus, imageOrigin);

  const searches = () => log.filter((entry) => entry.method === 'POST' && isSearchPath(entry.path));

  return {
    url,
    port: (server.address() as AddressInfo).port,
    ...(tls &&
      tlsAddress && {
        tlsUrl,
        tlsPort: tlsAddress.port,
        tlsCertificate: tls.certificate,
        tlsSpkiFingerprint: tls.spkiFingerprint,
      }),
    get requests(): readonly LoggedRequest[] {
      return log;
    },
    searchRequests: searches,
    accountRequests: () => log.filter((entry) => entry.method === 'GET' && entry.path === ACCOUNT_PATH),
    readerRequests: () => log.filter((entry) => entry.method === 'POST' && entry.path === READER_PATH),
    lensRequests: () => log.filter((entry) => entry.method === 'POST' && entry.path === LENS_PATH),
    autocompleteRequests: () => log.filter((entry) => entry.method === 'POST' && entry.path === AUTOCOMPLETE_PATH),
    thumbnailRequests: () => [...thumbnailLog],
    dnsQuestions: () => [...dnsLog],
    clearLog: () => {
      log = [];
      thumbnailLog.length = 0;
      dnsLog.length = 0;
    },
    enqueue: (...responses) => {
      script.push(...responses);
    },
    enqueueAccount: (...responses) => {
      accountScript.push(...responses);
    },
    enqueueReader: (...responses) => {
      readerScript.push(...responses);
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    setThumbnailLatency: (ms) => {
      thumbnailLatencyMs = ms;
    },
    setDnsDelay: (ms) => {
      dnsDelayMs = ms;
    },
    setCredits: (key, credits) => accounts.set(key, credits),
    getCredits: (key) => accounts.balance(key),
    setRateLimit: (limit) => rateLimiter.setLimit(limit),
    setMode: (next) => {
      mode = next;
    },
    reset: () => {
      script = [];
      accountScript = [];
      readerScript = [];
      log = [];
      thumbnailLog.length = 0;
      dnsLog.length = 0;
      latencyMs = initialLatencyMs;
      thumbnailLatencyMs = initialThumbnailLatencyMs;
      dnsDelayMs = initialDnsDelayMs;
      accounts.restoreInitial();
      rateLimiter.setLimit(initialRateLimit);
      mode = initialMode;
      recordings.reset();
      for (const response of hungResponses) response.socket?.destroy();
      hungResponses.clear();
    },
    // Idempotent: a test may close the API early (to refuse connections) before its fixture does.
    close: () =>
      Promise.all([closeServer(server), tlsServer ? closeServer(tlsServer) : undefined]).then(() => undefined),
  };
}

function listen(server: Server | TlsServer, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

function origin(scheme: 'http' | 'https', address: AddressInfo): string {
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `${scheme}://${host}:${address.port}`;
}

function closeServer(server: Server | TlsServer): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (!server.listening) {
      resolve();
      return;
    }
    server.close((error) => (error ? reject(error) : resolve()));
    // Without this, keep-alive and hung connections would keep close() waiting forever.
    server.closeAllConnections();
  });
}

function parseJsonOrUndefined(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
