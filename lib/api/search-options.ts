import { t } from '../i18n/messages';

/** Enumerations and limits of the Web Search API request (spec: SearchRequest). */
export const LOCATIONS = [
  'UK',
  'USA',
  'MEXICO',
  'JAPAN',
  'CALIFORNIA_USA',
  'SFO_USA',
  'NY_USA',
  'MUMBAI_INDIA',
  'LONDON_UK',
  'PARIS_FRANCE',
  'DUBAI',
  'BANGKOK',
  'SOHO_NYC_USA',
] as const;
export type Location = (typeof LOCATIONS)[number];

export const DATE_RANGES = ['ANYTIME', 'PAST_YEAR', 'PAST_MONTH', 'PAST_WEEK', 'PAST_24_HOURS', 'PAST_HOUR'] as const;
export type DateRange = (typeof DATE_RANGES)[number];

/**
 * The kinds of search the service offers, by the live service's names. The spec selects one
 * with `resultType` (its values undocumented: we send these names) and web search with none;
 * the live Serper-compatible service by path (`/search`, `/news`, …).
 */
export const SEARCH_TYPES = ['web', 'news', 'images', 'videos', 'places', 'shopping', 'scholar', 'patents'] as const;
/** The types searched with text: the Search type tabs, the defaults, the presets, the address bar. */
export type TextSearchType = (typeof SEARCH_TYPES)[number];
/**
 * Search by image (issue 41): the live service's `POST /lens`, asked with an image's public
 * address, from the image's right-click menu only — never a tab, a default or a preset.
 */
export const IMAGE_SEARCH_TYPE = 'lens';
/** Every type a request may carry: the text types and search by image. */
export const ALL_SEARCH_TYPES = [...SEARCH_TYPES, IMAGE_SEARCH_TYPE] as const;
export type SearchType = (typeof ALL_SEARCH_TYPES)[number];
export const DEFAULT_SEARCH_TYPE: TextSearchType = 'web';

/** The Date range choice that asks for two days of one's own (a form's value; the request holds the days). */
export const CUSTOM_DATE_RANGE = 'CUSTOM';

/** The pages a search may go to (`page`; the spec names no paging field, the live service's is `page`). */
export const MAX_PAGE = 100;

/** Spec defaults (behaviour rules 2 and 3). */
export const DEFAULT_LOCATION: Location = 'UK';
export const DEFAULT_NUMBER_OF_RESULTS = 10;
export const MIN_RESULTS = 1;
export const MAX_RESULTS = 100;
/** The API states no bound on the query; DESIGN §4 caps it. */
export const MAX_QUERY_LENGTH = 2048;
/**
 * How much selected text a page hands over: a few times the query cap, so that collapsing
 * white space still leaves a full query, while a 1 MB selection stays in the page.
 */
export const SELECTION_READ_LIMIT = 4 * MAX_QUERY_LENGTH;

/** A request as the wire format takes it, after normalization: only what the user set. */
export interface SearchRequest {
  query: string;
  /** Absent for web search, the default. */
  type?: Exclude<SearchType, 'web'>;
  location?: Location;
  country?: string;
  numberOfResults?: number;
  dateRange?: DateRange;
  /**
   * A custom date range, its first and last day (`YYYY-MM-DD`, both or neither, first ≤ last,
   * neither after today), in place of a dateRange. Like newestFirst and exactSpelling it is an
   * option of the live service (`tbs`, `autocorrect`), sent only in its dialect (DESIGN §4).
   */
  dateFrom?: string;
  dateTo?: string;
  /** Newest first (`tbs` `sbd:1`), with or without a date range. */
  newestFirst?: true;
  /** The query as typed, not corrected (`autocorrect: false`). */
  exactSpelling?: true;
  /** The page of results, 2 and up; absent for the first. */
  page?: number;
}

/** The user's search options as the UIs hold them (absent = not set), the type among them; the page is not one. */
export type SearchOptions = Omit<SearchRequest, 'query' | 'page'>;

/** A location as the UIs name it, in the browser's language. */
export function locationLabel(location: Location): string {
  return t(`location_${location}`);
}

/** A search type as the UIs name it (its tab), in the browser's language. */
export function searchTypeLabel(type: SearchType): string {
  return t(`searchType_${type}`);
}

/** A date range as the UIs name it, in the browser's language. */
export function dateRangeLabel(range: DateRange): string {
  return t(`dateRange_${range}`);
}
