import type { SearchView } from '../search/search-message';
import type { Settings } from '../settings/read-settings';
import type { UsagePreferences } from '../settings/usage-preferences';
import type { HistorySummary } from '../history/search-history';
import { pastQueries } from '../history/query-suggestions';
import { newSearchId } from '../search/current-search';
import { panelNoticeItem } from '../search/panel-notice';
import { panelDraftItem } from '../search/panel-draft';
import { handleContextMenuClick, type MenuClickInfo } from '../browser/context-menu';
import { handleImageMenuClick, IMAGE_SEARCH_MENU_ID } from '../browser/image-search-menu';
import { originOf } from '../api/image-address';
import { contextMenuWiring } from './menu-wiring';
import { handleSiteMenuClick, isSiteMenuItem } from '../browser/this-site-menu';
import { defaultSuggestion, handleOmniboxInput, historySuggestions, type Disposition } from '../browser/omnibox';
import { readTypePrefix } from '../browser/omnibox-prefix';
import { CURRENT_WINDOW_ID, openResultsPanel, panelApis } from '../browser/results-panel';
import { resultsTabSearch, resultsTabUrl } from '../search/results-tab';
import { togglePanelIn } from '../browser/panel-toggle';
import { isPanelOpenIn } from '../browser/open-panels';
import { TOGGLE_PANEL_COMMAND } from '../build/manifest';
import { checkPageSelection, handleCommand, pageSelection, type CommandTab } from '../browser/shortcut-command';
import {
  SELECTION_READ_LIMIT,
  type PendingMessage,
  type SurfaceSearchDeps,
  type SurfaceTab,
} from '../browser/selection-search';
import type { WorkerBrowser } from '../browser/optional-apis';
import { surfaceView } from './surface-view';
import {
  handleQuickLookButton,
  handleQuickLookCommand,
  handleQuickLookMenu,
  QUICK_LOOK_COMMAND,
  QUICK_LOOK_MENU_ID,
  type ButtonClick,
  type QuickLookDeps,
} from '../browser/quick-look';
import { quickLookTabs } from '../browser/quick-look-tabs';
import { popupOpener, type PopupAction } from '../browser/quick-box-elsewhere';
import { QUICK_LOOK_CLOSE } from '../in-page/extension-api';
import type { SearchOutcome } from '../search/search-message';

/** The card's script, injected into a tab for a quick look (entrypoints/quick-look-frame.ts). */
const CARD_SCRIPT = '/quick-look-frame.js';

/** Chrome reads omnibox descriptions as XML; Firefox shows them as plain text. */
const OMNIBOX_XML = import.meta.env.BROWSER !== 'firefox';

/**
 * The surfaces that live in the browser's own UI — right-click menu, keyboard shortcut,
 * address-bar keyword — wired to the browser APIs. Each opens the panel first, inside
 * the person's gesture, then runs the search the way the right-click menu always has.
 */
export interface EntryPointReads {
  /** The settings as the worker keeps them (re-read on change): a search's defaults cost no storage read. */
  settings: () => Promise<Settings>;
  /** Past searches, newest first, for the address bar's suggestions. */
  pastSearches: () => Promise<HistorySummary[]>;
  preferences: () => Promise<UsagePreferences>;
}

/** What the surfaces ask of the search service. */
export interface SurfaceSearches {
  search(message: PendingMessage, view: SearchView): Promise<SearchOutcome>;
  storePending(message: PendingMessage, windowId: number): Promise<void>;
  /** Search `id`'s answer has been painted, or will not be by the page that was to say so: its books are written now. */
  answerShown(id: string): void;
}

export function createEntryPointHandlers(api: WorkerBrowser, searches: SurfaceSearches, reads: EntryPointReads) {
  const sidePanelPage = () => api.runtime.getURL('/sidepanel.html');
  /** A results tab's address for a search, its query handed over first (results-tab.ts). */
  const handOver = async (message: PendingMessage) => {
    const { id, request, source } = message;
    await resultsTabSearch(id)
      .setValue({ request, source })
      .catch(() => undefined);
    return resultsTabUrl(sidePanelPage(), id);
  };
  const surface: SurfaceSearchDeps = {
    viewOf: (tab) => surfaceView(api, tab),
    openResultsTab: async (message) => api.tabs.create({ url: await handOver(message) }),
    storePending: (message, windowId) => searches.storePending(message, windowId),
    startSearch: (message, view) => searches.search(message, view),
    searchDefaults: async () => (await reads.settings()).searchDefaults,
    newId: newSearchId,
  };
  // No right-click menu where the browser has none (Firefox for Android): nothing to build.
  const { rebuildMenus, watchMenuSettings } = contextMenuWiring(api.contextMenus);

  const readSelection = async (tabId: number) => {
    const [injection] = await api.scripting.executeScript({
      target: { tabId },
      func: pageSelection,
      args: [SELECTION_READ_LIMIT],
    });
    return checkPageSelection(injection?.result);
  };
  const showNotice = (text: string, windowId: number | undefined) =>
    panelNoticeItem.setValue({ text, at: Date.now(), ...(windowId !== undefined && { windowId }) });

  // Whether the person let the extension into file: pages, known before a menu click needs it.
  let fileAccess = false;
  void Promise.resolve()
    .then(() => api.extension.isAllowedFileSchemeAccess())
    .then(
      (allowed) => (fileAccess = allowed),
      () => undefined,
    );
  const quickLooks = quickLookTabs(api.storage.session, ({ tabId, frameId }) =>
    api.tabs.sendMessage(tabId, { type: QUICK_LOOK_CLOSE }, { frameId }),
  );
  const quickLook: QuickLookDeps = {
    ...surface,
    startSearch: (message, view) => searches.search(message, view),
    openPanel: (windowId) => openResultsPanel(panelApis(), windowId),
    readSelection,
    showNotice,
    fileAccess: () => fileAccess,
    isPanelOpen: (windowId) => isPanelOpenIn(windowId),
    rememberCard: quickLooks.remember,
    answerShown: (id) => searches.answerShown(id),
    buttonAllows: quickLooks.buttonAllows,
    buttonWaits: import.meta.env.BROWSER === 'firefox',
    openPopup: popupOpener(api.action ?? (api.browserAction as PopupAction | undefined)),
    injectCard: async ({ tabId, frameId }) => {
      await api.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: [CARD_SCRIPT] });
    },
  };

  return {
    rebuildMenus,
    /** Each tab's quick look, for the card pages. */
    quickLooks,
    /** The selection button's click, from its content script. */
    onQuickLookButton: (click: ButtonClick) => handleQuickLookButton(click, quickLook),
    /** The menu follows the presets, the default country and the service (menu-wiring.ts). */
    watchMenuSettings,
    onMenuClick: (info: MenuClickInfo & { frameId?: number; frameUrl?: string; srcUrl?: string }, tab?: SurfaceTab) => {
      if (info.menuItemId === QUICK_LOOK_MENU_ID) return handleQuickLookMenu(info, tab, quickLook);
      const menu = { ...surface, openPanel: (windowId?: number) => openResultsPanel(panelApis(), windowId) };
      if (info.menuItemId === IMAGE_SEARCH_MENU_ID) {
        const serviceOrigin = async () => originOf((await reads.settings()).apiBaseUrl);
        return handleImageMenuClick(info, tab, { ...menu, showNotice, serviceOrigin });
      }
      if (!isSiteMenuItem(info.menuItemId)) return handleContextMenuClick(info, tab, menu);
      return handleSiteMenuClick(info, tab, {
        ...menu,
        storeDraft: ({ query, windowId }) => panelDraftItem.setValue({ query, windowId, at: Date.now() }),
        // The panel's page without a search in its address follows its window: it takes the draft.
        openDraftTab: (windowId) => api.tabs.create({ url: sidePanelPage(), windowId }),
      });
    },
    onCommand: (command: string, tab?: CommandTab) => {
      if (command === TOGGLE_PANEL_COMMAND) return togglePanelIn(tab?.windowId);
      if (command === QUICK_LOOK_COMMAND) return handleQuickLookCommand(tab, quickLook);
      return handleCommand(command, tab, {
        ...surface,
        openPanel: (windowId) => openResultsPanel(panelApis(), windowId),
        readSelection,
        showNotice,
      });
    },
    onOmniboxInputChanged: async (
      text: string,
      suggest: (suggestions: ReturnType<typeof historySuggestions>) => void,
    ) => {
      await api.omnibox?.setDefaultSuggestion(defaultSuggestion(text, OMNIBOX_XML));
      // Typed in a private window (or one that cannot be told): no past query is shown there,
      // where whoever sees the screen would read the normal windows' searches.
      if ((await surfaceView(api, undefined)).private) {
        suggest([]);
        return;
      }
      // The search boxes' path (private mode keeps past queries out of the address bar too).
      const { type, query } = readTypePrefix(text);
      suggest(historySuggestions(await pastQueries(query, reads), OMNIBOX_XML, type));
    },
    onOmniboxInputEntered: (text: string, disposition: Disposition) =>
      handleOmniboxInput(text, disposition, {
        ...surface,
        // The address bar names no window: "current" is the one the person typed in.
        openPanel: () => openResultsPanel(panelApis(), CURRENT_WINDOW_ID),
        resultsTabUrl: handOver,
        updateCurrentTab: (url) => api.tabs.update({ url }),
        createTab: (url, active) => api.tabs.create({ url, active }),
      }),
  };
}
