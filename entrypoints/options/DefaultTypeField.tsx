import { SEARCH_TYPES, searchTypeLabel, type SearchType } from '../../lib/api/search-options';
import { t } from '../../lib/i18n/messages';

/** The search type a new search starts on (its tab is selected in the panel and the popup). */
export function DefaultTypeField({ value, onChange }: { value: SearchType; onChange: (type: SearchType) => void }) {
  return (
    <div class="field">
      <label for="default-type">{t('defaultTypeLabel')}</label>
      <select id="default-type" value={value} onChange={(event) => onChange(event.currentTarget.value as SearchType)}>
        {SEARCH_TYPES.map((type) => (
          <option key={type} value={type}>
            {searchTypeLabel(type)}
          </option>
        ))}
      </select>
    </div>
  );
}
