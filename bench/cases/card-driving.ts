import type { Frame, Page } from '@playwright/test';
import { PERF_MARKS } from '../../lib/ui/perf-marks';
import type { BenchContext } from './bench-context';

/* Driving the quick-look card from the bench: a page to select words in, the menu's listener, the card's marks. */

/** A web page at the bench API's origin (the one the bench build may script): words to select. */
export const ARTICLE = '/bench-quick-look.html';
export const ARTICLE_HTML =
  '<!doctype html><html lang="en"><head><title>Article</title></head>' +
  '<body style="margin:40px;font:16px serif"><p>Read about <span id="chosen"></span> today.</p></body></html>';

interface CardMarks {
  /** Epoch ms (the card's clock origin plus its marks): comparable with the worker's clock. */
  firstPaint: number;
  answer: number;
  /** The results' render began, was committed to the DOM, their frame began. */
  render: number;
  committed: number;
  frame: number;
  painted: number;
}

export async function selectWords(page: Page, words: string): Promise<void> {
  await page.evaluate((text) => {
    const chosen = document.getElementById('chosen')!;
    chosen.textContent = text;
    const range = document.createRange();
    range.selectNodeContents(chosen);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  }, words);
}

/** Runs "Quick look “%s”"'s listener in the worker; resolves with the worker's clock (epoch ms) just before. */
export async function runMenuListener(
  worker: BenchContext['bench']['worker'],
  url: string,
  query: string,
): Promise<number> {
  return worker.evaluate(
    async ({ url, query }) => {
      const [tab] = await chrome.tabs.query({ url });
      const started = performance.timeOrigin + performance.now();
      const onClicked = chrome.contextMenus.onClicked as unknown as { dispatch(...values: unknown[]): void };
      onClicked.dispatch({ menuItemId: 'quick-look', selectionText: query, frameId: 0, pageUrl: url }, tab);
      return started;
    },
    { url, query },
  );
}

/**
 * The card's frame, once it has painted its answer, and its marks as epoch milliseconds; `quietMs`
 * as in frameMarks (for an uncached card: longer than the API takes).
 */
export function cardMarks(page: Page, quietMs = QUIET_MS): Promise<CardMarks> {
  const names: Record<keyof CardMarks, string> = {
    firstPaint: PERF_MARKS.pageReady,
    answer: PERF_MARKS.answerArrived,
    render: PERF_MARKS.resultsRender,
    committed: PERF_MARKS.resultsCommitted,
    frame: PERF_MARKS.resultsFrame,
    painted: PERF_MARKS.resultsPainted,
  };
  return frameMarks(page, '/quick-look.html', PERF_MARKS.resultsPainted, names, quietMs);
}

/** How long the bench leaves a card's frame alone once it is there: longer than a cached card takes to paint. */
const QUIET_MS = 400;
const TIMEOUT_MS = 10_000;

/**
 * Waits for the frame at `path`, leaves it alone for `quietMs`, then waits in it for its User Timing
 * mark `last`; the marks `names` then, as epoch milliseconds. Every call into a frame runs on its
 * main thread (the first one also sets up Playwright's own script there): one polling every 20 ms,
 * as this did, landed in the card's start or between its answer and its paint, and was measured
 * with them; so nothing is sent to the frame until it has most likely painted, and then one call
 * that waits (a PerformanceObserver), never a poll.
 */
export async function frameMarks<K extends string>(
  page: Page,
  path: string,
  last: string,
  names: Record<K, string>,
  quietMs = QUIET_MS,
): Promise<Record<K, number>> {
  const timeoutMs = TIMEOUT_MS;
  const frame = await frameAt(page, path, Date.now() + timeoutMs);
  await page.waitForTimeout(quietMs);
  const marks = await frame.evaluate(
    ({ last, names, timeoutMs }) =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`No ${last} within ${timeoutMs} ms`)), timeoutMs);
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName(last).length === 0) return;
          observer.disconnect();
          clearTimeout(timer);
          const at = Object.entries(names).map(([key, name]) => {
            const time = performance.getEntriesByName(name)[0]?.startTime;
            return [key, time === undefined ? NaN : performance.timeOrigin + time];
          });
          resolve(Object.fromEntries(at) as Record<string, number>);
        }).observe({ type: 'mark', buffered: true });
      }),
    { last, names: names as Record<string, string>, timeoutMs },
  );
  const missing = Object.keys(names).filter((key) => Number.isNaN(marks[key]));
  if (missing.length > 0) throw new Error(`${path} painted without the marks ${missing.join(', ')}`);
  return marks;
}

/** The frame at `path` once the page has it: read from the page's frame list, so nothing runs in the frame. */
async function frameAt(page: Page, path: string, deadline: number): Promise<Frame> {
  for (;;) {
    const frame = page.frames().find((candidate) => candidate.url().includes(path));
    if (frame) return frame;
    if (Date.now() > deadline) throw new Error(`No frame at ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Takes the card away (a click outside), so the next run's card is a new one; `page` is the one in its frame. */
export async function closeCard(page: Page, framed = '/quick-look.html'): Promise<void> {
  await page.mouse.click(5, 5);
  for (let tries = 0; tries < 100; tries += 1) {
    if (!page.frames().some((frame) => frame.url().includes(framed))) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
