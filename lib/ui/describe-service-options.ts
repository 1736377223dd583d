import { CUSTOM_DATE_RANGE } from '../api/search-options';
import { t } from '../i18n/messages';
import { formatDate } from './format';
import type { ServiceOptionFields } from './search-fields';

/**
 * The live service's own options in words: a custom range ("1 Jan 2024 – 31 Jan 2024", or
 * "Custom range…" while a day is missing), Newest first, Exact spelling. A form names a custom
 * range by its Date range choice, a request by its days alone.
 */
export function describeServiceOptions(options: ServiceOptionFields & { dateRange?: string | undefined }): string[] {
  const { dateFrom: from, dateTo: to, dateRange } = options;
  const custom = dateRange === CUSTOM_DATE_RANGE || (!dateRange && from !== undefined);
  return [
    ...(custom ? [from && to ? `${formatDate(from)} – ${formatDate(to)}` : t('dateRangeCustom')] : []),
    ...(options.newestFirst ? [t('newestFirstLabel')] : []),
    ...(options.exactSpelling ? [t('exactSpellingLabel')] : []),
  ];
}
