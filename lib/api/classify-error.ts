import { formatNumber } from '../i18n/format-number';
import { t } from '../i18n/messages';
import { saysOutOfCredits } from './error-body';
import { serverWaitMs } from './retry-policy';
import type { SearchError } from './search-error';

/** What is known about a failed answer when it is classified. */
export interface FailedAnswer {
  status: number;
  /** 'opaqueredirect' when the API answered with a redirect that was not followed. */
  type: ResponseType;
  headers: Headers;
  /** The service's own message from the error body, cleaned (see errorBodyMessage). */
  message?: string;
  /** How many times the search was sent. */
  attempts: number;
  /** The origin the search went to, for a redirect's message. */
  origin: string;
}

/**
 * An HTTP answer that is not a success, as the kind the UI acts on. The live service
 * answers a bad key with 403 and spent credits with 400 "Not enough credits" (the spec
 * says 401 and 402): both read as what they mean — only the service's own out-of-credits
 * answers do, not any refusal that mentions credits. Other 400s carry the service's reason.
 * A 503 that says when to come back is a wait; one that does not is a server error like a 500.
 */
export function httpError(answer: FailedAnswer): SearchError {
  const { status, message } = answer;
  if (answer.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
    // Following it would send the key to wherever it points: the fix is in the settings.
    return { kind: 'not-configured', field: 'apiBaseUrl', message: t('errRedirect', answer.origin) };
  }
  if (status === 402 || ((status === 400 || status === 403) && saysOutOfCredits(message))) {
    return { kind: 'insufficient-credits', status, message: t('errInsufficientCredits') };
  }
  if (status === 401 || status === 403) return { kind: 'unauthorized', status, message: t('errUnauthorized') };
  if (status === 429 || (status === 503 && answer.headers.has('Retry-After'))) return waitError(answer);
  if (status === 400 || status === 422) {
    return { kind: 'invalid-request', status, message: message ? t('errRefused', message) : t('errInvalidRequest') };
  }
  if (status >= 500) {
    return {
      kind: 'server',
      status,
      message:
        answer.attempts > 1 ? t('errServerRepeated', status, answer.attempts) : t('errServerNotRepeated', status),
    };
  }
  return { kind: 'server', status, message: t('errServerUnexpected', status) };
}

/** 429 and 503: the service asked to wait; say how long when it said. */
function waitError({ status, headers, attempts }: FailedAnswer): SearchError {
  const raw = serverWaitMs(headers);
  const wait = raw !== undefined && raw > 0 ? raw : undefined;
  const when = wait === undefined ? t('whenInAMoment') : t('whenIn', formatWait(wait));
  const extra = wait !== undefined ? { retryAfterMs: wait } : {};
  if (status === 429) return { kind: 'rate-limited', status, message: t('errRateLimited', when), ...extra };
  const message = wait === undefined ? t('errServerRepeated', status, attempts) : t('errUnavailable', when);
  return { kind: 'server', status, message, ...extra };
}

/** "40 s", "3 min", "2 h" */
function formatWait(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  // The unit symbols are international (SI, and "min"/"h" read the same in German).
  if (seconds < 90) return `${formatNumber(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${formatNumber(minutes)} min`;
  return `${formatNumber(Math.round(minutes / 60))} h`;
}
