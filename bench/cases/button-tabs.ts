import type { Page } from '@playwright/test';
import { pageHeaps } from '../renderer-heap';
import { scriptWork, startTrace } from '../trace';
import type { BenchContext } from './bench-context';

/** What the trace records of a page load or of a page's idle time: script evaluations and calls, with their URLs. */
const CATEGORIES = ['devtools.timeline', 'v8'];

/** A hundred tabs of one page: each one's heap, all of them together, and a content script's time in each load. */
export interface TabsMeasured {
  /** Bytes of JS heap per tab (its renderer's, shared equally between tabs in one renderer). */
  heaps: number[];
  /** Bytes of JS heap of every tab's renderer together. */
  total: number;
  /** Milliseconds of main-thread time the content script took in each tab's load (none: empty). */
  scriptMs: number[];
}

/**
 * Opens `count` tabs of `url` one after another and keeps them open; with `script` (a registered
 * content script's file), traces each load and reads the script's main-thread time in it, and
 * fails if it did not run. Once all are open, reads every tab's heap after a full collection;
 * `whileOpen` may use the tabs before they are closed.
 */
export async function measureTabs(
  context: BenchContext,
  url: string,
  count: number,
  script?: string,
  whileOpen?: (pages: readonly Page[]) => Promise<void>,
): Promise<TabsMeasured> {
  const { bench } = context;
  const pages: Page[] = [];
  const scriptMs: number[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const page = await bench.context.newPage();
      pages.push(page);
      const trace = script ? await startTrace(bench.context, page, CATEGORIES) : undefined;
      await page.goto(url, { waitUntil: 'load' });
      // document_idle: registered content scripts run once the page is loaded and the browser is idle.
      await page.waitForTimeout(script ? 400 : 100);
      if (trace && script) {
        const work = scriptWork(await trace.stop(), script, trace.frame);
        if (work.calls === 0) throw new Error(`${script} did not run in tab ${index + 1} of ${url}`);
        scriptMs.push(work.ms);
      }
    }
    const { heaps, total } = await pageHeaps(bench.context, pages);
    await whileOpen?.(pages);
    return { heaps: heaps.map((heap) => heap.usedBytes), total, scriptMs };
  } finally {
    for (const page of pages) await page.close().catch(() => undefined);
  }
}

/**
 * What a content script does while its page is used without selecting anything: the page
 * scrolled with the mouse wheel and its DOM changed (nodes added, removed, attributes
 * changed) for 60 frames, in the front tab. Then, to show that the trace sees the script's work
 * at all, one selection made with the mouse (its end is where the selection button starts
 * working). Milliseconds and calls of the script's main-thread work in each.
 */
export async function idleAndSelectionWork(
  context: BenchContext,
  page: Page,
  script: string | readonly string[],
): Promise<{ idle: { ms: number; calls: number }; selection: { ms: number; calls: number } }> {
  await page.bringToFront();
  const idleTrace = await startTrace(context.bench.context, page, CATEGORIES);
  await page.mouse.move(200, 300);
  for (let frame = 0; frame < 60; frame += 1) {
    await page.mouse.wheel(0, frame < 30 ? 120 : -120);
    await page.evaluate((frame) => {
      const added = document.body.appendChild(document.createElement('p'));
      added.textContent = `Added ${frame}`;
      document.querySelector('article')?.classList.toggle('bench-changed');
      if (frame % 2 === 1) document.body.lastElementChild?.remove();
      return new Promise((resolve) => requestAnimationFrame(resolve));
    }, frame);
  }
  const idle = scriptWork(await idleTrace.stop(), script, idleTrace.frame);
  const selectionTrace = await startTrace(context.bench.context, page, CATEGORIES);
  const paragraph = page.locator('article p').first();
  await paragraph.scrollIntoViewIfNeeded();
  const box = await paragraph.boundingBox();
  if (!box) throw new Error('No paragraph to select on the page');
  await page.mouse.move(box.x + 2, box.y + 4);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 4, { steps: 5 });
  await page.mouse.up();
  await page.waitForTimeout(300);
  const selection = scriptWork(await selectionTrace.stop(), script, selectionTrace.frame);
  // The selection undone (the button goes): its work falls outside every later trace's tab.
  await page.mouse.click(2, 2);
  await page.waitForTimeout(100);
  return { idle, selection };
}
