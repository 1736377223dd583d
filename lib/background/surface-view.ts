import type { SearchView } from '../search/search-message';
import type { SurfaceTab } from '../browser/selection-search';
import type { WorkerBrowser } from '../browser/optional-apis';

/**
 * The window a surface's search is shown in, and whether it is private: the tab's, as the
 * browser's event names it; the focused window's where there is no tab (the address bar).
 * What cannot be told is private: then nothing is sent before a page picks the search up.
 */
export async function surfaceView(api: WorkerBrowser, tab: SurfaceTab | undefined): Promise<SearchView> {
  if (tab?.windowId !== undefined && tab.windowId >= 0) {
    return { windowId: tab.windowId, private: tab.incognito !== false };
  }
  if (!api.windows) return { private: true };
  try {
    const focused = await api.windows.getLastFocused();
    return focused.id === undefined ? { private: true } : { windowId: focused.id, private: focused.incognito };
  } catch {
    return { private: true };
  }
}
