import { DEFAULT_NUMBER_OF_RESULTS, MAX_NUMBER_OF_RESULTS } from './enums';
import { normalizeQuery } from './request-validation';
import type { SearchQuery } from './search-query';
import { isTbs, parseTbs } from './tbs';
import type { SearchType } from './search-types';

/**
 * A request body as the live service takes it at `POST /{type}`: `{ q, gl?, hl?, location?,
 * num?, tbs?, page?, autocorrect? }`. Unknown fields are ignored, as there.
 */
export interface LiveRequest {
  q: string;
  /** Lower-case ISO 3166-1 alpha-2 country. */
  gl?: string;
  hl?: string;
  /** Free text ("London, England, United Kingdom"). */
  location?: string;
  num: number;
  /** `qdr:h|d|w|m|y` (optionally with a count: `qdr:d3`) or `cdr:1,cd_min:…,cd_max:…`, then optionally `sbd:1` (tbs.ts). */
  tbs?: string;
  page?: number;
  autocorrect?: boolean;
}

export type LiveParseResult = { ok: true; request: LiveRequest; query: SearchQuery } | { ok: false; message: string };

const MAX_LOCATION_LENGTH = 200;

const isWhole = (value: unknown, min: number, max = Infinity): boolean =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

/** The optional fields: how each is checked, and what it must be (for the 400's reason). */
const RULES: ReadonlyArray<readonly [keyof LiveRequest, (value: unknown) => boolean, string]> = [
  ['gl', (v) => typeof v === 'string' && /^[a-z]{2}$/u.test(v), 'a lower-case two-letter country code such as "gb"'],
  [
    'hl',
    (v) => typeof v === 'string' && /^[a-z]{2,3}(-[a-z]{2,4})?$/iu.test(v),
    'a language code such as "en" or "pt-br"',
  ],
  [
    'location',
    (v) => typeof v === 'string' && v.trim() !== '' && v.length <= MAX_LOCATION_LENGTH,
    'a place name such as "London, England, United Kingdom"',
  ],
  ['num', (v) => isWhole(v, 1, MAX_NUMBER_OF_RESULTS), `a whole number from 1 to ${MAX_NUMBER_OF_RESULTS}`],
  [
    'tbs',
    (v) => typeof v === 'string' && isTbs(v),
    'a time filter: qdr:h, qdr:d, qdr:w, qdr:m or qdr:y (optionally with a count, as qdr:d3), or cdr:1,cd_min:M/D/YYYY,cd_max:M/D/YYYY, then optionally sbd:1',
  ],
  ['page', (v) => isWhole(v, 1), 'a whole number from 1 (the first page) upward'],
  ['autocorrect', (v) => typeof v === 'boolean', 'true or false'],
];

/** Validates a live-dialect body, returning what to echo and what to search for. */
export function parseLiveRequest(rawBody: string, type: SearchType): LiveParseResult {
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
  const q = typeof fields.q === 'string' ? normalizeQuery(fields.q) : '';
  if (q === '') return { ok: false, message: 'q is required: the search query, as non-empty text' };

  for (const [field, valid, expected] of RULES) {
    const value = fields[field];
    if (value !== undefined && !valid(value)) {
      return { ok: false, message: `${field} must be ${expected}, got ${JSON.stringify(value)}` };
    }
  }
  const optional: Partial<LiveRequest> = Object.fromEntries(
    RULES.flatMap(([field]) => (fields[field] === undefined ? [] : [[field, fields[field]]])),
  );
  const request: LiveRequest = { q, num: DEFAULT_NUMBER_OF_RESULTS, ...optional };
  if (request.location !== undefined) request.location = request.location.trim();

  const query: SearchQuery = { type, query: q, numberOfResults: request.num, page: request.page ?? 1 };
  if (request.tbs !== undefined) {
    query.tbs = request.tbs;
    Object.assign(query, parseTbs(request.tbs));
  }
  return { ok: true, request, query };
}

/** The live service's echo: `{ q, gl?, hl?, autocorrect?, type, num, page?, tbs?, location?, engine }`. */
export function liveEcho(request: LiveRequest, type: SearchType): Record<string, unknown> {
  return {
    q: request.q,
    ...(request.gl !== undefined && { gl: request.gl }),
    ...(request.hl !== undefined && { hl: request.hl }),
    ...(request.autocorrect !== undefined && { autocorrect: request.autocorrect }),
    type,
    num: request.num,
    ...(request.page !== undefined && { page: request.page }),
    ...(request.tbs !== undefined && { tbs: request.tbs }),
    ...(request.location !== undefined && { location: request.location }),
    engine: 'google',
  };
}
