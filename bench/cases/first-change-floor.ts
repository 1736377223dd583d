import type { Page } from '@playwright/test';
import { BENCH_FILES } from '../in-page/floor-names';
import { firstChangeOnScreen, scriptStart, startTrace, traceMs } from '../trace';
import type { BenchContext } from './bench-context';

/** What the trace records for it: script starts and a picture of each frame drawn. */
const CATEGORIES = ['v8', 'disabled-by-default-devtools.screenshot'];

/**
 * The floor of `cardFeedback`, measured the same way in the same page: a script injected as the
 * card's is that only puts one plain box on the page (bench/build.ts), from its compile to the
 * first screenshot that differs (its display time). No script's first change can come sooner.
 */
export async function firstChangeFloor(context: BenchContext, page: Page, url: string): Promise<number> {
  const trace = await startTrace(context.bench.context, page, CATEGORIES);
  let events;
  try {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await context.bench.worker.evaluate(
      async ({ url, file }) => {
        const [tab] = await chrome.tabs.query({ url });
        if (tab?.id === undefined) throw new Error(`No tab at ${url}`);
        await chrome.scripting.executeScript({ target: { tabId: tab.id }, files: [file] });
      },
      { url, file: BENCH_FILES.firstChange },
    );
    await page.waitForTimeout(200);
  } finally {
    events = await trace.stop();
  }
  // The box goes 400 ms after it came: the next run starts from the page as it was.
  await page.waitForTimeout(300);
  const start = scriptStart(events, BENCH_FILES.firstChange);
  const shown = start === undefined ? undefined : firstChangeOnScreen(events, start);
  if (start === undefined || shown === undefined) throw new Error('No floor script or change on screen in its trace');
  return traceMs(start, shown);
}
