import { browser } from 'wxt/browser';
import { readSettings } from '../settings/read-settings';
import { apiKeyItem } from '../settings/settings-items';
import { createSearchService } from '../search/search-service';
import { currentSearchItem, newSearchId } from '../search/current-search';
import { storePendingSearch } from '../search/pending-search';
import { handleContextMenuClick, registerContextMenu, type ContextMenusApi } from '../browser/context-menu';
import { openResultsPanel, panelApis, resultsPageUrl } from '../browser/results-panel';

/** The background's services, built once per service-worker start. */
export function createBackground() {
  const searchService = createSearchService({
    readSettings,
    hasHostPermission: (pattern) => browser.permissions.contains({ origins: [pattern] }),
    readState: () => currentSearchItem.getValue(),
    writeState: (state) => currentSearchItem.setValue(state),
  });

  const contextMenus = browser.contextMenus as unknown as ContextMenusApi;

  return {
    searchService,
    /** Menus are created once per install/update (they survive worker restarts). */
    onInstalled: async (reason: string) => {
      await registerContextMenu(contextMenus);
      await seedDemoKey();
      if (reason === 'install') await browser.runtime.openOptionsPage();
    },
    onMenuClick: (info: { menuItemId: string | number; selectionText?: string }, tab?: { windowId?: number }) =>
      handleContextMenuClick(info, tab, {
        openPanel: (windowId) => openResultsPanel(panelApis(), windowId),
        openResultsTab: (query) =>
          browser.tabs.create({ url: resultsPageUrl(browser.runtime.getURL('/sidepanel.html'), query) }),
        storePending: (message) => storePendingSearch(message),
        startSearch: (message) => searchService.search(message),
        newId: newSearchId,
      }),
  };
}

/** In `wxt` dev runs only: the demo key, so a newcomer sees results at once. Never in a production build. */
async function seedDemoKey(): Promise<void> {
  const demoKey = import.meta.env.DEV ? import.meta.env.WXT_DEMO_API_KEY : undefined;
  if (demoKey && (await apiKeyItem.getValue()) === '') await apiKeyItem.setValue(demoKey);
}
