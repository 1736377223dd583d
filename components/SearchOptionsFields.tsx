import { useMemo } from 'preact/hooks';
import { COUNTRY_CODES, countryName } from '../lib/api/countries';
import {
  CUSTOM_DATE_RANGE,
  DATE_RANGES,
  DEFAULT_LOCATION,
  LOCATIONS,
  dateRangeLabel,
  locationLabel,
  MAX_RESULTS,
  MIN_RESULTS,
  DEFAULT_NUMBER_OF_RESULTS,
} from '../lib/api/search-options';
import type { OptionFields } from '../lib/ui/search-fields';
import { t } from '../lib/i18n/messages';

export interface SearchOptionsFieldsProps<F extends OptionFields> {
  value: F;
  onChange: (next: F) => void;
  /** Makes the ids unique when two forms share a page. */
  idPrefix: string;
  /** Offers Custom range… in Date range (a search form, where the service takes one). */
  customRange?: boolean;
}

/**
 * Location, date range, country and number of results as a compact 2×2 grid.
 * Empty values mean "the API's default", so only what the user set is sent.
 */
export function SearchOptionsFields<F extends OptionFields>({
  value,
  onChange,
  idPrefix,
  customRange = false,
}: SearchOptionsFieldsProps<F>) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const set = (field: keyof OptionFields) => (event: Event) =>
    onChange({ ...value, [field]: (event.currentTarget as HTMLInputElement | HTMLSelectElement).value });
  // Country names come from Intl in the user's language; built once per form.
  const countries = useMemo(() => COUNTRY_CODES.map((code) => [code, countryName(code)] as const), []);

  return (
    <div class="options-grid">
      <div class="field">
        <label for={id('location')}>{t('locationLabel')}</label>
        <select id={id('location')} value={value.location} onChange={set('location')}>
          <option value="">{t('locationDefault', locationLabel(DEFAULT_LOCATION))}</option>
          {LOCATIONS.map((location) => (
            <option key={location} value={location}>
              {locationLabel(location)}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for={id('date-range')}>{t('dateRangeLabel')}</label>
        <select id={id('date-range')} value={value.dateRange} onChange={set('dateRange')}>
          <option value="">{t('dateRangeDefault')}</option>
          {DATE_RANGES.map((range) => (
            <option key={range} value={range}>
              {dateRangeLabel(range)}
            </option>
          ))}
          {customRange && <option value={CUSTOM_DATE_RANGE}>{t('dateRangeCustom')}</option>}
        </select>
      </div>
      <div class="field">
        <label for={id('country')}>{t('countryLabel')}</label>
        <input
          id={id('country')}
          list={id('countries')}
          value={value.country}
          onInput={set('country')}
          placeholder={t('countryPlaceholder')}
          autocomplete="off"
          spellcheck={false}
          maxLength={64}
        />
        <datalist id={id('countries')}>
          {countries.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </datalist>
      </div>
      <div class="field">
        <label for={id('number')}>{t('numberOfResultsLabel')}</label>
        <input
          id={id('number')}
          type="number"
          min={MIN_RESULTS}
          max={MAX_RESULTS}
          step={1}
          inputMode="numeric"
          placeholder={String(DEFAULT_NUMBER_OF_RESULTS)}
          value={value.numberOfResults}
          onInput={set('numberOfResults')}
        />
      </div>
    </div>
  );
}
