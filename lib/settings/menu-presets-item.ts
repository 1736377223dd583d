import { defineStoredItem } from '../storage/stored-item';
import { DEFAULT_MENU_PRESETS, MENU_PRESET_IDS } from './menu-presets';

/** The right-click presets the person chose (ids from MENU_PRESET_IDS), in storage.local. */
export const menuPresetsItem = defineStoredItem<string[]>('local:menuPresets', {
  fallback: [...DEFAULT_MENU_PRESETS],
});

/** Known ids only, once each; anything that is not a list falls back to the defaults. */
export function checkMenuPresets(stored: unknown): string[] {
  if (!Array.isArray(stored)) return [...DEFAULT_MENU_PRESETS];
  const known = new Set(MENU_PRESET_IDS);
  return [...new Set(stored.filter((id): id is string => typeof id === 'string' && known.has(id)))];
}
