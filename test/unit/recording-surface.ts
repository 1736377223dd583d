import type { SearchOptions } from '../../lib/api/search-options';
import type { PendingMessage, SurfaceSearchDeps, SurfaceTab } from '../../lib/browser/selection-search';
import type { SearchMessage, SearchView } from '../../lib/search/search-message';

export interface RecordingSurfaceOptions {
  defaults?: SearchOptions;
  newId?: string;
  /** How a started search is written into `calls` (by id, or by source). */
  startLabel?: (message: PendingMessage) => string;
  openResultsTab?: SurfaceSearchDeps['openResultsTab'];
  /** The window with focus, for a surface used without a tab (the address bar). */
  focused?: SearchView;
}

/**
 * The search path shared by the right-click menu, the shortcut and the keyword, as a recorder:
 * each call is pushed to `calls` in order; each search built (started, or stored pending for a
 * private window's panel) to `stored`, with the view it was meant for in `views`.
 */
export function recordingSurface(calls: string[], options: RecordingSurfaceOptions = {}) {
  const stored: SearchMessage[] = [];
  const views: SearchView[] = [];
  const surface: SurfaceSearchDeps = {
    // As the browser says: a tab names its window and whether it is private.
    viewOf: (tab: SurfaceTab | undefined) =>
      Promise.resolve(
        tab?.windowId !== undefined
          ? { windowId: tab.windowId, private: tab.incognito === true }
          : (options.focused ?? { windowId: 1, private: false }),
      ),
    openResultsTab:
      options.openResultsTab ??
      ((message) => {
        calls.push(`openResultsTab:${message.id}`);
        return Promise.resolve();
      }),
    storePending: (message, windowId) => {
      calls.push(`storePending:${windowId}`);
      stored.push(message);
      views.push({ windowId, private: true });
      return Promise.resolve();
    },
    startSearch: (message, view) => {
      calls.push(`startSearch:${options.startLabel ? options.startLabel(message) : message.source}`);
      stored.push(message);
      views.push(view);
      return Promise.resolve();
    },
    searchDefaults: () => Promise.resolve(options.defaults ?? {}),
    newId: () => options.newId ?? 'id-1',
  };
  return { surface, stored, views };
}
