import { countryName } from '../api/countries';
import { dateRangeLabel, locationLabel, type SearchRequest } from '../api/search-options';
import { t } from '../i18n/messages';
import { formatNumber } from './format';

/**
 * The options a past search was run with, in words ("Japan · Past week · France · up to 20 results"),
 * or '' when it used only the defaults. Normalized requests hold only what the person set.
 */
export function describeOptions(request: SearchRequest): string {
  const parts: string[] = [];
  if (request.location) parts.push(locationLabel(request.location));
  if (request.dateRange) parts.push(dateRangeLabel(request.dateRange));
  if (request.country) parts.push(countryName(request.country));
  if (request.numberOfResults !== undefined) parts.push(t('upToResults', formatNumber(request.numberOfResults)));
  return parts.join(' · ');
}
