import type { SearchRequest } from './search-options';
import type { Result, SearchError } from './search-error';
import { t } from '../i18n/messages';

/*
 * A custom date range (DESIGN §4 Requests): two days of the person's calendar, as a date field
 * gives them (`YYYY-MM-DD`), sent to the live service as Google's `tbs` custom range
 * (`cdr:1,cd_min:MM/DD/YYYY,cd_max:MM/DD/YYYY`). normalizeRequest checks only that both days are
 * written so (it runs in every page, whose start-up budget is full); the days themselves are
 * checked here — by the form's date fields as they are typed, and by the background before a
 * request leaves — so an impossible range is never sent.
 */

/** The day `now` falls on in the person's time zone, as `YYYY-MM-DD` (what a date field's max takes). */
export function localDay(now: Date): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Whether the text is a real calendar day written `YYYY-MM-DD` (no 31 April, no 29 February 2025). */
export function isIsoDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(text)) return false;
  const date = new Date(`${text}T00:00Z`);
  // An impossible day rolls over into the next month: its ISO form is another day.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

export interface CustomRange {
  dateFrom: string;
  dateTo: string;
}

/**
 * The two days of a custom range, checked: both given, each a real day, neither after `today`
 * (`YYYY-MM-DD`, the person's own day), and From on or before To. A failure names the field to
 * fix, so the form can mark and focus it.
 */
export function readCustomRange(from: unknown, to: unknown, today: string): Result<CustomRange> {
  const dateFrom = typeof from === 'string' ? from.trim() : '';
  const dateTo = typeof to === 'string' ? to.trim() : '';
  // Built here rather than with search-error's fail(): pages load this module only with the
  // options' fields, and sharing that import would move code between their start-up chunks.
  const wrong = (field: 'dateFrom' | 'dateTo', message: string): Result<CustomRange> => ({
    ok: false,
    error: { kind: 'invalid-request', message, field } satisfies SearchError,
  });
  for (const [field, day] of [
    ['dateFrom', dateFrom],
    ['dateTo', dateTo],
  ] as const) {
    if (day === '') return wrong(field, t(field === 'dateFrom' ? 'errNoDateFrom' : 'errNoDateTo'));
    if (!isIsoDay(day)) return wrong(field, t('errBadDay'));
    // ISO days compare as text.
    if (day > today) return wrong(field, t('errFutureDay', day));
  }
  if (dateFrom > dateTo) return wrong('dateFrom', t('errRangeReversed', dateFrom, dateTo));
  return { ok: true, value: { dateFrom, dateTo } };
}

/** A normalized request whose custom range (if it has one) holds on `now`'s day; else why not. */
export function checkCustomRange(request: Result<SearchRequest>, now: Date): Result<SearchRequest> {
  if (!request.ok || request.value.dateFrom === undefined) return request;
  const range = readCustomRange(request.value.dateFrom, request.value.dateTo, localDay(now));
  return range.ok ? request : range;
}
