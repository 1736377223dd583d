import { browser } from 'wxt/browser';
import { originPattern } from '../../lib/build/manifest';
import { checkMenuPresets, menuPresetsItem } from '../../lib/settings/menu-presets-item';
import { readSettings } from '../../lib/settings/read-settings';
import type { PortableSettings } from '../../lib/settings/settings-file';
import {
  apiBaseUrlItem,
  apiKeyItem,
  displayPreferencesItem,
  searchDefaultsItem,
} from '../../lib/settings/settings-items';
import { checkUsagePreferences, usagePreferencesItem } from '../../lib/settings/usage-preferences';
import { checkSiteLists, siteListsItem } from '../../lib/settings/site-lists-item';

/** Every setting a settings file carries, as stored now. */
export async function currentPortableSettings(): Promise<PortableSettings> {
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
    usagePreferences: checkUsagePreferences(usagePreferences),
    menuPresets: checkMenuPresets(menuPresets),
    siteLists: checkSiteLists(siteLists),
  };
}

export interface AppliedSettings {
  /** A base URL the extension may not reach yet: left in the form for Save, which can ask for it. */
  baseUrlNeedsSave?: string;
}

/**
 * Stores imported settings, each in its own item. A base URL whose origin is not granted
 * is not stored: asking for it needs a click's user gesture, which a file picker's answer
 * does not carry — the settings page puts it in its field for Save to ask.
 */
export async function applyImportedSettings(settings: Partial<PortableSettings>): Promise<AppliedSettings> {
  const writes: Array<Promise<void>> = [];
  const { apiKey, apiBaseUrl, searchDefaults, displayPreferences, usagePreferences, menuPresets, siteLists } = settings;
  if (apiKey !== undefined) writes.push(apiKeyItem.setValue(apiKey));
  if (searchDefaults !== undefined) writes.push(searchDefaultsItem.setValue(searchDefaults));
  if (displayPreferences !== undefined) writes.push(displayPreferencesItem.setValue(displayPreferences));
  if (usagePreferences !== undefined) writes.push(usagePreferencesItem.setValue(usagePreferences));
  if (menuPresets !== undefined) writes.push(menuPresetsItem.setValue(menuPresets));
  if (siteLists !== undefined) writes.push(siteListsItem.setValue(siteLists));
  let baseUrlNeedsSave: string | undefined;
  if (apiBaseUrl !== undefined) {
    const pattern = originPattern(apiBaseUrl);
    const granted = pattern !== undefined && (await browser.permissions.contains({ origins: [pattern] }));
    if (granted) writes.push(apiBaseUrlItem.setValue(apiBaseUrl));
    else baseUrlNeedsSave = apiBaseUrl;
  }
  await Promise.all(writes);
  return baseUrlNeedsSave === undefined ? {} : { baseUrlNeedsSave };
}
