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

/** The card's frame, once it has painted its answer, and its marks as epoch milliseconds. */
export async function cardMarks(page: Page, timeoutMs = 10_000): Promise<CardMarks> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const frame = page.frames().find((candidate) => candidate.url().includes('/quick-look.html'));
    const marks = frame ? await readMarks(frame).catch(() => undefined) : undefined;
    if (marks) return marks;
    if (Date.now() > deadline) throw new Error(`No quick-look card painted within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function readMarks(frame: Frame): Promise<CardMarks | undefined> {
  // tsx wraps named functions in __name(…), which the function sent to the frame then calls.
  await frame.evaluate('globalThis.__name ??= (fn) => fn');
  const names: Record<keyof CardMarks, string> = {
    firstPaint: PERF_MARKS.pageReady,
    answer: PERF_MARKS.answerArrived,
    render: PERF_MARKS.resultsRender,
    committed: PERF_MARKS.resultsCommitted,
    frame: PERF_MARKS.resultsFrame,
    painted: PERF_MARKS.resultsPainted,
  };
  return frame.evaluate((names) => {
    const times = Object.entries(names).map(([key, name]) => [key, performance.getEntriesByName(name)[0]?.startTime]);
    if (times.some(([, time]) => time === undefined)) return undefined;
    return Object.fromEntries(times.map(([key, time]) => [key, performance.timeOrigin + Number(time)])) as CardMarks;
  }, names);
}

/** Takes the card away (a click outside), so the next run's card is a new one; `page` is the one in its frame. */
export async function closeCard(page: Page, framed = '/quick-look.html'): Promise<void> {
  await page.mouse.click(5, 5);
  for (let tries = 0; tries < 100; tries += 1) {
    if (!page.frames().some((frame) => frame.url().includes(framed))) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
