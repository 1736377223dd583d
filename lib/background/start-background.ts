import { onMessage } from '../messaging-handlers';
import { createBackground } from './create-background';
import { handleAnswerShown, handleSearchMessage } from './search-handler';
import { createReadHandlers } from './read-handlers';
import { suggestFromService } from './service-suggestion-handler';
import { trackOpenPanels, type PanelEvents } from '../browser/open-panels';
import { panelApis } from '../browser/results-panel';
import type { WorkerBrowser } from '../browser/optional-apis';
import { createQuickLookHandlers } from './quick-look-handlers';
import { reconcileSelectionButton, takesAllSites } from '../browser/selection-button-switch';
import { selectionButtonItem } from '../settings/in-page-items';
import { warmAnswerParsers, warmMessageParsersSoon } from './search-path-warmup';

/**
 * The worker's wiring: every listener, registered synchronously on its first turn (Chrome wakes
 * a stopped worker for an event only if the listener exists then), each handing off to the
 * services createBackground builds. The browser is passed in, and every namespace a browser may
 * lack (Firefox for Android: no contextMenus, commands, omnibox, windows) is used only where it
 * exists, so the worker's start — the migration every search waits for included — never throws
 * on a missing one. Returns the services, for a test to look at.
 */
export function startBackground(api: WorkerBrowser) {
  const background = createBackground(api);
  const { searchService, views, windowHandlers, entryPoints, data } = background;

  const quickLook = createQuickLookHandlers({
    ownId: api.runtime.id,
    quickLooks: entryPoints.quickLooks,
    service: searchService,
    viewOf: views.viewOf,
    sendToFrame: (tabId, frameId, message) => api.tabs.sendMessage(tabId, message, { frameId }),
    onButton: entryPoints.onQuickLookButton,
  });
  onMessage('search', ({ data: message, sender }) =>
    handleSearchMessage(message, sender, api.runtime.id, views.viewOf, (parsed, view) =>
      // A card page's search is its tab's quick look sent again, or refused (quick-look-handlers.ts).
      quickLook.search(parsed, sender, () => searchService.search(parsed, view)),
    ),
  );
  onMessage('answerShown', ({ data, sender }) =>
    handleAnswerShown(data, sender, api.runtime.id, (id) => searchService.answerShown(id)),
  );

  // Starting with the browser lets the worker check stored data and restore the badge,
  // which the browser does not keep across restarts.
  api.runtime.onStartup.addListener(() => {
    void background.refreshBadge();
  });

  api.runtime.onInstalled.addListener(({ reason }) => {
    void background.onInstalled(reason);
  });

  const { windows, contextMenus, commands, omnibox } = api;
  windows?.onRemoved.addListener((windowId) => {
    void windows.getAll().then((open) => background.windowClosed(windowId, open));
  });

  contextMenus?.onClicked.addListener((info, tab) => {
    void background.onMenuClick(info, tab);
  });

  entryPoints.watchMenuSettings();
  // Settings changed here go to storage.sync, and groups another browser changed come back (when on).
  api.storage.onChanged.addListener((changes, areaName) => background.settingsSync.onStorageChanged(changes, areaName));
  // Which windows have the side panel open, for the panel shortcut (Chrome's sidePanel events).
  trackOpenPanels(panelApis().sidePanel as PanelEvents | undefined);
  commands?.onCommand.addListener((command, tab) => {
    void entryPoints.onCommand(command, tab);
  });
  omnibox?.onInputChanged.addListener((text, suggest) => {
    void entryPoints.onOmniboxInputChanged(text, suggest);
  });
  omnibox?.onInputEntered.addListener((text, disposition) => {
    void entryPoints.onOmniboxInputEntered(text, disposition);
  });

  // Stored data changes only at the request of this extension's own pages.
  const own = (sender: { id?: string }) => sender.id === api.runtime.id;
  onMessage('answer', ({ sender, data: query }) =>
    own(sender) ? windowHandlers.answer(query, sender) : { ok: false, gone: true },
  );
  onMessage('searchCost', ({ sender, data: query }) =>
    own(sender) ? windowHandlers.searchCost(query, sender) : { cached: false },
  );
  onMessage('clearCache', ({ sender }) => (own(sender) ? data.clearCache() : undefined));
  onMessage('setBalance', ({ sender, data: message }) => (own(sender) ? data.setBalance(message) : { ok: false }));
  onMessage('refreshBalance', ({ sender }) => (own(sender) ? background.refreshBalance() : undefined));
  onMessage('openHistoryEntry', ({ sender, data: message }) =>
    windowHandlers.openHistoryEntry(own(sender) ? message : null, sender),
  );
  onMessage('deleteHistoryEntry', ({ sender, data: message }) =>
    own(sender) ? data.deleteHistoryEntry(message) : undefined,
  );
  onMessage('clearHistory', ({ sender }) => (own(sender) ? data.clearHistory() : undefined));
  onMessage('recoverSearch', ({ sender, data: message }) =>
    own(sender) ? windowHandlers.recoverSearch(message, sender) : null,
  );
  onMessage('suggestQueries', ({ sender, data: message }) =>
    own(sender) ? background.suggestQueries(message, sender) : { queries: [] },
  );
  onMessage('suggestFromService', ({ sender, data: message }) =>
    suggestFromService(message, sender, api.runtime.id, views.viewOf, background.serviceSuggestions),
  );
  const reads = createReadHandlers(background.readService, api.runtime.id, views.viewOf);
  onMessage('readPage', ({ sender, data: message }) => reads.readPage(message, sender));
  onMessage('isPageCached', ({ sender, data: message }) => reads.isPageCached(message, sender));

  onMessage('takeQuickLook', ({ sender }) => quickLook.take(sender));
  onMessage('quickLookOutcome', ({ sender, data: message }) => quickLook.outcome(message, sender));
  onMessage('closeQuickLook', ({ sender }) => quickLook.close(sender));
  onMessage('quickLookSelection', ({ sender, data: message }) => quickLook.button(message, sender));
  onMessage('showInWindow', ({ sender, data: message }) => quickLook.showInWindow(message, sender));
  onMessage('quickLookCost', ({ sender, data: message }) => quickLook.cost(message, sender));
  api.tabs.onRemoved.addListener((tabId) => entryPoints.quickLooks.forgetTab(tabId));

  // The selection button is on only while its script is registered and all sites are granted:
  // access taken away in the browser's own settings turns it off (and the worker's start checks).
  const selectionButton = () =>
    Promise.resolve()
      .then(() =>
        reconcileSelectionButton({
          permissions: api.permissions,
          scripting: api.scripting,
          setting: selectionButtonItem,
        }),
      )
      .catch(() => undefined);
  api.permissions.onRemoved.addListener((removed) => {
    if (takesAllSites(removed)) void selectionButton();
  });

  // Content scripts get no storage area at all: the key and settings stay with the extension's pages (L3).
  for (const area of [api.storage.local, (api.storage as { sync?: unknown }).sync]) trustedOnly(area);
  // The first release's history, cache and ledger move to their new stores (usually: nothing to move).
  background.migrate();
  background.watchCredentials();
  // The parsers' first use: a message's before the event that woke the worker is handed to it…
  warmMessageParsersSoon();
  // …an answer's, and the rest, once a search that woke the worker has sent its request.
  background.afterFirstSearch(
    () => Promise.resolve(warmAnswerParsers()),
    () => background.repairStorage(),
    // A worker that starts runs no search yet: one stored as loading was cut off.
    () => searchService.recoverInterrupted(),
    () => background.syncApiKeySet(),
    () => background.refreshBadge(),
    () => background.resumeCredits(),
    () => background.sweepCache(),
    () => background.settingsSync.catchUp(),
    selectionButton,
  );
  return background;
}

/**
 * Limits a storage area to the extension's own pages and worker, where the browser can (Chrome's
 * StorageArea.setAccessLevel; by default content scripts may read storage.local and .sync).
 */
function trustedOnly(area: unknown): void {
  const limit = (area as { setAccessLevel?: (options: { accessLevel: string }) => Promise<void> } | undefined)
    ?.setAccessLevel;
  try {
    void limit?.call(area, { accessLevel: 'TRUSTED_CONTEXTS' }).catch(() => undefined);
  } catch {
    // A browser that has the method for storage.session only.
  }
}
