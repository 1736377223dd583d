import {
  DEFAULT_LOCATION,
  DEFAULT_NUMBER_OF_RESULTS,
  LOCATIONS,
  DATE_RANGES,
  MAX_NUMBER_OF_RESULTS,
  isDateRange,
  isLocation,
} from './enums';
import { isResultType, RESULT_TYPES, type SearchType } from './search-types';
import type { SearchParameters } from './types';

export type RequestParseResult = { ok: true; parameters: SearchParameters } | { ok: false; message: string };

/** Trims and collapses internal whitespace: the "normalized query" the spec echoes (rule 5). */
export function normalizeQuery(query: string): string {
  return query.trim().replace(/\s+/g, ' ');
}

/**
 * Validates a raw SearchRequest body and returns the normalized parameters the response
 * echoes. Unknown extra fields are ignored; `null` location/dateRange/resultType/page mean
 * "use the default" (UK, none, web search, page 1).
 */
export function parseSearchRequest(rawBody: string): RequestParseResult {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return { ok: false, message: 'Request body must be valid JSON' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'Request body must be a JSON object' };
  }
  const fields = body as Record<string, unknown>;

  if (typeof fields.query !== 'string') {
    return { ok: false, message: 'query is required and must be a string' };
  }
  const query = normalizeQuery(fields.query);
  if (query === '') return { ok: false, message: 'query must not be empty' };

  const location = fields.location ?? DEFAULT_LOCATION;
  if (!isLocation(location)) {
    return { ok: false, message: `location must be one of ${LOCATIONS.join(', ')}` };
  }

  const dateRange = fields.dateRange ?? undefined;
  if (dateRange !== undefined && !isDateRange(dateRange)) {
    return { ok: false, message: `dateRange must be one of ${DATE_RANGES.join(', ')}` };
  }

  const numberOfResults = fields.numberOfResults === undefined ? DEFAULT_NUMBER_OF_RESULTS : fields.numberOfResults;
  if (
    typeof numberOfResults !== 'number' ||
    !Number.isInteger(numberOfResults) ||
    numberOfResults < 1 ||
    numberOfResults > MAX_NUMBER_OF_RESULTS
  ) {
    return { ok: false, message: `numberOfResults must be an integer from 1 to ${MAX_NUMBER_OF_RESULTS}` };
  }

  const country = fields.country;
  if (country !== undefined && (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country))) {
    return { ok: false, message: 'country must be an ISO 3166-1 alpha-2 code such as "GB"' };
  }

  const type = parseResultType(fields.resultType);
  if (typeof type === 'object') return type;

  const page = fields.page ?? 1;
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 1) {
    return { ok: false, message: `page must be a whole number from 1 (the first page) upward, got ${shown(page)}` };
  }

  const parameters: SearchParameters = { query, type, engine: 'local-corpus', location, numberOfResults };
  if (country !== undefined) parameters.country = country.toUpperCase();
  if (dateRange !== undefined) parameters.dateRange = dateRange;
  // The first page is the default; only another page is echoed (as the live service does).
  if (page !== 1) parameters.page = page;
  return { ok: true, parameters };
}

/**
 * The spec names `resultType` without its values; the live service's type names are used
 * (DESIGN §4). Absent or null is web search.
 */
function parseResultType(value: unknown): SearchType | { ok: false; message: string } {
  if (value === undefined || value === null) return 'search';
  if (isResultType(value)) return value;
  const names = `${RESULT_TYPES.slice(0, -1).join(', ')} or ${RESULT_TYPES[RESULT_TYPES.length - 1]}`;
  return { ok: false, message: `Unknown resultType “${shown(value)}”: use ${names} (or none for web)` };
}

/** A value as a person would recognise it in an error message. */
function shown(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
