/**
 * The few things the search client needs from HTTP beyond `fetch`: a timeout per attempt, a
 * non-2xx answer as an error that carries it, and a wait that ends early when the search is
 * cancelled. Our own rather than a client library's because the background has a byte budget
 * (DESIGN §6) and these are a page of code.
 */

/** A response the service sent with a status outside 2xx (a redirect kept as itself included). */
export class HttpStatusError extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
    this.name = 'HttpStatusError';
  }
}

/** An attempt that got no answer within its time. */
export function timeoutError(): DOMException {
  return new DOMException('The request took too long', 'TimeoutError');
}

/**
 * One `fetch`, given up after `timeoutMs` (a TimeoutError) or when `signal` aborts (its reason);
 * a status outside 2xx is thrown as an HttpStatusError, after `onResponse` has seen it.
 */
export async function fetchAttempt(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const attempt = new AbortController();
  const timer = setTimeout(() => attempt.abort(timeoutError()), timeoutMs);
  const onAbort = () => attempt.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    return await fetch(url, { ...init, signal: attempt.signal });
  } catch (error) {
    // fetch rejects with the abort's reason; anything else is the network's own error.
    throw attempt.signal.aborted ? (attempt.signal.reason as unknown) : error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
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
