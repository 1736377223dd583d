import { defineStoredItem } from '../storage/stored-item';
import { DEFAULT_MENU_PRESETS } from './menu-presets';

/** The right-click presets the person chose (ids from MENU_PRESET_IDS), in storage.local; read with menuPresetsSchema. */
export const menuPresetsItem = defineStoredItem<string[]>('local:menuPresets', {
  fallback: [...DEFAULT_MENU_PRESETS],
});
