import type { Page } from '@playwright/test';
import { unwrittenBooks } from '../../test/e2e/service-worker';
import { pageNow, scrollIntoViewSettled, searchAndWait, SUBMIT_MARK, waitForResults } from '../page-timing';
import { pageSession, readHeap, workerSession, type HeapReading } from '../devtools-heap';
import { summarize } from '../stats';
import type { BenchContext, Figure } from './bench-context';

/** Issue 42: after 1,000 searches, the worker's and the panel's heaps within 10 % of after 100. */
const GROWTH = 1.1;
const FIRST_READING = Number(process.env.BENCH_SESSION_FIRST ?? 100);
const LAST_READING = Number(process.env.BENCH_SESSION_LAST ?? 1000);
/** Every search type, as its tab is named (DESIGN §3); the local API answers “coffee …” in each. */
const TABS = ['Web', 'News', 'Images', 'Videos', 'Places', 'Shopping', 'Scholar', 'Patents'] as const;

interface Heaps {
  worker: HeapReading;
  panel: HeapReading;
}

/**
 * Case (issue 42): a long session in the side panel — searches of every type, new and repeated
 * (a repeat is answered from the cache in IndexedDB), and further pages (More results) — with
 * the worker's and the panel's JS heaps read after 100 and after 1,000 of them, each after its
 * books are written and a full garbage collection (CDP). Each round searches a new query,
 * then the same query as the next type (its tab), and every third round in the Images tab
 * asks for its next page; every fifth round searches the round before's query again.
 */
export async function measureLongSession(context: BenchContext): Promise<Figure[]> {
  const { panel } = context;
  let searches = 0;
  let first: Heaps | undefined;
  for (let round = 0; searches < LAST_READING; round += 1) {
    // The bench's own mark at each submit is not the panel's memory: it goes before it adds up.
    if (round % 20 === 0) await panel.evaluate((name) => performance.clearMarks(name), SUBMIT_MARK);
    // Every fifth round repeats the last round's query in the type it was last searched as: cached.
    const query = `coffee ${round % 5 === 4 ? round - 1 : round}`;
    await searchAndWait(panel, query);
    searches += 1;
    const tab = TABS[round % TABS.length] ?? 'Web';
    if (!(await selectedTab(panel, tab))) {
      await shown(panel, `The ${tab} tab for “${query}”`, () => panel.getByRole('tab', { name: tab }).click());
      searches += 1;
    }
    if (tab === 'Images' && round % 3 === 1) {
      const more = panel.getByRole('button', { name: /^More results/u });
      await more.and(panel.locator(':not([disabled])')).waitFor();
      await scrollIntoViewSettled(more);
      await shown(panel, `More results of “${query}” (images)`, () => more.click());
      searches += 1;
    }
    if (first === undefined && searches >= FIRST_READING) first = await heaps(context);
  }
  const last = await heaps(context);
  if (!first) throw new Error('No first reading');
  if (last.worker.run !== first.worker.run)
    throw new Error('The worker was stopped and started again during the session: its heaps cannot be compared');
  return [
    ...growth('workerHeapGrowth', 'Worker’s JS heap', first.worker, last.worker),
    ...growth('panelHeapGrowth', 'Side panel’s JS heap', first.panel, last.panel),
  ];
}

/** A heap's growth from the first reading to the last, and the same without V8's compiled code. */
function growth(key: string, label: string, before: HeapReading, after: HeapReading): Figure[] {
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
  const data = (reading: HeapReading) => reading.usedBytes - reading.codeBytes;
  return [
    {
      key,
      label: `${label}, ${LAST_READING} searches over ${FIRST_READING}`,
      summary: summarize([after.usedBytes / before.usedBytes]),
      method: `Runtime.getHeapUsage after two full collections: ${mb(before.usedBytes)} after ${FIRST_READING} searches, ${mb(after.usedBytes)} after ${LAST_READING}`,
      unit: '×',
      target: GROWTH,
    },
    {
      key: `${key}WithoutCode`,
      label: '  the same without compiled code',
      summary: summarize([data(after) / data(before)]),
      method: `minus the heap snapshot’s code objects (${mb(before.codeBytes)}, then ${mb(after.codeBytes)}): ${mb(data(before))}, then ${mb(data(after))}`,
      unit: '×',
    },
  ];
}

/** Whether `tab` is the selected search type. */
async function selectedTab(panel: Page, tab: string): Promise<boolean> {
  return (await panel.getByRole('tab', { name: tab }).getAttribute('aria-selected')) === 'true';
}

/** Runs `act` and waits for the results it brings to be painted. */
async function shown(panel: Page, what: string, act: () => Promise<void>): Promise<void> {
  const painted = waitForResults(panel, await pageNow(panel), what);
  await act();
  await painted;
}

/** The worker's and the panel's heaps, once the worker has written the books of every search. */
async function heaps(context: BenchContext): Promise<Heaps> {
  await context.panel.evaluate((name) => performance.clearMarks(name), SUBMIT_MARK);
  const deadline = Date.now() + 10_000;
  while ((await unwrittenBooks(context.panel)).length > 0) {
    if (Date.now() > deadline) throw new Error('The worker’s books were still unwritten 10 s after the last search');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // The ledger is written 150 ms after the books (lib/search/bookkeeping.ts).
  await new Promise((resolve) => setTimeout(resolve, 500));
  const workerDevTools = await workerSession(context.bench);
  const worker = await readHeap(workerDevTools, true).finally(() => workerDevTools.close());
  const panelDevTools = await pageSession(context.bench.context, context.panel);
  const panel = await readHeap(panelDevTools).finally(() => panelDevTools.close());
  return { worker, panel };
}
