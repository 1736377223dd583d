/**
 * The closed set of ways a search can fail (DESIGN §1). Errors cross message
 * boundaries as plain data, so they are values, not Error subclasses.
 */
export const SEARCH_ERROR_KINDS = [
  'unauthorized',
  'insufficient-credits',
  'rate-limited',
  'server',
  'timeout',
  'offline',
  'invalid-response',
  'invalid-request',
  'not-configured',
  'permission-denied',
  'cancelled',
  // Held back by the person's daily budget: nothing was sent (DESIGN §4 Credits).
  'over-budget',
] as const;
export type SearchErrorKind = (typeof SEARCH_ERROR_KINDS)[number];

export interface SearchError {
  kind: SearchErrorKind;
  /** A sentence a person can act on. Never contains the API key. */
  message: string;
  status?: number;
  /** For `rate-limited`: how long the API asked us to wait. */
  retryAfterMs?: number;
  /** For `invalid-request`: which field was wrong. */
  field?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: SearchError };

export function searchError(
  kind: SearchErrorKind,
  message: string,
  extra: Omit<SearchError, 'kind' | 'message'> = {},
): SearchError {
  return { kind, message, ...extra };
}

export function fail(kind: SearchErrorKind, message: string, extra?: Omit<SearchError, 'kind' | 'message'>) {
  return { ok: false as const, error: searchError(kind, message, extra) };
}

/** Whether trying the same search again could succeed without the user changing anything. */
export function isRetryable(error: SearchError): boolean {
  return ['rate-limited', 'server', 'timeout', 'offline', 'invalid-response', 'cancelled'].includes(error.kind);
}

/** Whether the fix lives in the options page (key, base URL, permission). */
export function needsSettings(error: SearchError): boolean {
  return ['unauthorized', 'not-configured', 'permission-denied'].includes(error.kind);
}
