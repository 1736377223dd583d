import { useEffect } from 'preact/hooks';
import type { CurrentSearch } from '../search/current-search';
import { usagePreferencesItem } from '../settings/usage-preferences';
import type { PageWindow } from './page-window';
import { browser } from 'wxt/browser';
import { dropSnapshot, saveSnapshot, snapshotOf, sweepSnapshots } from './shell-snapshot';
import { useStoredItem } from './use-stored-item';
import { whenIdle } from './when-idle';

/** How many times a snapshot looks for the painted results (a grid of images never has rows). */
const MAX_TRIES = 60;

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
  // Once the panel has settled: the snapshots of windows closed since, and the expired, go.
  useEffect(
    () =>
      whenIdle(() => {
        const listed = browser.windows?.getAll().then((open) => open.flatMap((window) => window.id ?? []));
        void (listed ?? Promise.resolve(undefined)).then(
          (open) => sweepSnapshots(localStorage, open),
          () => undefined,
        );
      }),
    [],
  );
  useEffect(() => {
    const windowId = page?.id;
    if (windowId === undefined || shown === undefined) return;
    if (page?.private || privateMode) {
      dropSnapshot(localStorage, windowId);
      return;
    }
    if (shown?.status === 'success' && privateMode === false) {
      const view = document.getElementById(viewId);
      if (!view) return undefined;
      // The snapshot is what the person saw, read off the page once the answer is there: the
      // results view loads lazily, so its first frame may not hold them yet.
      const capture = () => {
        // What is under a long list (the credit line among it) renders a frame after the first screen: the snapshot waits for it.
        if (view.querySelector('[data-below-pending]')) return false;
        const snapshot = {
          ...snapshotOf(view, shown.id, window.innerHeight),
          ...(shown.historyId !== undefined && { history: shown.historyId }),
        };
        if (snapshot.rows.length === 0 && !snapshot.box) return false;
        saveSnapshot(localStorage, windowId, snapshot);
        return true;
      };
      // Read once the page is idle, never in the frame that shows the answer: a read of the rows'
      // boxes there would lay the page out once more before that frame's own layout.
      let tries = 0;
      let cancel = whenIdle(function attempt() {
        if (!capture() && (tries += 1) < MAX_TRIES) cancel = whenIdle(attempt);
      });
      return () => cancel();
    }
    // A search on its way (this one's answer being fetched, or another one) leaves the snapshot to its
    // outcome: the boot paints it only for the search it shows. Anything else drops it.
    if (shown?.status !== 'loading') dropSnapshot(localStorage, windowId);
    return undefined;
  }, [shown, page, privateMode]);
}
