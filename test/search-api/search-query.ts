import { maxAgeFor, type DateRange } from './enums';
import type { SearchType } from './search-types';
import type { SearchParameters } from './types';

/**
 * One search as the corpus answers it, whichever dialect it came in: the spec's fields
 * (`query`, `numberOfResults`, `dateRange`, `resultType`, `page`) or the live service's
 * (`q`, `num`, `tbs`, `page`, and the type in the path).
 */
export interface SearchQuery {
  type: SearchType;
  /** Normalized (trimmed, whitespace collapsed). */
  query: string;
  numberOfResults: number;
  /** 1-based. */
  page: number;
  /** Oldest age (ms) of a dated item; undefined: no date filter. */
  maxAgeMs?: number;
  /** The live service's date filter for the same window: recordings are matched on it. */
  tbs?: string;
}

const HOUR_MS = 3_600_000;
/** Hours in one unit of the live service's `tbs=qdr:<unit><count>`. */
const TBS_UNIT_HOURS: Readonly<Record<string, number>> = { h: 1, d: 24, w: 7 * 24, m: 30 * 24, y: 365 * 24 };
const TBS_PATTERN = /^qdr:([hdwmy])(\d{0,3})$/u;

const TBS_FOR_RANGE: Readonly<Partial<Record<DateRange, string>>> = {
  PAST_HOUR: 'qdr:h',
  PAST_24_HOURS: 'qdr:d',
  PAST_WEEK: 'qdr:w',
  PAST_MONTH: 'qdr:m',
  PAST_YEAR: 'qdr:y',
};

/** The age limit of a `tbs` value such as `qdr:d` or `qdr:w2`, or undefined when it is not one. */
export function maxAgeForTbs(tbs: string): number | undefined {
  const match = TBS_PATTERN.exec(tbs);
  if (!match) return undefined;
  const count = match[2] === '' || match[2] === undefined ? 1 : Number(match[2]);
  return count * (TBS_UNIT_HOURS[match[1] ?? 'h'] ?? 1) * HOUR_MS;
}

export function isTbs(value: string): boolean {
  const match = TBS_PATTERN.exec(value);
  return match !== null && match[2] !== '0';
}

/** The search a validated spec request asks for. */
export function queryFromParameters(parameters: SearchParameters): SearchQuery {
  const query: SearchQuery = {
    type: parameters.type,
    query: parameters.query,
    numberOfResults: parameters.numberOfResults,
    page: parameters.page ?? 1,
  };
  const maxAgeMs = maxAgeFor(parameters.dateRange);
  if (maxAgeMs !== undefined) query.maxAgeMs = maxAgeMs;
  const tbs = parameters.dateRange && TBS_FOR_RANGE[parameters.dateRange];
  if (tbs) query.tbs = tbs;
  return query;
}
