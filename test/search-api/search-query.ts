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
  /** A custom range of days (the live service's `tbs` `cdr:1,…`): dated items within it only. */
  window?: { fromMs?: number; toMs?: number };
  /** Newest first (the live service's `tbs` `sbd:1`): dated items by date before relevance. */
  newestFirst?: boolean;
  /** The live service's date filter for the same window: recordings are matched on it. */
  tbs?: string;
}

const TBS_FOR_RANGE: Readonly<Partial<Record<DateRange, string>>> = {
  PAST_HOUR: 'qdr:h',
  PAST_24_HOURS: 'qdr:d',
  PAST_WEEK: 'qdr:w',
  PAST_MONTH: 'qdr:m',
  PAST_YEAR: 'qdr:y',
};

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
