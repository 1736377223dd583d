import { SERPER_PATHS } from './result-types';
import {
  DEFAULT_LOCATION,
  IMAGE_SEARCH_TYPE,
  type DateRange,
  type Location,
  type SearchRequest,
} from './search-options';

/**
 * The two ways of asking the service (DESIGN §4 Requests): the documented Web Search API
 * (`POST {base}/v1/search`, header `X-API-Key`, the spec's fields) and the live
 * Serper-compatible service (`POST {base}/{search|news|images|…}`, header `X-API-KEY`, its
 * own field names). One tolerant parser reads what either answers.
 */
export const API_DIALECTS = ['spec', 'serper'] as const;
export type ApiDialect = (typeof API_DIALECTS)[number];
export const DEFAULT_DIALECT: ApiDialect = 'spec';

/** The live service's public address, filled in when a person chooses the Serper-compatible dialect. */
export const SERPER_BASE_URL = 'https://google.serper.dev';

/**
 * The live service's reader (`POST {reader}` with `{url}`; answers the page's text and
 * markdown), filled in beside the search address when a person chooses that service.
 */
export const SERPER_READER_URL = 'https://scrape.serper.dev';

/** The live service's path for each search type (the search types' table holds them). */
export { SERPER_PATHS };

/**
 * The spec's locations as the live service takes them: `gl`, the country whose results are
 * wanted (two lowercase letters), and `location`, Google's canonical place name, for the
 * places narrower than a country. The spec's country-wide locations send `gl` only.
 */
export const SERPER_LOCATIONS: Readonly<Record<Location, { gl: string; location?: string }>> = {
  UK: { gl: 'gb' },
  USA: { gl: 'us' },
  MEXICO: { gl: 'mx' },
  JAPAN: { gl: 'jp' },
  CALIFORNIA_USA: { gl: 'us', location: 'California, United States' },
  SFO_USA: { gl: 'us', location: 'San Francisco, California, United States' },
  NY_USA: { gl: 'us', location: 'New York, New York, United States' },
  MUMBAI_INDIA: { gl: 'in', location: 'Mumbai, Maharashtra, India' },
  LONDON_UK: { gl: 'gb', location: 'London, England, United Kingdom' },
  PARIS_FRANCE: { gl: 'fr', location: 'Paris, Paris, Ile-de-France, France' },
  DUBAI: { gl: 'ae', location: 'Dubai, Dubai, United Arab Emirates' },
  BANGKOK: { gl: 'th', location: 'Bangkok, Bangkok, Thailand' },
  SOHO_NYC_USA: { gl: 'us', location: 'SoHo, New York, New York, United States' },
};

/** The spec's date ranges as Google's `tbs` time filter (`qdr:` = query date range); "any time" sends none. */
export const SERPER_DATE_RANGES: Readonly<Record<DateRange, string | undefined>> = {
  ANYTIME: undefined,
  PAST_HOUR: 'qdr:h',
  PAST_24_HOURS: 'qdr:d',
  PAST_WEEK: 'qdr:w',
  PAST_MONTH: 'qdr:m',
  PAST_YEAR: 'qdr:y',
};

/** A request as it goes on the wire: where, with which key header, and the JSON body. */
export interface WireRequest {
  url: string;
  keyHeader: 'X-API-Key' | 'X-API-KEY';
  body: Record<string, string | number | boolean>;
}

/**
 * The request as the service can take it: the live service's own options (a custom range,
 * newest first, exact spelling) are dropped for the documented API, which has none of them
 * (DESIGN §4), so neither its cache key nor its history names what was never sent.
 */
export function requestForService(dialect: ApiDialect, request: SearchRequest): SearchRequest {
  if (dialect !== 'spec') return request;
  const { dateFrom: _from, dateTo: _to, newestFirst: _newest, exactSpelling: _exact, ...spec } = request;
  return spec;
}

/** `2024-01-31` as the live service's `tbs` writes a day: `01/31/2024`. */
export function serperDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${month}/${day}/${year}`;
}

/**
 * The live service's `tbs`: the date range (a preset's `qdr:`, or a custom range's
 * `cdr:1,cd_min:MM/DD/YYYY,cd_max:MM/DD/YYYY`), then `sbd:1` for newest first — the order
 * Google's own result pages write them in (`qdr:d,sbd:1`).
 */
export function serperTbs(request: SearchRequest): string | undefined {
  const parts: string[] = [];
  if (request.dateFrom !== undefined && request.dateTo !== undefined) {
    parts.push(`cdr:1,cd_min:${serperDay(request.dateFrom)},cd_max:${serperDay(request.dateTo)}`);
  } else {
    const range = request.dateRange && SERPER_DATE_RANGES[request.dateRange];
    if (range) parts.push(range);
  }
  if (request.newestFirst) parts.push('sbd:1');
  return parts.length > 0 ? parts.join(',') : undefined;
}

function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/u, '')}/${path}`;
}

/**
 * A normalized request in a dialect. Only what the person set is sent, and the spec's
 * defaults then apply — except that the live service's default place is not the spec's: with
 * no location it searches from the United States, so the spec's default location (UK, which a
 * normalized request leaves out) is sent as `gl: gb`. An explicit country decides `gl` over a
 * location's country, and the location's place name still narrows the search; `hl` (the
 * interface language) is not sent: no option of ours stands for it. Exact spelling is the
 * live service's `autocorrect: false` (its default is true, so nothing is sent otherwise).
 */
export function wireRequest(dialect: ApiDialect, baseUrl: string, request: SearchRequest): WireRequest {
  if (dialect === 'spec') {
    const { type, ...fields } = requestForService(dialect, request);
    return {
      url: endpoint(baseUrl, 'v1/search'),
      keyHeader: 'X-API-Key',
      body: { ...fields, ...(type !== undefined && { resultType: type }) },
    };
  }
  const place = SERPER_LOCATIONS[request.location ?? DEFAULT_LOCATION];
  const gl = request.country?.toLowerCase() ?? place.gl;
  // Search by image: the image's address and the country only (`hl`, as for every search, is not sent).
  if (request.type === IMAGE_SEARCH_TYPE) {
    return { url: endpoint(baseUrl, SERPER_PATHS.lens), keyHeader: 'X-API-KEY', body: { url: request.query, gl } };
  }
  const tbs = serperTbs(request);
  return {
    url: endpoint(baseUrl, SERPER_PATHS[request.type ?? 'web']),
    keyHeader: 'X-API-KEY',
    body: {
      q: request.query,
      gl,
      ...(place.location !== undefined && { location: place.location }),
      ...(request.numberOfResults !== undefined && { num: request.numberOfResults }),
      ...(tbs !== undefined && { tbs }),
      ...(request.page !== undefined && { page: request.page }),
      ...(request.exactSpelling && { autocorrect: false }),
    },
  };
}

/** The live service's balance endpoint (`GET {base}/account`, header `X-API-KEY`; bills nothing). */
export function accountEndpoint(baseUrl: string): string {
  return endpoint(baseUrl, 'account');
}

/** The live service's suggestions (`POST {base}/autocomplete` with `{q}`, header `X-API-KEY`; 1 credit a call). */
export function autocompleteEndpoint(baseUrl: string): string {
  return endpoint(baseUrl, 'autocomplete');
}
