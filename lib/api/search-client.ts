import ky, { HTTPError, TimeoutError, type KyResponse } from 'ky';
import { parseSearchResponse } from './parse-response';
import { fail, type Result, type SearchError } from './search-error';
import type { SearchRequest } from './search-options';
import type { SearchResponse } from './search-response';
import { formatNumber } from '../i18n/format-number';
import { t } from '../i18n/messages';

export interface ClientTimings {
  /** Per attempt (DESIGN §4: ~15 s). */
  attemptTimeoutMs: number;
  /** Whole search, retries included: under Chrome's 30 s fetch limit for workers. */
  deadlineMs: number;
  /** Retries after the first attempt, for 429/5xx/network failures. */
  retryLimit: number;
  /** First backoff step; doubled each retry, with full jitter, capped. */
  backoffBaseMs: number;
  backoffCapMs: number;
  /** Longest Retry-After we wait for; longer waits are shown instead. */
  maxRetryAfterMs: number;
  /** Bodies larger than this are refused as invalid (a search page is a few KB). */
  maxBodyBytes: number;
}

export const DEFAULT_TIMINGS: ClientTimings = {
  attemptTimeoutMs: 15_000,
  deadlineMs: 25_000,
  retryLimit: 2,
  backoffBaseMs: 500,
  backoffCapMs: 4_000,
  maxRetryAfterMs: 10_000,
  maxBodyBytes: 2 * 1024 * 1024,
};

/** What the UI shows while a retry is pending ("rate limited — retrying in 2 s"). */
export interface RetryNotice {
  attempt: number;
  reason: 'rate-limited' | 'server' | 'offline';
  waitMs?: number;
}

export interface SearchCall {
  baseUrl: string;
  apiKey: string;
  request: SearchRequest;
  signal?: AbortSignal;
  timings?: Partial<ClientTimings>;
  onRetry?: (notice: RetryNotice) => void;
}

const RETRY_STATUSES = [429, 500, 502, 503, 504];

/** The search endpoint for a base URL (which may or may not end in a slash or carry a path). */
export function searchEndpoint(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/u, '')}/v1/search`;
}

/** Parses Retry-After (delta seconds or an HTTP date) into milliseconds from now. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * POSTs one search and resolves to data, never throws: retries (ky) for 429 within
 * the Retry-After bound and for 5xx/network failures with capped, jittered backoff;
 * 401 and 402 are never retried.
 */
export async function callSearchApi(call: SearchCall): Promise<Result<SearchResponse>> {
  const timings = { ...DEFAULT_TIMINGS, ...call.timings };
  // A deadline we can cancel: AbortSignal.timeout would still fire after the search ended,
  // and ky's listeners on the finished request would reject with nobody left to handle it.
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException('The search took too long', 'TimeoutError')),
    timings.deadlineMs,
  );
  const signal = call.signal ? AbortSignal.any([call.signal, deadline.signal]) : deadline.signal;
  let attempt = 1;
  try {
    const response = await ky.post(searchEndpoint(call.baseUrl), {
      json: call.request,
      headers: { 'X-API-Key': call.apiKey },
      signal,
      timeout: timings.attemptTimeoutMs,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
      retry: {
        limit: timings.retryLimit,
        methods: ['post'],
        statusCodes: RETRY_STATUSES,
        afterStatusCodes: [429, 503],
        retryOnTimeout: false,
        jitter: true,
        backoffLimit: timings.backoffCapMs,
        delay: (n) => timings.backoffBaseMs * 2 ** (n - 1),
        shouldRetry: ({ error }) => {
          if (error instanceof HTTPError && error.response.status === 429) {
            const wait = retryAfterMs(error.response.headers.get('Retry-After'));
            if (wait !== undefined && wait > timings.maxRetryAfterMs) return false;
          }
          return undefined;
        },
      },
      hooks: {
        beforeRetry: [
          ({ error }) => {
            attempt += 1;
            // HTTP failures were announced before the wait (afterResponse); network ones only now.
            if (!(error instanceof HTTPError)) call.onRetry?.({ attempt, reason: 'offline' });
          },
        ],
        afterResponse: [
          (_request, _options, response) => {
            notifyRetry(call, response, attempt, timings);
          },
        ],
      },
    });
    return await readBody(response, call.request.query, timings.maxBodyBytes);
  } catch (error) {
    return { ok: false, error: classify(error, call.signal, timings) };
  } finally {
    clearTimeout(timer);
  }
}

function notifyRetry(call: SearchCall, response: KyResponse, attempt: number, timings: ClientTimings) {
  if (!call.onRetry || attempt > timings.retryLimit || !RETRY_STATUSES.includes(response.status)) return;
  const wait = retryAfterMs(response.headers.get('Retry-After'));
  if (response.status === 429) {
    if (wait === undefined || wait <= timings.maxRetryAfterMs)
      call.onRetry({ attempt: attempt + 1, reason: 'rate-limited', waitMs: wait });
  } else {
    call.onRetry({ attempt: attempt + 1, reason: 'server', waitMs: wait });
  }
}

async function readBody(response: KyResponse, query: string, maxBytes: number): Promise<Result<SearchResponse>> {
  const declared = Number(response.headers.get('Content-Length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    void response.body?.cancel();
    return tooLarge();
  }
  const text = await response.text();
  if (text.length > maxBytes) return tooLarge();
  return parseSearchResponse(text, query);
}

function tooLarge(): Result<never> {
  return fail('invalid-response', t('errTooLarge'));
}

function classify(error: unknown, userSignal: AbortSignal | undefined, timings: ClientTimings): SearchError {
  if (userSignal?.aborted) return { kind: 'cancelled', message: t('errCancelled') };
  if (error instanceof HTTPError) return httpError(error.response, timings);
  if (error instanceof TimeoutError || (error instanceof DOMException && error.name === 'TimeoutError')) {
    const seconds = Math.round(timings.attemptTimeoutMs / 1000);
    return { kind: 'timeout', message: t('errTimeout', formatNumber(seconds)) };
  }
  return {
    kind: 'offline',
    message: t('errOffline'),
  };
}

function httpError(response: KyResponse, timings: ClientTimings): SearchError {
  const status = response.status;
  if (status === 401 || status === 403) {
    return {
      kind: 'unauthorized',
      status,
      message: t('errUnauthorized'),
    };
  }
  if (status === 402) {
    return {
      kind: 'insufficient-credits',
      status,
      message: t('errInsufficientCredits'),
    };
  }
  if (status === 429) {
    const wait = retryAfterMs(response.headers.get('Retry-After'));
    const when = wait === undefined ? t('whenInAMoment') : t('whenIn', formatWait(wait));
    return {
      kind: 'rate-limited',
      status,
      message: t('errRateLimited', when),
      ...(wait !== undefined && { retryAfterMs: wait }),
    };
  }
  if (status === 400 || status === 422) {
    return {
      kind: 'invalid-request',
      status,
      message: t('errInvalidRequest'),
    };
  }
  if (status >= 500) {
    const tries = timings.retryLimit + 1;
    return {
      kind: 'server',
      status,
      message: t('errServerRepeated', status, tries),
    };
  }
  return {
    kind: 'server',
    status,
    message: t('errServerUnexpected', status),
  };
}

/** "40 s", "3 min", "2 h" */
export function formatWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  // The unit symbols are international (SI, and "min"/"h" read the same in German).
  if (seconds < 90) return `${formatNumber(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${formatNumber(minutes)} min`;
  return `${formatNumber(Math.round(minutes / 60))} h`;
}
