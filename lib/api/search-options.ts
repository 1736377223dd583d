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

/** Spec defaults (behaviour rules 2 and 3). */
export const DEFAULT_LOCATION: Location = 'UK';
export const DEFAULT_NUMBER_OF_RESULTS = 10;
export const MIN_RESULTS = 1;
export const MAX_RESULTS = 100;
/** The API states no bound on the query; DESIGN §4 caps it. */
export const MAX_QUERY_LENGTH = 2048;

/** A request as the wire format takes it, after normalization: only what the user set. */
export interface SearchRequest {
  query: string;
  location?: Location;
  country?: string;
  numberOfResults?: number;
  dateRange?: DateRange;
}

/** The user's search options as the UIs hold them (absent = not set). */
export type SearchOptions = Omit<SearchRequest, 'query'>;

/** A location as the UIs name it, in the browser's language. */
export function locationLabel(location: Location): string {
  return t(`location_${location}`);
}

/** A date range as the UIs name it, in the browser's language. */
export function dateRangeLabel(range: DateRange): string {
  return t(`dateRange_${range}`);
}
