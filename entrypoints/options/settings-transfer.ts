import { menuPresetsItem } from '../../lib/settings/menu-presets-item';
import type { ImportPlan } from '../../lib/settings/settings-import';
import { displayPreferencesItem, searchDefaultsItem } from '../../lib/settings/settings-items';
import { usagePreferencesItem } from '../../lib/settings/usage-preferences';
import { siteListsItem } from '../../lib/settings/site-lists-item';

/**
 * Stores what an import stores at once, each setting in its own item. The key and the base URL
 * are not among them (see planImport): the page puts those into their fields for Save.
 */
export async function storeImportedSettings(store: ImportPlan['store']): Promise<void> {
  const { searchDefaults, displayPreferences, usagePreferences, menuPresets, siteLists } = store;
  await Promise.all([
    searchDefaults && searchDefaultsItem.setValue(searchDefaults),
    displayPreferences && displayPreferencesItem.setValue(displayPreferences),
    usagePreferences && usagePreferencesItem.setValue(usagePreferences),
    menuPresets && menuPresetsItem.setValue(menuPresets),
    siteLists && siteListsItem.setValue(siteLists),
  ]);
}
