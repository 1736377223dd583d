import { isCountryCode } from './countries';
import {
  CUSTOM_DATE_RANGE,
  DATE_RANGES,
  DEFAULT_SEARCH_TYPE,
  MAX_PAGE,
  ALL_SEARCH_TYPES,
  IMAGE_SEARCH_TYPE,
  type SearchType,
  DEFAULT_LOCATION,
  DEFAULT_NUMBER_OF_RESULTS,
  LOCATIONS,
  MAX_QUERY_LENGTH,
  MAX_RESULTS,
  MIN_RESULTS,
  type DateRange,
  type Location,
  type SearchRequest,
} from './search-options';
import { fail, type Result } from './search-error';
import { formatNumber } from '../i18n/format-number';
import { t } from '../i18n/messages';
import { stripUnsafeCharacters } from '../text/clean-text';
import type { SearchInput } from './search-input';

export type { SearchInput } from './search-input';

/**
 * A query as it is sent: control and bidirectional characters removed (they change nothing
 * a search engine reads, can disguise what is shown, and break the address bar's XML
 * suggestions), every run of white space (newlines included) collapsed to one space, trimmed.
 */
export function normalizeQueryText(text: string): string {
  return stripUnsafeCharacters(text).replace(/\s+/gu, ' ').trim();
}

function isBlank(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Validates and normalizes a search: the result is both the request body and the
 * cache key, so equal searches normalize equally. Values equal to the spec's
 * defaults are dropped (spec rules 2 and 3), and only what was set is sent.
 */
export function normalizeRequest(input: SearchInput): Result<SearchRequest> {
  const query = normalizeQueryText(typeof input.query === 'string' ? input.query : '');
  if (query === '') return fail('invalid-request', t('errEmptyQuery'), { field: 'query' });
  if (query.length > MAX_QUERY_LENGTH) {
    return fail('invalid-request', t('errQueryTooLong', formatNumber(query.length), formatNumber(MAX_QUERY_LENGTH)), {
      field: 'query',
    });
  }
  const request: SearchRequest = { query };

  if (!isBlank(input.type)) {
    const type = String(input.type).trim().toLowerCase();
    if (!(ALL_SEARCH_TYPES as readonly string[]).includes(type)) {
      return fail('invalid-request', t('errBadSearchType', String(input.type)), { field: 'type' });
    }
    if (type !== DEFAULT_SEARCH_TYPE) request.type = type as Exclude<SearchType, 'web'>;
  }

  if (!isBlank(input.location)) {
    const location = String(input.location).trim().toUpperCase();
    if (!(LOCATIONS as readonly string[]).includes(location)) {
      return fail('invalid-request', t('errBadLocation', String(input.location)), { field: 'location' });
    }
    if (location !== DEFAULT_LOCATION) request.location = location as Location;
  }

  if (!isBlank(input.country)) {
    const country = String(input.country).trim().toUpperCase();
    if (!/^[A-Z]{2}$/u.test(country) || !isCountryCode(country)) {
      return fail('invalid-request', t('errBadCountry', String(input.country)), { field: 'country' });
    }
    request.country = country;
  }
  // Search by image sends the image's address and the country it is asked from, nothing else.
  if (request.type === IMAGE_SEARCH_TYPE) return { ok: true, value: request };

  if (!isBlank(input.numberOfResults)) {
    const raw = input.numberOfResults;
    const count = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (!Number.isInteger(count) || count < MIN_RESULTS || count > MAX_RESULTS) {
      return fail('invalid-request', t('errBadNumber', MIN_RESULTS, MAX_RESULTS), { field: 'numberOfResults' });
    }
    if (count !== DEFAULT_NUMBER_OF_RESULTS) request.numberOfResults = count;
  }

  const dateRange = isBlank(input.dateRange) ? '' : String(input.dateRange).trim().toUpperCase();
  // Two days of one's own: asked for by name, or by the days alone (a stored request has no name
  // for it). Here only their form is checked; readCustomRange checks the days before any request.
  if (dateRange === CUSTOM_DATE_RANGE || (dateRange === '' && (input.dateFrom || input.dateTo))) {
    for (const field of ['dateFrom', 'dateTo'] as const) {
      const day = String(input[field] ?? '').trim();
      if (!/^\d{4}-\d{2}-\d{2}$/u.test(day)) return fail('invalid-request', t('errBadDay'), { field });
      request[field] = day;
    }
  } else if (dateRange !== '') {
    // A preset wins over days left in a form: only a custom range sends them.
    if (!(DATE_RANGES as readonly string[]).includes(dateRange)) {
      return fail('invalid-request', t('errBadDateRange', String(input.dateRange)), { field: 'dateRange' });
    }
    request.dateRange = dateRange as DateRange;
  }
  if (input.newestFirst) request.newestFirst = true;
  if (input.exactSpelling) request.exactSpelling = true;

  if (!isBlank(input.page)) {
    const raw = input.page;
    const page = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) {
      return fail('invalid-request', t('errBadPage', formatNumber(MAX_PAGE)), { field: 'page' });
    }
    if (page > 1) request.page = page;
  }

  return { ok: true, value: request };
}

/**
 * A stable string for a normalized request: keys in a fixed order. A web search's first page
 * keeps the key it had before search types and pages existed, and a search without a custom
 * range, newest first or exact spelling the key it had before those (stored cache and history
 * stay valid).
 */
export function requestKey(request: SearchRequest): string {
  const { dateFrom: from, dateTo: to, newestFirst: newest, exactSpelling: exact } = request;
  const key: unknown[] = [request.query, request.location, request.country, request.numberOfResults, request.dateRange];
  if (request.type !== undefined || request.page !== undefined) key.push(request.type ?? 'web', request.page ?? 1);
  // The live service's own options come last, as an object, and only when set: every earlier key stays as it was.
  if (from || newest || exact) key.push({ from, to, newest, exact });
  return JSON.stringify(key);
}

/** The same search's next page (the request as normalized, its page one further). */
export function nextPage(request: SearchRequest): SearchRequest {
  return { ...request, page: (request.page ?? 1) + 1 };
}

/** The search without its page: what a page of results belongs to. */
export function firstPage(request: SearchRequest): SearchRequest {
  const { page: _page, ...first } = request;
  return first;
}

export interface SelectionQuery {
  query: string;
  /** Set when the selection was longer than the cap and was cut. */
  truncatedFrom?: number;
}

/**
 * Turns selected page text into a query: one line, trimmed, and cut to the cap
 * (on a code-point boundary) rather than rejected — the UI then says it was cut.
 */
export function queryFromSelection(text: string): SelectionQuery {
  const oneLine = normalizeQueryText(text);
  if (oneLine.length <= MAX_QUERY_LENGTH) return { query: oneLine };
  const codePoints = Array.from(oneLine);
  let cut = '';
  for (const codePoint of codePoints) {
    if (cut.length + codePoint.length > MAX_QUERY_LENGTH) break;
    cut += codePoint;
  }
  return { query: cut.trimEnd(), truncatedFrom: oneLine.length };
}
