import { backoffMs, fetchAttempt, HttpStatusError, waitFor } from './http-attempts';
import { httpError } from './classify-error';
import { errorBodyMessage } from './error-body';
import { parseSearchResponse } from './parse-response';
import { readCappedText } from './read-body';
import { plannedRetry, retryFits } from './retry-policy';
import { fail, type Result, type SearchError } from './search-error';
import type { SearchRequest } from './search-options';
import { DEFAULT_DIALECT, wireRequest, type ApiDialect, type WireRequest } from './request-dialects';
import type { SearchResponse } from './search-response';
import { formatNumber } from '../i18n/format-number';
import { t } from '../i18n/messages';

export { retryAfterMs } from './retry-policy';

export interface ClientTimings {
  /** Per attempt (DESIGN §4: ~15 s). */
  attemptTimeoutMs: number;
  /** Whole search, retries included: under Chrome's 30 s fetch limit for workers. */
  deadlineMs: number;
  /** Retries after the first attempt (429 and 503 only: see retry-policy.ts). */
  retryLimit: number;
  /** First backoff step; doubled each retry, with full jitter, capped. */
  backoffBaseMs: number;
  backoffCapMs: number;
  /** Longest server-requested wait (Retry-After, RateLimit-Reset…) we wait for; longer waits are shown instead. */
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

/** Error bodies are a sentence; anything longer is not read. */
const MAX_ERROR_BODY_BYTES = 64 * 1024;

/** What the UI shows while a retry is pending ("rate limited — retrying in 2 s"). */
export interface RetryNotice {
  attempt: number;
  reason: 'rate-limited' | 'server' | 'offline';
  waitMs?: number;
}

export interface SearchCall {
  baseUrl: string;
  apiKey: string;
  /** Which of the service's two request dialects to speak (the documented one by default). */
  dialect?: ApiDialect;
  request: SearchRequest;
  signal?: AbortSignal;
  timings?: Partial<ClientTimings>;
  onRetry?: (notice: RetryNotice) => void;
}

/**
 * POSTs one search and resolves to data, never throws. It never follows a redirect (the
 * key would go with it), retries only what the service surely did not process (429, and a
 * 503 that says when; see retry-policy.ts) and only while a whole attempt still fits before the
 * deadline, reads error bodies for the service's own reason, and bounds every body read by the
 * attempt's timeout and the search's deadline (a body that stalls ends as a timeout).
 */
export function callSearchApi(call: SearchCall): Promise<Result<SearchResponse>> {
  const wire = wireRequest(call.dialect ?? DEFAULT_DIALECT, call.baseUrl, call.request);
  return postToApi(wire, call, (text) => parseSearchResponse(text, call.request));
}

/** What postToApi needs of a call besides the request itself. */
export type ApiCall = Pick<SearchCall, 'apiKey' | 'signal' | 'timings' | 'onRetry'>;

/** How one attempt ended: a body to parse, a retry to wait for, or a refusal to classify. */
type AttemptEnd =
  | { kind: 'body'; text: string | undefined }
  | { kind: 'retry'; waitMs: number; announcedWaitMs: number | undefined; response: Response };

/**
 * POSTs one request to the service with the rules of a search (above): the key in its header
 * to this address only, no redirect followed, only 429 and a dated 503 retried, errors
 * classified once into the same kinds; the body read capped, within the attempt, and handed
 * to `parse`.
 */
export async function postToApi<T>(
  wire: WireRequest,
  call: ApiCall,
  parse: (text: string) => Result<T>,
): Promise<Result<T>> {
  const timings = { ...DEFAULT_TIMINGS, ...call.timings };
  const endpoint = wire.url;
  const startedAt = Date.now();
  // A deadline we can cancel: AbortSignal.timeout would still fire after the search ended.
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(new DOMException('The search took too long', 'TimeoutError')),
    timings.deadlineMs,
  );
  const signal = call.signal ? AbortSignal.any([call.signal, deadline.signal]) : deadline.signal;
  let attempts = 1;
  const init: RequestInit = {
    method: 'POST',
    body: JSON.stringify(wire.body),
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', [wire.keyHeader]: call.apiKey },
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    cache: 'no-store',
    // A redirect answer comes back as itself (opaqueredirect), never followed with the key.
    redirect: 'manual',
  };
  // Within the attempt: the body of a success, or of a refusal (for its reason), is read before
  // the attempt's timer stops, so neither can stall the search past its timeout or deadline.
  const readAnswer = async (response: Response): Promise<AttemptEnd> => {
    if (response.ok) return { kind: 'body', text: await readCappedText(response, timings.maxBodyBytes) };
    // Only what the service surely did not process is sent again (retry-policy.ts).
    const plan = plannedRetry(response.status, response.headers, timings.maxRetryAfterMs);
    if (plan && attempts <= timings.retryLimit) {
      const waitMs = plan.waitMs ?? backoffMs(attempts, timings.backoffBaseMs, timings.backoffCapMs);
      if (retryFits(Date.now() - startedAt, waitMs, timings.attemptTimeoutMs, timings.deadlineMs)) {
        // Its body is not read: let the connection go.
        void response.body?.cancel().catch(() => undefined);
        return { kind: 'retry', waitMs, announcedWaitMs: plan.waitMs, response };
      }
    }
    throw new HttpStatusError(response, await readErrorBody(response));
  };
  try {
    for (;;) {
      const end = await fetchAttempt(endpoint, init, timings.attemptTimeoutMs, signal, readAnswer);
      if (end.kind === 'body') {
        if (end.text === undefined) return fail('invalid-response', t('errTooLarge'));
        return parse(end.text);
      }
      announceRetry(call, end.response, attempts, end.announcedWaitMs);
      await waitFor(end.waitMs, signal);
      attempts += 1;
    }
  } catch (error) {
    return { ok: false, error: classify(error, call.signal, timings, endpoint, attempts) };
  } finally {
    clearTimeout(timer);
  }
}

/** Tells the UI a retry is coming, before it is waited for. */
function announceRetry(call: ApiCall, response: Response, attempts: number, waitMs: number | undefined): void {
  call.onRetry?.({
    attempt: attempts + 1,
    reason: response.status === 429 ? 'rate-limited' : 'server',
    ...(waitMs !== undefined && { waitMs }),
  });
}

function classify(
  error: unknown,
  userSignal: AbortSignal | undefined,
  timings: ClientTimings,
  endpoint: string,
  attempts: number,
): SearchError {
  if (userSignal?.aborted) return { kind: 'cancelled', message: t('errCancelled') };
  if (error instanceof HttpStatusError) {
    const { response, bodyMessage } = error;
    return httpError({
      status: response.status,
      type: response.type,
      headers: response.headers,
      ...(bodyMessage !== undefined && { message: bodyMessage }),
      attempts,
      origin: new URL(endpoint).origin,
    });
  }
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    const seconds = Math.round(timings.attemptTimeoutMs / 1000);
    return { kind: 'timeout', message: t('errTimeout', formatNumber(seconds)) };
  }
  // The network's own failure (fetch's TypeError), or anything else that broke reading the answer.
  console.warn('Search Sidekick: the search service could not be reached or read:', error);
  return { kind: 'offline', message: t('errOffline') };
}

/**
 * The service's reason in a refusal's body, when it sends one in time: a body that stalls or
 * breaks leaves the refusal classified by its status alone (a redirect has no body to read).
 */
async function readErrorBody(response: Response): Promise<string | undefined> {
  if (response.type === 'opaqueredirect') return undefined;
  try {
    return errorBodyMessage(await readCappedText(response, MAX_ERROR_BODY_BYTES));
  } catch {
    return undefined;
  }
}
