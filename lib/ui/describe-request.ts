import { countryName } from '../api/countries';
import {
  DATE_RANGES,
  LOCATIONS,
  dateRangeLabel,
  DEFAULT_SEARCH_TYPE,
  locationLabel,
  searchTypeLabel,
  type SearchOptions,
  type SearchRequest,
  type SearchType,
} from '../api/search-options';
import type { OptionFields } from './search-fields';
import { t } from '../i18n/messages';
import { formatNumber } from './format';

/**
 * The options a past search was run with, in words ("Japan · Past week · France · up to 20 results"),
 * or '' when it used only the defaults. Normalized requests hold only what the person set.
 */
export function describeOptions(request: SearchRequest): string {
  const parts: string[] = [];
  if (request.type) parts.push(searchTypeLabel(request.type));
  if (request.location) parts.push(locationLabel(request.location));
  if (request.dateRange) parts.push(dateRangeLabel(request.dateRange));
  if (request.country) parts.push(countryName(request.country));
  if (request.numberOfResults !== undefined) parts.push(t('upToResults', formatNumber(request.numberOfResults)));
  return parts.join(' · ');
}

/**
 * What a form's type and options change from the person's defaults, in words ("News · Past
 * week · DE · up to 20 results"); '' when nothing does. Fields are as typed (strings): a value
 * that does not read is shown as typed, so the summary never hides a mistake.
 */
export function describeDifferences(type: SearchType, fields: OptionFields, defaults: SearchOptions): string {
  const parts: string[] = [];
  if (type !== (defaults.type ?? DEFAULT_SEARCH_TYPE)) parts.push(searchTypeLabel(type));
  const differs = (field: keyof OptionFields) =>
    fields[field].trim() !== '' && fields[field].trim() !== String(defaults[field] ?? '');
  const location = fields.location.trim().toUpperCase();
  const range = fields.dateRange.trim().toUpperCase();
  if (differs('location')) parts.push(isOneOf(LOCATIONS, location) ? locationLabel(location) : fields.location.trim());
  if (differs('dateRange')) parts.push(isOneOf(DATE_RANGES, range) ? dateRangeLabel(range) : fields.dateRange.trim());
  if (differs('country')) parts.push(fields.country.trim().toUpperCase());
  if (differs('numberOfResults')) {
    const count = Number(fields.numberOfResults);
    parts.push(Number.isInteger(count) ? t('upToResults', formatNumber(count)) : fields.numberOfResults.trim());
  }
  return parts.join(' · ');
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
