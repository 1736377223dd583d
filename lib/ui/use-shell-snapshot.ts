import { useEffect } from 'preact/hooks';
import type { CurrentSearch } from '../search/current-search';
import { usagePreferencesItem } from '../settings/usage-preferences';
import type { PageWindow } from './page-window';
import { dropSnapshot, saveSnapshot, snapshotId, snapshotOf } from './shell-snapshot';
import { useStoredItem } from './use-stored-item';

/**
 * Keeps the window's snapshot (lib/ui/shell-snapshot.ts) in step with what the side panel shows:
 * written after an answer is painted, in a normal window with private mode off; dropped when the
 * window's search changes (another search, none, or its results gone). `viewId` is the element
 * holding the results.
 */
export function useShellSnapshot(
  shown: CurrentSearch | null | undefined,
  page: PageWindow | undefined,
  viewId: string,
): void {
  const usage = useStoredItem(usagePreferencesItem);
  // Unknown (not read yet) counts as private: nothing is written until it is known.
  const privateMode = usage === undefined ? undefined : usage.privateMode !== false;
  useEffect(() => {
    const windowId = page?.id;
    if (windowId === undefined || shown === undefined) return;
    if (page?.private || privateMode) {
      dropSnapshot(localStorage, windowId);
      return;
    }
    if (shown?.status === 'success' && privateMode === false) {
      // After the answer is painted: the snapshot is what the person saw, read off the page.
      const frame = requestAnimationFrame(() => {
        const view = document.getElementById(viewId);
        if (view) saveSnapshot(localStorage, windowId, snapshotOf(view, shown.id, window.innerHeight));
      });
      return () => cancelAnimationFrame(frame);
    }
    // The same search, its answer on its way: the snapshot stays; anything else replaces it.
    if (shown?.id !== snapshotId(localStorage, windowId)) dropSnapshot(localStorage, windowId);
    return undefined;
  }, [shown, page, privateMode]);
}
