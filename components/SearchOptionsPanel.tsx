import { CUSTOM_DATE_RANGE } from '../lib/api/search-options';
import { apiDialectItem } from '../lib/settings/settings-items';
import type { SearchOptionFields } from '../lib/ui/search-fields';
import { useStoredItem } from '../lib/ui/use-stored-item';
import { SearchOptionsFields } from './SearchOptionsFields';
import { ServiceOptionsFields } from './ServiceOptionsFields';

export { describeServiceOptions } from '../lib/ui/describe-service-options';

export interface SearchOptionsPanelProps {
  value: SearchOptionFields;
  onChange: (next: SearchOptionFields) => void;
  idPrefix: string;
}

/**
 * A search form's unfolded options: the spec's four, and — where the service is the live
 * Serper-compatible one, which takes them — Custom range… in Date range, its From and To,
 * Newest first and Exact spelling (DESIGN §4). The documented API has none of these, and they
 * are not offered there. Loaded with the options, so the service is read only then.
 */
export function SearchOptionsPanel({ value, onChange, idPrefix }: SearchOptionsPanelProps) {
  const live = useStoredItem(apiDialectItem) === 'serper';
  // Days are kept only while Custom range… is chosen: "Any time" with days left over would be a range.
  const change = (next: SearchOptionFields) => {
    if (next.dateRange === CUSTOM_DATE_RANGE) return onChange(next);
    const { dateFrom: _from, dateTo: _to, ...rest } = next;
    onChange(rest);
  };
  return (
    <>
      <SearchOptionsFields
        value={value}
        onChange={change}
        idPrefix={idPrefix}
        customRange={live || value.dateRange === CUSTOM_DATE_RANGE}
      />
      {live && <ServiceOptionsFields value={value} onChange={change} idPrefix={idPrefix} />}
    </>
  );
}
