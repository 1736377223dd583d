/** The `location` values the spec allows, in the spec's order. */
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

/** The `dateRange` values the spec allows, widest first. */
export const DATE_RANGES = ['ANYTIME', 'PAST_YEAR', 'PAST_MONTH', 'PAST_WEEK', 'PAST_24_HOURS', 'PAST_HOUR'] as const;

export type Location = (typeof LOCATIONS)[number];
export type DateRange = (typeof DATE_RANGES)[number];

/** Spec rule 2: an omitted location means "UK". */
export const DEFAULT_LOCATION: Location = 'UK';
/** Spec rule 3: an omitted numberOfResults means 10. */
export const DEFAULT_NUMBER_OF_RESULTS = 10;
/** The spec states no bound; 1–100 is what the extension's policy allows. */
export const MAX_NUMBER_OF_RESULTS = 100;

const HOUR_MS = 60 * 60 * 1000;

/** Oldest age (ms) a dated document may have to pass each filter; ANYTIME has no bound. */
export const DATE_RANGE_MAX_AGE_MS: Record<DateRange, number> = {
  ANYTIME: Number.POSITIVE_INFINITY,
  PAST_YEAR: 365 * 24 * HOUR_MS,
  PAST_MONTH: 30 * 24 * HOUR_MS,
  PAST_WEEK: 7 * 24 * HOUR_MS,
  PAST_24_HOURS: 24 * HOUR_MS,
  PAST_HOUR: HOUR_MS,
};

/** The age limit a date range sets, or undefined for none (no range, or ANYTIME). */
export function maxAgeFor(dateRange: DateRange | undefined): number | undefined {
  return dateRange === undefined || dateRange === 'ANYTIME' ? undefined : DATE_RANGE_MAX_AGE_MS[dateRange];
}

export function isLocation(value: unknown): value is Location {
  return typeof value === 'string' && (LOCATIONS as readonly string[]).includes(value);
}

export function isDateRange(value: unknown): value is DateRange {
  return typeof value === 'string' && (DATE_RANGES as readonly string[]).includes(value);
}
