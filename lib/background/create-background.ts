import { browser } from 'wxt/browser';
import { readSettings } from '../settings/read-settings';
import { apiBaseUrlItem, apiKeyItem, apiKeySetItem } from '../settings/settings-items';
import { checkUsagePreferences, usagePreferencesItem } from '../settings/usage-preferences';
import { createSearchService } from '../search/search-service';
import { createCurrentSearchStore } from '../search/current-search-store';
import { createSearchCache } from '../cache/search-cache';
import { createUsageRecorder } from '../credits/usage-recorder';
import { checkLedger, creditLedgerItem } from '../credits/ledger-item';
import { updateBadge } from '../credits/badge';
import { createDataHandlers } from './data-handlers';
import { createEntryPointHandlers } from './entry-point-handlers';
import { repairStoredSettings } from '../settings/repair-settings';

/** The background's services, built once per service-worker start. */
export function createBackground() {
  const cache = createSearchCache();
  const currentSearch = createCurrentSearchStore();
  const usage = createUsageRecorder();
  const searchService = createSearchService({
    readSettings,
    hasHostPermission: (pattern) => browser.permissions.contains({ origins: [pattern] }),
    readState: () => currentSearch.read(),
    writeState: (state) => currentSearch.write(state),
    cache,
    usage,
  });

  const data = createDataHandlers({ cache, usage, writeState: (state) => currentSearch.write(state) });

  const entryPoints = createEntryPointHandlers((message) => searchService.search(message));

  async function refreshBadge(): Promise<void> {
    const [ledger, preferences] = await Promise.all([creditLedgerItem.getValue(), usagePreferencesItem.getValue()]);
    // Firefox's MV2 build names the toolbar button browserAction.
    const action = (browser.action as typeof browser.action | undefined) ?? browser.browserAction;
    await updateBadge(action, checkLedger(ledger), checkUsagePreferences(preferences));
  }

  return {
    searchService,
    data,
    refreshBadge,
    syncApiKeySet,
    /** Right-click menu, keyboard shortcut and address-bar keyword. */
    entryPoints,
    /** Menus are created once per install/update (they survive worker restarts), and again when presets change. */
    onInstalled: async (reason: string) => {
      // Built alongside, not first: the options page opens as soon as it did before menus read settings.
      const menus = entryPoints.rebuildMenus();
      await seedDemoKey();
      if (reason === 'install') await browser.runtime.openOptionsPage();
      await menus;
    },
    onMenuClick: entryPoints.onMenuClick,
    /** A damaged stored field is reset alone, and the options page says which (see settingsNoticesItem). */
    repairStorage: () => repairStoredSettings(browser.storage.local),
    /** Answers cached for one key or API must never be served for another. */
    watchCredentials: () => {
      apiKeyItem.watch(() => {
        void cache.clear();
        void syncApiKeySet();
      });
      apiBaseUrlItem.watch(() => void cache.clear());
      creditLedgerItem.watch(() => void refreshBadge());
      usagePreferencesItem.watch(() => void refreshBadge());
    },
  };
}

/** In `wxt` dev runs only: the demo key, so a newcomer sees results at once. Never in a production build. */
async function seedDemoKey(): Promise<void> {
  const demoKey = import.meta.env.DEV ? import.meta.env.WXT_DEMO_API_KEY : undefined;
  if (demoKey && (await apiKeyItem.getValue()) === '') await apiKeyItem.setValue(demoKey);
}

/** Keeps the pages' yes/no in step with the key, whoever wrote it. */
async function syncApiKeySet(): Promise<void> {
  const key = await apiKeyItem.getValue();
  const isSet = typeof key === 'string' && key.trim() !== '';
  if ((await apiKeySetItem.getValue()) !== isSet) await apiKeySetItem.setValue(isSet);
}
