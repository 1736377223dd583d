import {
  CUSTOM_DATE_RANGE,
  DATE_RANGES,
  LOCATIONS,
  dateRangeLabel,
  DEFAULT_SEARCH_TYPE,
  locationLabel,
  searchTypeLabel,
  type SearchOptions,
  type SearchType,
} from '../api/search-options';
import type { OptionFields } from './search-fields';
import { t } from '../i18n/messages';
import { formatNumber } from '../i18n/format-number';

/**
 * What a form's type and options change from the person's defaults, in words ("News · Past
 * week · DE · up to 20 results"); '' when nothing does. Fields are as typed (strings): a value
 * that does not read is shown as typed, so the summary never hides a mistake. The live service's
 * own options (a custom range, newest first, exact spelling) come described as `service`, by the
 * options' lazy part that sets them (describeServiceOptions).
 */
export function describeDifferences(
  type: SearchType,
  fields: OptionFields,
  defaults: SearchOptions,
  service: readonly string[] = [],
): string {
  const parts: string[] = [];
  if (type !== (defaults.type ?? DEFAULT_SEARCH_TYPE)) parts.push(searchTypeLabel(type));
  const differs = (field: keyof OptionFields) =>
    fields[field].trim() !== '' && fields[field].trim() !== String(defaults[field] ?? '');
  const location = fields.location.trim().toUpperCase();
  const range = fields.dateRange.trim().toUpperCase();
  if (differs('location')) parts.push(isOneOf(LOCATIONS, location) ? locationLabel(location) : fields.location.trim());
  if (differs('dateRange') && range !== CUSTOM_DATE_RANGE)
    parts.push(isOneOf(DATE_RANGES, range) ? dateRangeLabel(range) : fields.dateRange.trim());
  if (differs('country')) parts.push(fields.country.trim().toUpperCase());
  if (differs('numberOfResults')) {
    const count = Number(fields.numberOfResults);
    parts.push(Number.isInteger(count) ? t('upToResults', formatNumber(count)) : fields.numberOfResults.trim());
  }
  return [...parts, ...service].join(' · ');
}

function isOneOf<T extends string>(values: readonly T[], value: string): value is T {
  return (values as readonly string[]).includes(value);
}
