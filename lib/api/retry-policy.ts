/**
 * Which failed attempts are sent again (where ky's `retry` options would be: see
 * http-attempts.ts for why they are our own). A POST the service may already have processed —
 * and billed — is never repeated behind the person's back (issue: no surprise charges):
 * only a 429 (refused before any work) and a 503 that says when to come back (its
 * `Retry-After`: the service itself is not taking work). A 503 that names no time may come
 * from a gateway after the search reached the service, like a 500/502/504, a timeout or a
 * dropped connection (and the Fetch API gives the same TypeError for "connection refused" as
 * for "dropped after the request was sent"): those are shown with a Retry button instead.
 */
export const RETRY_STATUSES: readonly number[] = [429, 503];

// The headers a server may name its wait in, in the order common clients (ky) read them.
const WAIT_HEADERS = [
  'Retry-After',
  'RateLimit-Reset',
  'X-RateLimit-Retry-After',
  'X-RateLimit-Reset',
  'X-Rate-Limit-Reset',
];
// Numbers this large are epoch times, not delays.
const EPOCH_THRESHOLD_MS = Date.parse('2024-01-01');

/** Parses Retry-After (delta seconds or an HTTP date) into milliseconds from now; negative when in the past. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) {
    const ms = seconds * 1000;
    return ms >= EPOCH_THRESHOLD_MS ? ms - now : ms;
  }
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : date - now;
}

/** The wait the server asked for: what is announced is what the client waits. */
export function serverWaitMs(headers: Headers, now = Date.now()): number | undefined {
  for (const name of WAIT_HEADERS) {
    const value = headers.get(name);
    if (value) return retryAfterMs(value, now);
  }
  return undefined;
}

export interface PlannedRetry {
  /** The server's wait, when it named one in the future; otherwise our own backoff applies. */
  waitMs?: number;
}

/**
 * Whether an answer with this status is tried again, and after what wait. A server wait
 * longer than `maxWaitMs` is not waited for (the person is told when to try); one in the
 * past (a stale reset time) falls back to our backoff, so it can never spin. A 503 is tried
 * again only when its Retry-After says when.
 */
export function plannedRetry(status: number, headers: Headers, maxWaitMs: number): PlannedRetry | undefined {
  if (!RETRY_STATUSES.includes(status)) return undefined;
  if (status === 503 && retryAfterMs(headers.get('Retry-After')) === undefined) return undefined;
  const wait = serverWaitMs(headers);
  if (wait !== undefined && wait > maxWaitMs) return undefined;
  return wait !== undefined && wait > 0 ? { waitMs: wait } : {};
}

/**
 * Whether a retry after `waitMs` still fits before the search's deadline with a whole attempt
 * of its own. A retry the deadline would cut off is sent and then abandoned: the service may
 * run and bill it while the person is shown only a timeout.
 */
export function retryFits(elapsedMs: number, waitMs: number, attemptTimeoutMs: number, deadlineMs: number): boolean {
  return elapsedMs + waitMs + attemptTimeoutMs <= deadlineMs;
}
