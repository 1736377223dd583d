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

/** The titles of the answer a page shows, once the rows after its first screen have rendered too. */
async function wholeList(page: Page): Promise<string[]> {
  await page.locator('[data-below-pending]').waitFor({ state: 'detached', timeout: 10_000 });
  // The rest of the list and what follows it render in tasks after the same frame: one more frame and a task.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  return page.getByRole('list', { name: 'Results' }).getByRole('link').allTextContents();
}

/**
 * Case: the real side panel closed and opened again (Chrome destroys its page on close, so
 * every open is a cold start, w3c/webextensions#1047), in a window whose last search answered:
 * the panel's navigation start → that answer's results on screen, against the panel's HTML
 * without scripts (floorShellOnly's page) opened in the same real side panel just before, in
 * pairs. The panel is opened by sidePanel.open inside a click, closed by sidePanel.close, and
 * reached over CDP; the floor page is put in the panel with sidePanel.setOptions.
 *
 * "On screen" is the later of the answer's paint mark (the snapshot's, or the app's results) and
 * the panel's first contentful paint: a side panel's first frames reach the screen later than a
 * tab's (its first paint comes tens of ms after the frame the boot module painted the snapshot
 * in), so a mark alone would count an answer shown before anything was. The floor is taken in the
 * panel for the same reason: a tab's first paint is not the panel's.
 */
export async function measurePanelReopen(context: BenchContext): Promise<Figure[]> {
  const { bench, api } = context;
  const opener = await bench.context.newPage();
  await opener.goto(bench.url(FLOOR_PAGES.shellOnly));
  // tsx wraps named functions in __name(…), which functions sent to the page then call.
  await opener.evaluate('globalThis.__name ??= (fn) => fn');
  const windowOf = (page: Page) => page.evaluate(async () => (await chrome.windows.getCurrent()).id);
  const windowId = await windowOf(opener);
  if (windowId !== (await windowOf(context.panel))) throw new Error('The opener tab is not in the panel tab’s window');
  // The window's last answer: a search from the panel page in a tab of that window.
  const last = await searchAndWait(context.panel, context.freshQuery());
  // The whole answer, once what follows its first screen has rendered too (a task after that screen's paint).
  const titles = await wholeList(context.panel);
  const port = await bench.devToolsPort();

  /** Opens `path` in the window's real side panel, runs `look` on it, and closes the panel again. */
  const inPanel = async <T>(path: string, look: (panel: Page) => Promise<T>): Promise<T> => {
    await opener.evaluate((panelPath) => chrome.sidePanel.setOptions({ path: panelPath, enabled: true }), path);
    await openSidePanelWithAClick(opener);
    const { devTools, panel } = await connectToSidePanel(port, 10_000, `/${path}`);
    try {
      return await look(panel);
    } finally {
      await opener.evaluate(
        (id) =>
          (chrome.sidePanel as unknown as { close(o: { windowId?: number }): Promise<void> }).close({ windowId: id }),
        windowId,
      );
      await devTools.close();
      const deadline = Date.now() + 5_000;
      while ((await hasSidePanelTarget(port, `/${path}`)) && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 20));
      }
      await opener.evaluate(() => chrome.sidePanel.setOptions({ path: 'sidepanel.html', enabled: true }));
    }
  };

  const samples = await repeat(context, async () => {
    const floor = await inPanel(FLOOR_PAGES.shellOnly, (panel) => waitForFirstContentfulPaint(panel));
    const requests = api.searchRequests().length;
    return inPanel('sidepanel.html', async (panel) => {
      const painted = await answerPainted(panel, last.id);
      const firstPaint = await waitForFirstContentfulPaint(panel);
      // The snapshot's titles are text; the app's are links: wait for the app to take over, then
      // check it shows the same answer.
      await panel.getByRole('list', { name: 'Results' }).getByRole('link').first().waitFor({ timeout: 10_000 });
      const seen = await wholeList(panel);
      if (seen.join('\n') !== titles.join('\n')) {
        throw new Error(`The reopened panel showed ${seen.length} other results, not the window’s last answer`);
      }
      if (api.searchRequests().length !== requests) throw new Error('The reopened panel sent a request');
      return { floor, painted, shown: Math.max(painted, firstPaint), firstPaint };
    });
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
      label: 'Side panel reopened: its window’s last answer on screen',
      summary: summarize(shown),
      method:
        'sidePanel.close, then sidePanel.open in a click; the panel’s navigation start → the later of its first contentful paint and the answer’s paint mark (the snapshot’s or the results’), over CDP',
    },
    {
      key: 'panelReopenPainted',
      label: '  of which the answer’s paint mark',
      summary: summarize(samples.map((sample) => sample.painted)),
      method: 'the snapshot-painted mark (boot module, before the app) or the app’s results-painted mark, the first',
    },
    {
      key: 'panelReopenFirstPaint',
      label: '  of which its first contentful paint',
      summary: summarize(samples.map((sample) => sample.firstPaint).filter(Number.isFinite)),
      method: 'the reopened panel’s navigation start → first contentful paint (its HTML’s shell, or the app’s)',
    },
    {
      key: 'panelReopenFloor',
      label: '  floor: the side panel’s HTML without scripts, in the real panel',
      summary: summarize(floor),
      method:
        'floorShellOnly’s page opened in the same window’s real side panel just before each reopen: navigation start → first contentful paint',
    },
    {
      key: 'panelReopenOverFloor',
      label: '  reopen over that floor',
      summary: summarize(pairedDifferences(shown, floor)),
      method: 'median of paired differences (reopen − the floor page opened in the panel just before it)',
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
