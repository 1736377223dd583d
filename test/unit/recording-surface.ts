import type { SearchOptions } from '../../lib/api/search-options';
import type { PendingMessage, SurfaceSearchDeps } from '../../lib/browser/selection-search';
import type { SearchMessage } from '../../lib/search/search-message';

export interface RecordingSurfaceOptions {
  defaults?: SearchOptions;
  newId?: string;
  /** How a started search is written into `calls` (by id, or by source). */
  startLabel?: (message: PendingMessage) => string;
  openResultsTab?: SurfaceSearchDeps['openResultsTab'];
}

/**
 * The search path shared by the right-click menu, the shortcut and the keyword, as a recorder:
 * each call is pushed to `calls` in order, and each stored pending search to `stored`.
 */
export function recordingSurface(calls: string[], options: RecordingSurfaceOptions = {}) {
  const stored: SearchMessage[] = [];
  const surface: SurfaceSearchDeps = {
    openResultsTab:
      options.openResultsTab ??
      ((query) => {
        calls.push(`openResultsTab:${query}`);
        return Promise.resolve();
      }),
    storePending: (message) => {
      calls.push('storePending');
      stored.push(message);
      return Promise.resolve();
    },
    startSearch: (message) => {
      calls.push(`startSearch:${options.startLabel ? options.startLabel(message) : message.source}`);
      return Promise.resolve();
    },
    searchDefaults: () => Promise.resolve(options.defaults ?? {}),
    newId: () => options.newId ?? 'id-1',
  };
  return { surface, stored };
}
