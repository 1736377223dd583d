import { menuRebuilder, type ContextMenusApi } from '../browser/context-menu';
import { readSettings } from '../settings/read-settings';
import { menuPresetsItem } from '../settings/menu-presets-item';
import { menuPresetsSchema } from '../settings/setting-schemas';
import { visiblePresets } from '../settings/menu-presets';
import { apiDialectItem, searchDefaultsItem } from '../settings/settings-items';

/**
 * The right-click menu as the settings make it: the chosen presets (the country preset names the
 * default country), and "Search by image" with the Serper-compatible service only. Rebuilt when
 * any of those changes. No menu where the browser has none (Firefox for Android).
 */
export function contextMenuWiring(contextMenus: ContextMenusApi | undefined) {
  const rebuildMenus = contextMenus
    ? menuRebuilder(
        contextMenus,
        async () => {
          const [presets, settings] = await Promise.all([menuPresetsItem.getValue(), readSettings()]);
          return visiblePresets(menuPresetsSchema.parse(presets), settings.searchDefaults.country);
        },
        async () => ({ imageSearch: (await readSettings()).dialect === 'serper' }),
      )
    : () => Promise.resolve();
  return {
    rebuildMenus,
    watchMenuSettings: () => {
      if (!contextMenus) return;
      menuPresetsItem.watch(() => void rebuildMenus());
      searchDefaultsItem.watch(() => void rebuildMenus());
      apiDialectItem.watch(() => void rebuildMenus());
    },
  };
}
