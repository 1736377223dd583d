import type { RetryNotice } from '../api/search-client';
import { formatNumber } from '../i18n/format-number';
import { t, uiLocale, type MessageKey } from '../i18n/messages';
import { isDateOnly, isIsoDate } from '../text/result-date';

export { formatNumber };

// One formatter each, built on first use, in the browser's UI language.
let dateFormat: Intl.DateTimeFormat | undefined;
let dayFormat: Intl.DateTimeFormat | undefined;
let shortDayFormat: Intl.DateTimeFormat | undefined;
let dayKeyFormat: Intl.DateTimeFormat | undefined;
let relativeFormat: Intl.RelativeTimeFormat | undefined;
let timeFormat: Intl.DateTimeFormat | undefined;

/**
 * A result date for display: an ISO date in the reader's language ("12 Mar 2025",
 * "12. März 2025"), a calendar day without shifting it across time zones; a date the
 * service gave as words ("10 hours ago", "2018年11月18日") exactly as it gave it.
 */
export function formatDate(date: string | undefined): string | undefined {
  if (!date) return undefined;
  if (!isIsoDate(date)) return date;
  if (isDateOnly(date)) {
    dayFormat ??= new Intl.DateTimeFormat(uiLocale(), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return dayFormat.format(Date.parse(date));
  }
  dateFormat ??= new Intl.DateTimeFormat(uiLocale(), { day: 'numeric', month: 'short', year: 'numeric' });
  return dateFormat.format(Date.parse(date));
}

/** "4.6 ★ (1,234)": a rating as results show it. */
export function formatRating(rating: number, count: number | undefined): string {
  const stars = `${formatNumber(rating)} ★`;
  return count === undefined ? stars : `${stars} (${formatNumber(count)})`;
}

/** "2 credits", "1 credit", "1,500 credits" (in the page's language). */
export function formatCredits(count: number): string {
  return t(count === 1 ? 'creditsOne' : 'creditsMany', formatNumber(count));
}

/** "1 result", "12 results". */
export function formatResults(count: number): string {
  return t(count === 1 ? 'resultsOne' : 'resultsMany', formatNumber(count));
}

const RETRY_REASONS: Record<RetryNotice['reason'], MessageKey> = {
  'rate-limited': 'retryRateLimited',
  server: 'retryServer',
  offline: 'retryOffline',
};

/** What a retry in progress looks like to a person: "Rate limited — retrying in 2 s (attempt 2)". */
export function retryText(retry: RetryNotice): string {
  const reason = t(RETRY_REASONS[retry.reason]);
  // Waits under half a second are not worth announcing as a countdown.
  return retry.waitMs !== undefined && retry.waitMs >= 500
    ? t('retryWithWait', reason, formatNumber(Math.round(retry.waitMs / 1000)), retry.attempt)
    : t('retryNoWait', reason, retry.attempt);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago something happened, as a person says it: "just now", "3 minutes ago",
 * "yesterday"; beyond a week a short date ("3 Mar") reads better than "23 days ago".
 */
export function formatRelativeTime(at: number, now: number): string {
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return t('justNow');
  relativeFormat ??= new Intl.RelativeTimeFormat(uiLocale(), { numeric: 'auto' });
  if (elapsed < HOUR) return relativeFormat.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relativeFormat.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relativeFormat.format(-Math.floor(elapsed / DAY), 'day');
  shortDayFormat ??= new Intl.DateTimeFormat(uiLocale(), { day: 'numeric', month: 'short' });
  return shortDayFormat.format(at);
}

/** A ledger day key ("2026-03-03") as a short date such as "3 Mar" (locale-dependent). */
export function formatDayKey(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  // Day keys are calendar dates, not instants: format them at UTC noon so no zone shifts the day.
  dayKeyFormat ??= new Intl.DateTimeFormat(uiLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' });
  return dayKeyFormat.format(Date.UTC(year, month - 1, date, 12));
}

/** A time of day in the reader's locale ("14:05", "2:05 PM"): when a figure was read. */
export function formatTime(at: number): string {
  timeFormat ??= new Intl.DateTimeFormat(uiLocale(), { hour: 'numeric', minute: '2-digit' });
  return timeFormat.format(at);
}
