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

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
const shortDayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });

/**
 * How long ago something happened, as a person says it: "just now", "3 minutes ago",
 * "yesterday"; beyond a week a short date ("3 Mar") reads better than "23 days ago".
 */
export function formatRelativeTime(at: number, now: number): string {
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relativeFormat.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relativeFormat.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relativeFormat.format(-Math.floor(elapsed / DAY), 'day');
  return shortDayFormat.format(at);
}

// Day keys are calendar dates, not instants: format them at UTC noon so no zone shifts the day.
const dayKeyFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A ledger day key ("2026-03-03") as a short date such as "3 Mar" (locale-dependent). */
export function formatDayKey(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dayKeyFormat.format(Date.UTC(year, month - 1, date, 12));
}
