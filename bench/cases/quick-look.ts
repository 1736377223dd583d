import type { Frame, Page } from '@playwright/test';
import { PERF_MARKS } from '../../lib/ui/perf-marks';
import { searchAndWait } from '../page-timing';
import { summarize } from '../stats';
import { repeat, type BenchContext, type Figure } from './bench-context';

/** One frame at 60 Hz: the card is to be painted within it once its answer has arrived (DESIGN §4). */
const FRAME_MS = 16.7;

/** A web page at the bench API's origin (the one the bench build may script): words to select. */
export const ARTICLE = '/bench-quick-look.html';
export const ARTICLE_HTML =
  '<!doctype html><html lang="en"><head><title>Article</title></head>' +
  '<body style="margin:40px;font:16px serif"><p>Read about <span id="chosen"></span> today.</p></body></html>';

interface CardMarks {
  /** Epoch ms (the card's clock origin plus its marks): comparable with the worker's clock. */
  firstPaint: number;
  answer: number;
  painted: number;
}

/**
 * Case: the quick-look card. Each run selects a query on a web page whose answer is cached (the
 * side panel searched it just before), runs the right-click menu's quick-look listener in the
 * worker, as the browser would on a click, and reads the card's own marks:
 * - quickLookPaint: the answer arrives in the card → the card is painted with it (target: the frame after);
 * - quickLookCachedTotal: the listener starts → the card is painted with the cached answer, the
 *   whole way: the injection, the frame's page loading, the answer, the paint.
 */
export async function measureQuickLook(context: BenchContext): Promise<Figure[]> {
  const { bench, api } = context;
  const url = `${api.url}${ARTICLE}`;
  await bench.context.route(url, (route) => route.fulfill({ contentType: 'text/html', body: ARTICLE_HTML }));
  // In a window of its own: the quick look becomes that window's search, and the side panel's
  // window, where the next run searches, does not repaint with it meanwhile.
  const [page] = await Promise.all([
    bench.context.waitForEvent('page'),
    bench.worker.evaluate(() => chrome.windows.create({ url: 'about:blank', width: 1000, height: 720 })),
  ]);
  await page.goto(url);
  const samples = await repeat(context, async () => {
    const query = context.freshQuery();
    // Cached: searched once from the panel, so the card's answer costs nothing and waits for no API.
    await searchAndWait(context.panel, query);
    await selectWords(page, query);
    const started = await runMenuListener(bench.worker, url, query);
    const marks = await cardMarks(page);
    await closeCard(page);
    return { paint: marks.painted - marks.answer, total: marks.painted - started, frame: marks.firstPaint - started };
  });
  await page.close();
  const paint = summarize(samples.map((sample) => sample.paint));
  return [
    {
      key: 'quickLookPaint',
      label: 'Quick-look card, answer → painted',
      summary: paint,
      method: 'answer-arrived → results-painted marks in the card’s frame (cached answer)',
      targetMs: FRAME_MS,
    },
    {
      key: 'quickLookCachedTotal',
      label: 'Quick-look card, menu listener → painted, cached answer',
      summary: summarize(samples.map((sample) => sample.total)),
      method: 'the worker’s clock as the menu listener is run → the card’s results-painted mark (epoch ms)',
    },
    {
      key: 'quickLookFirstPaint',
      label: '  of which listener → the card’s first paint',
      summary: summarize(samples.map((sample) => sample.frame)),
      method: 'the worker’s clock as the menu listener is run → the card page’s page-ready mark (its outline painted)',
    },
  ];
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
async function cardMarks(page: Page, timeoutMs = 10_000): Promise<CardMarks> {
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
  return frame.evaluate((names) => {
    const at = (name: string) => performance.getEntriesByName(name)[0]?.startTime;
    const [firstPaint, answer, painted] = [names.pageReady, names.answerArrived, names.resultsPainted].map(at);
    if (firstPaint === undefined || answer === undefined || painted === undefined) return undefined;
    const origin = performance.timeOrigin;
    return { firstPaint: origin + firstPaint, answer: origin + answer, painted: origin + painted };
  }, PERF_MARKS);
}

/** Takes the card away (a click outside), so the next run's card is a new one; `page` is the one in its frame. */
export async function closeCard(page: Page, framed = '/quick-look.html'): Promise<void> {
  await page.mouse.click(5, 5);
  for (let tries = 0; tries < 100; tries += 1) {
    if (!page.frames().some((frame) => frame.url().includes(framed))) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
