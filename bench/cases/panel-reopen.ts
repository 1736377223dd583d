import type { Page } from '@playwright/test';
import { FLOOR_PAGES } from '../build';
import { searchAndWait, waitForFirstContentfulPaint } from '../page-timing';
import { pairedDifferences, summarize } from '../stats';
import { repeat, type BenchContext, type Figure } from './bench-context';
import { PERF_MARKS } from '../../lib/ui/perf-marks';
import { connectToSidePanel, hasSidePanelTarget, openSidePanelWithAClick } from '../../test/e2e/side-panel-target';

/**
 * The mark a panel sets when it paints its window's last answer from the per-window snapshot,
 * before its app runs (issue 29 item 2); the app's own results-painted mark counts otherwise.
 */
// The boot module's mark (lib/boot/page-boot.ts): a short name, its bytes count against 1 KB.
const SNAPSHOT_PAINTED = 'snapshot';

/**
 * Case: the real side panel closed and opened again (Chrome destroys its page on close, so
 * every open is a cold start, w3c/webextensions#1047), in a window whose last search answered:
 * the panel's navigation start → that answer's results painted (the snapshot's or the app's,
 * whichever is first), against the panel's HTML without scripts loaded in a tab of the same
 * window just before (floorShellOnly's page), in pairs. The panel is opened by
 * sidePanel.open inside a click and closed by sidePanel.close, and reached over CDP.
 */
export async function measurePanelReopen(context: BenchContext): Promise<Figure[]> {
  const { bench, api } = context;
  const opener = await bench.context.newPage();
  await opener.goto(bench.url(FLOOR_PAGES.shellOnly));
  const windowOf = (page: Page) => page.evaluate(async () => (await chrome.windows.getCurrent()).id);
  const windowId = await windowOf(opener);
  if (windowId !== (await windowOf(context.panel))) throw new Error('The opener tab is not in the panel tab’s window');
  // The window's last answer: a search from the panel page in a tab of that window.
  const last = await searchAndWait(context.panel, context.freshQuery());
  const titles = await context.panel.getByRole('list', { name: 'Results' }).getByRole('link').allTextContents();
  const port = await bench.devToolsPort();

  const samples = await repeat(context, async () => {
    await opener.goto(bench.url(FLOOR_PAGES.shellOnly));
    const floor = await waitForFirstContentfulPaint(opener);
    const requests = api.searchRequests().length;
    await openSidePanelWithAClick(opener);
    const { devTools, panel } = await connectToSidePanel(port);
    try {
      const shown = await answerPainted(panel, last.id);
      const firstPaint = await panel.evaluate(
        () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      );
      const seen = await panel.getByRole('list', { name: 'Results' }).getByRole('link').allTextContents();
      if (seen.join('\n') !== titles.join('\n')) {
        throw new Error(`The reopened panel showed ${seen.length} other results, not the window’s last answer`);
      }
      if (api.searchRequests().length !== requests) throw new Error('The reopened panel sent a request');
      return { floor, shown, firstPaint };
    } finally {
      await opener.evaluate(
        (id) =>
          (chrome.sidePanel as unknown as { close(o: { windowId?: number }): Promise<void> }).close({ windowId: id }),
        windowId,
      );
      await devTools.close();
      const deadline = Date.now() + 5_000;
      while ((await hasSidePanelTarget(port)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    }
  });
  // The panel tab goes back to the front: the cases after this one paint there, and a tab in the
  // background gets no frames (its results would wait for one, ~1 s).
  await opener.close();
  await context.panel.bringToFront();
  const shown = samples.map((sample) => sample.shown);
  const floor = samples.map((sample) => sample.floor);
  return [
    {
      key: 'panelReopen',
      label: 'Side panel reopened: its window’s last answer painted',
      summary: summarize(shown),
      method:
        'sidePanel.close, then sidePanel.open in a click; the panel’s navigation start → the answer’s results painted (snapshot-painted or results-painted mark, the first), over CDP',
    },
    {
      key: 'panelReopenFirstPaint',
      label: '  of which its first contentful paint',
      summary: summarize(samples.map((sample) => sample.firstPaint).filter(Number.isFinite)),
      method: 'the reopened panel’s navigation start → first contentful paint (its HTML’s shell, or the app’s)',
    },
    {
      key: 'panelReopenFloor',
      label: '  floor: the side panel’s HTML without scripts, same window',
      summary: summarize(floor),
      method:
        'floorShellOnly’s page in a tab of that window just before each reopen: navigation start → first contentful paint',
    },
    {
      key: 'panelReopenOverFloor',
      label: '  reopen over that floor',
      summary: summarize(pairedDifferences(shown, floor)),
      method: 'median of paired differences (reopen − the floor page just before it)',
      targetMs: 25,
    },
  ];
}

/** Page-clock milliseconds (from navigation start) at which a search's results were first painted in a page. */
async function answerPainted(panel: Page, searchId: string, timeoutMs = 10_000): Promise<number> {
  await panel.evaluate('globalThis.__name ??= (fn) => fn');
  return panel.evaluate(
    ({ searchId, snapshotName, resultsName, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const settle = () => {
          const painted = [
            ...performance.getEntriesByName(snapshotName),
            ...performance
              .getEntriesByName(resultsName)
              .filter((entry) =>
                String(((entry as PerformanceMark).detail as { id?: string } | null)?.id ?? '').startsWith(searchId),
              ),
          ].map((entry) => entry.startTime);
          if (painted.length === 0) return false;
          resolve(Math.min(...painted));
          return true;
        };
        if (settle()) return;
        const observer = new PerformanceObserver(() => {
          if (settle()) observer.disconnect();
        });
        observer.observe({ type: 'mark' });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`The reopened panel painted no results of ${searchId} within ${timeoutMs} ms`));
        }, timeoutMs);
      }),
    { searchId, snapshotName: SNAPSHOT_PAINTED, resultsName: PERF_MARKS.resultsPainted, timeoutMs },
  );
}
