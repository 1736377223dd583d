import { SELECTION_BUTTON_FILE } from '../../lib/browser/selection-button-switch';
import { SELECTION_BUTTON_UI_FILE } from '../../lib/in-page/selection-watch';
import { LONG_READ_PAGE_PATH } from '../../test/search-api/long-read';
import { BENCH_FILES } from '../in-page/floor-names';
import { switchSelectionButton } from '../site-access';
import { median, pairedDifferences, summarize } from '../stats';
import type { BenchContext, Figure } from './bench-context';
import { idleAndSelectionWork, measureTabs, type TabsMeasured } from './button-tabs';

/** Issue 42's targets for the selection button, per page and for a hundred tabs. */
const LOAD_MS = 0.5;
const HEAP_KB = 50;
const TABS_MB = 5;
/** Tabs of a real article page with the button off, then on (BENCH_TABS, 100). */
const TABS = Number(process.env.BENCH_TABS ?? 100);
/** Tabs with an empty content script, the floor of what any content script costs a page. */
const FLOOR_TABS = Math.min(TABS, 20);
/** Tabs in which the page is scrolled and changed, then a selection made. */
const IDLE_TABS = Math.min(TABS, 5);

const kb = (bytes: number) => bytes / 1000;

/**
 * Case (issue 42): what the opt-in selection button costs every page it runs in. The local API's
 * long article (about 110 KB of HTML, test/search-api/long-read.ts) opens in TABS tabs with the
 * button off, then in as many with it switched on from the options page (the content script
 * registered for every site), all kept open; then in FLOOR_TABS tabs with a content script that
 * does nothing (the floor: the isolated world any content script brings). Per page: the script's
 * main-thread time in the load (Chromium's trace) and the JS heap it adds (CDP, after a full
 * collection), tab for tab against the tabs without it; for the hundred: all their renderers'
 * heaps. Then, in a few tabs, the script's work while the page scrolls and changes (none is the
 * goal), and when a selection ends.
 */
export async function measureSelectionButton(context: BenchContext): Promise<Figure[]> {
  const url = `${context.api.url}${LONG_READ_PAGE_PATH}`;
  const off = await measureTabs(context, url, TABS);
  const work: Array<Awaited<ReturnType<typeof idleAndSelectionWork>>> = [];
  await switchSelectionButton(context.bench, true, context.api.url);
  let on: TabsMeasured;
  try {
    on = await measureTabs(context, url, TABS, SELECTION_BUTTON_FILE, async (pages) => {
      for (const page of pages.slice(0, IDLE_TABS))
        work.push(await idleAndSelectionWork(context, page, [SELECTION_BUTTON_FILE, SELECTION_BUTTON_UI_FILE]));
    });
  } finally {
    await switchSelectionButton(context.bench, false, context.api.url);
  }
  const floor = await withEmptyContentScript(context, () =>
    measureTabs(context, url, FLOOR_TABS, BENCH_FILES.emptyContent),
  );
  const heapOn = pairedDifferences(on.heaps, off.heaps).map(kb);
  const heapFloor = pairedDifferences(floor.heaps, off.heaps).map(kb);
  const tabsMB = (on.total - off.total) / 1e6;
  const floorTabsMB = (median(heapFloor) * TABS) / 1000;
  return [
    {
      key: 'buttonLoadMs',
      label: 'Selection button: main-thread time per page load',
      summary: summarize(on.scriptMs),
      method: 'the trace’s EvaluateScript and FunctionCall events of selection-button.js in each tab’s load',
      targetMs: LOAD_MS,
    },
    {
      key: 'floorContentScriptMs',
      label: '  floor: a content script that does nothing',
      summary: summarize(floor.scriptMs),
      method: 'the same, for an empty content script registered for the page’s origin',
    },
    {
      key: 'buttonLoadOverFloorMs',
      label: '  the button over that floor',
      summary: summarize([median(on.scriptMs) - median(floor.scriptMs)]),
      method: 'the medians’ difference: the floor’s tabs are other tabs, loaded after the button’s',
      // Issue 42's targets are read against the floor measured in the same run.
      targetMs: LOAD_MS,
    },
    {
      key: 'buttonHeapKB',
      label: 'Selection button: JS heap per page (on − off)',
      summary: summarize(heapOn),
      method: 'each tab’s renderer heap after a full collection, minus the same tab number’s with the button off',
      unit: 'KB',
      target: HEAP_KB,
    },
    {
      key: 'floorContentScriptKB',
      label: '  floor: an empty content script (its isolated world)',
      summary: summarize(heapFloor),
      method: 'the same, for an empty content script',
      unit: 'KB',
    },
    {
      key: 'buttonHeapOverFloorKB',
      label: '  the button over that floor',
      summary: summarize(pairedDifferences(on.heaps, floor.heaps).map(kb)),
      method: 'each tab with the button minus the same tab number with the empty content script',
      unit: 'KB',
      target: HEAP_KB,
    },
    {
      key: 'buttonTabs100MB',
      label: `Selection button: ${TABS} tabs on, over ${TABS} tabs off`,
      summary: summarize([tabsMB]),
      method: 'the JS heaps of every renderer of the open tabs, on minus off (each renderer once)',
      unit: 'MB',
      target: TABS_MB,
    },
    {
      key: 'buttonIdleWorkMs',
      label: '  its work while the page scrolls and changes (60 frames)',
      summary: summarize(work.map((tab) => tab.idle.ms)),
      method: `the trace’s selection-button.js events while the wheel scrolls and the DOM changes; calls: ${work
        .map((tab) => tab.idle.calls)
        .join(', ')}`,
      targetMs: 0,
    },
    {
      key: 'buttonSelectionEndMs',
      label: '  its work when a selection ends (its module loaded, the button shown)',
      summary: summarize(work.map((tab) => tab.selection.ms)),
      method: `the same, with the button’s module (${SELECTION_BUTTON_UI_FILE}), around the tab’s first selection made with the mouse; calls: ${work.map((tab) => tab.selection.calls).join(', ')}`,
    },
    {
      key: 'floorContentScriptTabsMB',
      label: `  floor: an empty content script in ${TABS} tabs (per page × ${TABS})`,
      summary: summarize([floorTabsMB]),
      method: `the empty content script’s median heap per page × ${TABS}`,
      unit: 'MB',
    },
    {
      key: 'buttonTabs100OverFloorMB',
      label: `  ${TABS} tabs with the button over that floor`,
      summary: summarize([tabsMB - floorTabsMB]),
      method: `${TABS} tabs on minus off, minus the floor × ${TABS}`,
      unit: 'MB',
      target: TABS_MB,
    },
  ];
}

/** Runs `measure` with an empty content script registered for the bench API's origin (which the build grants). */
async function withEmptyContentScript<T>(context: BenchContext, measure: () => Promise<T>): Promise<T> {
  const { worker } = context.bench;
  const id = 'bench-empty-content';
  await worker.evaluate(
    ({ id, file, matches }) =>
      chrome.scripting.registerContentScripts([
        { id, js: [file], matches, runAt: 'document_idle', allFrames: true, persistAcrossSessions: false },
      ]),
    { id, file: BENCH_FILES.emptyContent, matches: [`${context.api.url}/*`] },
  );
  try {
    return await measure();
  } finally {
    await worker.evaluate((id) => chrome.scripting.unregisterContentScripts({ ids: [id] }), id);
  }
}
