import { countryName } from '../api/countries';
import { dateRangeLabel, locationLabel, searchTypeLabel, type SearchRequest } from '../api/search-options';
import { t } from '../i18n/messages';
import { describeServiceOptions } from './describe-service-options';
import { formatNumber } from './format';

// Apart from describe-request.ts (the form's summary, shown at start): only the history needs it.

/**
 * The options a past search was run with, in words ("Japan · Past week · France · up to 20 results ·
 * Newest first"), or '' when it used only the defaults. Normalized requests hold only what the person set.
 */
export function describeOptions(request: SearchRequest): string {
  const parts: string[] = [];
  if (request.type) parts.push(searchTypeLabel(request.type));
  if (request.location) parts.push(locationLabel(request.location));
  if (request.dateRange) parts.push(dateRangeLabel(request.dateRange));
  if (request.country) parts.push(countryName(request.country));
  if (request.numberOfResults !== undefined) parts.push(t('upToResults', formatNumber(request.numberOfResults)));
  return [...parts, ...describeServiceOptions(request)].join(' · ');
}
