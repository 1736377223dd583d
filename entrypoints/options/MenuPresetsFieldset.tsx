import { useMemo } from 'preact/hooks';
import { isCountryCode } from '../../lib/api/countries';
import { COUNTRY_PRESET_ID, MENU_PRESET_IDS, menuPreset, type MenuPreset } from '../../lib/settings/menu-presets';
import './menu-presets.css';
import { t, type MessageKey } from '../../lib/i18n/messages';

export interface MenuPresetsFieldsetProps {
  /** The chosen preset ids. */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** The default country as typed above, which the country preset searches in. */
  defaultCountry: string;
}

const GROUPS: ReadonlyArray<[MenuPreset['group'], MessageKey]> = [
  ['type', 'presetGroupType'],
  ['date', 'presetGroupDate'],
  ['country', 'presetGroupCountry'],
  ['location', 'presetGroupLocation'],
];

/**
 * Which presets the right-click menu offers under "Search “…”", as checkboxes
 * grouped by what they set. Saved with the rest of the page.
 */
export function MenuPresetsFieldset({ value, onChange, defaultCountry }: MenuPresetsFieldsetProps) {
  const code = defaultCountry.trim().toUpperCase();
  const country = isCountryCode(code) ? code : undefined;
  // The country preset is listed even without a default country (it is then hidden in the menu).
  const presets = useMemo(
    () =>
      MENU_PRESET_IDS.map(
        (id) =>
          menuPreset(id, country) ?? {
            id,
            options: {},
            title: t('presetDefaultCountry'),
            group: 'country' as const,
          },
      ),
    [country],
  );
  const chosen = new Set(value);
  const toggle = (id: string, on: boolean) =>
    onChange(MENU_PRESET_IDS.filter((candidate) => (candidate === id ? on : chosen.has(candidate))));

  return (
    <fieldset class="menu-presets">
      <legend>{t('presetsLegend')}</legend>
      <p class="hint">{t('presetsHint')}</p>
      {GROUPS.map(([group, labelKey]) => {
        const label = t(labelKey);
        return (
          <div class="preset-group" key={group} role="group" aria-label={label}>
            <p class="preset-group-label">{label}</p>
            {presets
              .filter((preset) => preset.group === group)
              .map((preset) => (
                <label class="checkbox" key={preset.id}>
                  <input
                    type="checkbox"
                    checked={chosen.has(preset.id)}
                    onChange={(event) => toggle(preset.id, event.currentTarget.checked)}
                  />
                  {preset.title.replace('%s', '…')}
                  {preset.id === COUNTRY_PRESET_ID && !country && (
                    <span class="hint"> {t('presetCountryPending')}</span>
                  )}
                </label>
              ))}
          </div>
        );
      })}
    </fieldset>
  );
}
