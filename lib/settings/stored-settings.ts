import { menuPresetsItem } from './menu-presets-item';
import { readSettings } from './read-settings';
import type { PortableSettings } from './settings-file';
import { menuPresetsSchema, siteListsSchema, usagePreferencesSchema } from './setting-schemas';
import { siteListsItem } from './site-lists-item';
import { usagePreferencesItem } from './usage-preferences';

/**
 * Every setting a person chose, as stored now, each checked on its own (a damaged one falls
 * back alone): what the settings page shows in its fields and what a settings file carries.
 * The one reader of them both, so the page and the file can never disagree on a value.
 */
export async function readStoredSettings(): Promise<PortableSettings> {
  const [settings, usagePreferences, menuPresets, siteLists] = await Promise.all([
    readSettings(),
    usagePreferencesItem.getValue(),
    menuPresetsItem.getValue(),
    siteListsItem.getValue(),
  ]);
  return {
    apiKey: settings.apiKey,
    apiBaseUrl: settings.apiBaseUrl,
    searchDefaults: settings.searchDefaults,
    displayPreferences: settings.display,
    usagePreferences: usagePreferencesSchema.parse(usagePreferences),
    menuPresets: menuPresetsSchema.parse(menuPresets),
    siteLists: siteListsSchema.parse(siteLists),
  };
}
