import type { RetryNotice } from '../api/search-client';

// One formatter each, built once, in the user's locale (undefined = the browser's).
const dateFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const numberFormat = new Intl.NumberFormat(undefined);

/** A result date such as "12 Mar 2025" (locale-dependent), or undefined when it does not parse. */
export function formatDate(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? undefined : dateFormat.format(time);
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "2 credits", "1 credit", "1,500 credits". */
export function formatCredits(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'credit' : 'credits'}`;
}

const RETRY_REASONS: Record<RetryNotice['reason'], string> = {
  'rate-limited': 'Rate limited',
  server: 'Server error',
  offline: 'Connection problem',
};

/** What a retry in progress looks like to a person: "Rate limited — retrying in 2 s (attempt 2)". */
export function retryText(retry: RetryNotice): string {
  // Waits under half a second are not worth announcing as a countdown.
  const wait = retry.waitMs !== undefined && retry.waitMs >= 500 ? ` in ${Math.round(retry.waitMs / 1000)} s` : '';
  return `${RETRY_REASONS[retry.reason]} — retrying${wait} (attempt ${retry.attempt})`;
}
