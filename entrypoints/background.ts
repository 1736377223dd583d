import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { onMessage } from '../lib/messaging';
import { createBackground } from '../lib/background/create-background';
import { handleSearchMessage } from '../lib/background/search-handler';
import { trackOpenPanels, type PanelEvents } from '../lib/browser/open-panels';
import { panelApis } from '../lib/browser/results-panel';

// Wiring only. Every listener is registered synchronously in main(): Chrome wakes a
// stopped worker for an event only if the listener exists on the first turn.
export default defineBackground(() => {
  const background = createBackground();
  const { searchService, views, windowHandlers } = background;

  onMessage('search', ({ data, sender }) =>
    handleSearchMessage(data, sender, browser.runtime.id, views.viewOf, (message, view) =>
      searchService.search(message, view),
    ),
  );

  // Starting with the browser lets the worker check stored data and restore the badge,
  // which the browser does not keep across restarts.
  browser.runtime.onStartup.addListener(() => {
    void background.refreshBadge();
  });

  browser.runtime.onInstalled.addListener(({ reason }) => {
    void background.onInstalled(reason);
  });

  browser.windows.onRemoved.addListener((windowId) => {
    void browser.windows.getAll().then((open) => background.windowClosed(windowId, open));
  });

  browser.contextMenus.onClicked.addListener((info, tab) => {
    void background.onMenuClick(info, tab);
  });

  const { entryPoints } = background;
  entryPoints.watchMenuSettings();
  // Which windows have the side panel open, for the panel shortcut (Chrome's sidePanel events).
  trackOpenPanels(panelApis().sidePanel as PanelEvents | undefined);
  browser.commands.onCommand.addListener((command, tab) => {
    void entryPoints.onCommand(command, tab);
  });
  browser.omnibox.onInputChanged.addListener((text, suggest) => {
    void entryPoints.onOmniboxInputChanged(text, suggest);
  });
  browser.omnibox.onInputEntered.addListener((text, disposition) => {
    void entryPoints.onOmniboxInputEntered(text, disposition);
  });

  // Stored data changes only at the request of this extension's own pages.
  const own = (sender: { id?: string }) => sender.id === browser.runtime.id;
  const { data } = background;
  onMessage('answer', ({ sender, data: query }) =>
    own(sender) ? windowHandlers.answer(query, sender) : { ok: false, gone: true },
  );
  onMessage('isCached', ({ sender, data: query }) =>
    own(sender) ? windowHandlers.isCached(query, sender) : { cached: false },
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

  // The first release's history, cache and ledger move to their new stores (usually: nothing to move).
  background.migrate();
  background.watchCredentials();
  // The rest waits until a search that woke the worker has sent its request.
  background.afterFirstSearch(
    () => background.repairStorage(),
    // A worker that starts runs no search yet: one stored as loading was cut off.
    () => searchService.recoverInterrupted(),
    () => background.syncApiKeySet(),
    () => background.refreshBadge(),
    () => background.sweepCache(),
  );
});
