import { countryName } from '../api/countries';
import { DATE_RANGE_LABELS, LOCATION_LABELS, type SearchRequest } from '../api/search-options';
import { formatNumber } from './format';

/**
 * The options a past search was run with, in words ("Japan · Past week · France · up to 20 results"),
 * or '' when it used only the defaults. Normalized requests hold only what the person set.
 */
export function describeOptions(request: SearchRequest): string {
  const parts: string[] = [];
  if (request.location) parts.push(LOCATION_LABELS[request.location]);
  if (request.dateRange) parts.push(DATE_RANGE_LABELS[request.dateRange]);
  if (request.country) parts.push(countryName(request.country));
  if (request.numberOfResults !== undefined) parts.push(`up to ${formatNumber(request.numberOfResults)} results`);
  return parts.join(' · ');
}
