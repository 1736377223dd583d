/**
 * The few things the search client needs from HTTP beyond `fetch`: a timeout per attempt that
 * covers the whole attempt (the answer's body included), a non-2xx answer as an error that
 * carries it, and a wait that ends early when the search is cancelled. It stands beside ky
 * (1.14) and does what ky's options do not: ky's `timeout` ends when the headers arrive (its
 * timer is cleared once fetch resolves), so a body that stalls would need this timer anyway;
 * ky announces a retry (`beforeRetry`) only after its wait; and the retry rules of
 * retry-policy.ts would switch off most of ky's own (docs/architecture.md, "Our own modules
 * beside the field's libraries"). Its tests carry ky's timeout and retry cases as a checklist
 * (search-client-timeouts.test.ts, search-client-ky-cases.test.ts).
 */

/** A response the service sent with a status outside 2xx (a redirect kept as itself included). */
export class HttpStatusError extends Error {
  constructor(
    readonly response: Response,
    /** The service's own reason, read from the body within the attempt (see errorBodyMessage). */
    readonly bodyMessage?: string,
  ) {
    super(`HTTP ${response.status}`);
    this.name = 'HttpStatusError';
  }
}

/** An attempt that got no answer within its time. */
export function timeoutError(): DOMException {
  return new DOMException('The request took too long', 'TimeoutError');
}

/**
 * One `fetch` and the reading of its answer (`read`), given up together after `timeoutMs` (a
 * TimeoutError) or when `signal` aborts (its reason). ky's rule: the timeout bounds the body
 * too, so an answer whose headers came and whose body stalls ends as a timeout; the request
 * is aborted then, which lets the connection go. Once `read` has settled nothing is left
 * running: no timer, no listener.
 */
export async function fetchAttempt<T>(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const attempt = new AbortController();
  const timer = setTimeout(() => attempt.abort(timeoutError()), timeoutMs);
  const onAbort = () => attempt.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: attempt.signal });
    // A stalled body read ends when the attempt is aborted, whatever error the stream gives.
    return await untilAborted(read(response), attempt.signal);
  } catch (error) {
    // fetch and the body reject with the abort's reason; anything else is the network's own error.
    throw attempt.signal.aborted ? (attempt.signal.reason as unknown) : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/** `work`, or the signal's reason as soon as it aborts (a body reader does not always notice). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Waits `ms`, or rejects with the signal's reason as soon as it aborts. */
export function waitFor(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Exponential backoff with full jitter: a random wait up to base·2ⁿ⁻¹, never above the cap. */
export function backoffMs(retry: number, baseMs: number, capMs: number, random = Math.random): number {
  return random() * Math.min(capMs, baseMs * 2 ** (retry - 1));
}
