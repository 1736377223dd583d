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

export const LOCATION_LABELS: Record<Location, string> = {
  UK: 'United Kingdom',
  USA: 'United States',
  MEXICO: 'Mexico',
  JAPAN: 'Japan',
  CALIFORNIA_USA: 'California, USA',
  SFO_USA: 'San Francisco, USA',
  NY_USA: 'New York, USA',
  MUMBAI_INDIA: 'Mumbai, India',
  LONDON_UK: 'London, UK',
  PARIS_FRANCE: 'Paris, France',
  DUBAI: 'Dubai',
  BANGKOK: 'Bangkok',
  SOHO_NYC_USA: 'SoHo, New York, USA',
};

export const DATE_RANGE_LABELS: Record<DateRange, string> = {
  ANYTIME: 'Any time',
  PAST_YEAR: 'Past year',
  PAST_MONTH: 'Past month',
  PAST_WEEK: 'Past week',
  PAST_24_HOURS: 'Past 24 hours',
  PAST_HOUR: 'Past hour',
};
