import { countryName } from '../api/countries';
import { t, type MessageKey } from '../i18n/messages';
import {
  locationLabel,
  LOCATIONS,
  type DateRange,
  type Location,
  type SearchOptions,
  type SearchType,
} from '../api/search-options';

/**
 * Right-click presets: a selection searched with one option set, built from the spec's
 * dateRange, country and location. Which ones the menu shows is a setting (menuPresetsItem).
 */
export interface MenuPreset {
  id: string;
  /** What the preset sets, over the user's defaults. */
  options: SearchOptions;
  title: string;
  group: 'type' | 'date' | 'country' | 'location';
}

/** One preset per search type but web (the plain item searches the web); titles carry the menu's %s. */
const TYPE_PRESETS: ReadonlyArray<readonly [string, Exclude<SearchType, 'web'>, MessageKey]> = [
  ['type-news', 'news', 'presetTypeNews'],
  ['type-images', 'images', 'presetTypeImages'],
  ['type-videos', 'videos', 'presetTypeVideos'],
  ['type-places', 'places', 'presetTypePlaces'],
  ['type-shopping', 'shopping', 'presetTypeShopping'],
  ['type-scholar', 'scholar', 'presetTypeScholar'],
  ['type-patents', 'patents', 'presetTypePatents'],
];

const DATE_PRESETS: ReadonlyArray<readonly [string, DateRange, MessageKey]> = [
  ['past-hour', 'PAST_HOUR', 'presetPastHour'],
  ['past-24-hours', 'PAST_24_HOURS', 'presetPast24Hours'],
  ['past-week', 'PAST_WEEK', 'presetPastWeek'],
  ['past-month', 'PAST_MONTH', 'presetPastMonth'],
  ['past-year', 'PAST_YEAR', 'presetPastYear'],
];

/** The country preset searches in the default country of the settings; without one it is hidden. */
export const COUNTRY_PRESET_ID = 'default-country';

function locationPresetId(location: Location): string {
  return `location-${location.toLowerCase().replaceAll('_', '-')}`;
}

/** Every preset id, in menu order. */
export const MENU_PRESET_IDS: readonly string[] = [
  ...TYPE_PRESETS.map(([id]) => id),
  ...DATE_PRESETS.map(([id]) => id),
  COUNTRY_PRESET_ID,
  ...LOCATIONS.map(locationPresetId),
];

export const DEFAULT_MENU_PRESETS: readonly string[] = ['type-news', 'type-images', 'past-24-hours', 'past-week'];

/** The preset with this id, as it reads with the given default country; undefined when unknown or hidden. */
export function menuPreset(id: string, defaultCountry: string | undefined): MenuPreset | undefined {
  const type = TYPE_PRESETS.find(([presetId]) => presetId === id);
  if (type) {
    const [, searchType, title] = type;
    return { id, options: { type: searchType }, title: t(title), group: 'type' };
  }
  const date = DATE_PRESETS.find(([presetId]) => presetId === id);
  if (date) {
    const [, dateRange, title] = date;
    return { id, options: { dateRange }, title: t(title), group: 'date' };
  }
  if (id === COUNTRY_PRESET_ID) {
    if (defaultCountry === undefined) return undefined;
    return {
      id,
      options: { country: defaultCountry },
      title: t('presetInCountry', countryName(defaultCountry)),
      group: 'country',
    };
  }
  const location = LOCATIONS.find((candidate) => locationPresetId(candidate) === id);
  if (!location) return undefined;
  return { id, options: { location }, title: t('presetFromLocation', locationLabel(location)), group: 'location' };
}

/** The presets to show, in menu order (not in the order they were ticked). */
export function visiblePresets(ids: readonly string[], defaultCountry: string | undefined): MenuPreset[] {
  const chosen = new Set(ids);
  return MENU_PRESET_IDS.filter((id) => chosen.has(id))
    .map((id) => menuPreset(id, defaultCountry))
    .filter((preset): preset is MenuPreset => preset !== undefined);
}
