import type { Locator, Page } from '@playwright/test';
import { PERF_MARKS } from '../lib/ui/perf-marks';

/** Set by the bench (not shipped): a mark at the `submit` event, before any handler of the page runs. */
export const SUBMIT_MARK = 'bench-submit';

/** Milliseconds on the page's clock (performance.now), and the clock's origin in epoch milliseconds. */
export interface ResultMarks {
  id: string;
  timeOrigin: number;
  /** The last submit mark before the results rendered (absent when another page submitted). */
  submit?: number;
  render: number;
  committed: number;
  frame: number;
  painted: number;
}

/** Records a mark at each form submission, in the capture phase (before the page's own listener). */
export async function markSubmits(page: Page): Promise<void> {
  await page.evaluate((name) => {
    window.addEventListener('submit', () => performance.mark(name), { capture: true });
  }, SUBMIT_MARK);
}

/**
 * tsx (esbuild, keepNames) wraps named functions in `__name(…)`, which the functions
 * sent to page.evaluate then call in the page: define it there as the identity.
 */
async function defineNameHelper(page: Page): Promise<void> {
  await page.evaluate('globalThis.__name ??= (fn) => fn');
}

export async function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

/**
 * Resolves with the marks of the first search whose results were painted after `after`
 * (page clock). Watches with a PerformanceObserver, which does not disturb the page's frames.
 * `what` names the search waited for, in the error when none comes, with what the page said
 * instead (an error notice is an alert).
 */
export async function waitForResults(
  page: Page,
  after: number,
  what = 'The search waited for',
  timeoutMs = 10_000,
): Promise<ResultMarks> {
  await defineNameHelper(page);
  const painted = page.evaluate(
    ({ after, names, submitName, timeoutMs }) =>
      new Promise<ResultMarks>((resolve, reject) => {
        const detailId = (entry: PerformanceEntry) => ((entry as PerformanceMark).detail as { id?: string } | null)?.id;
        const markOf = (name: string, id: string) =>
          performance.getEntriesByName(name).find((entry) => detailId(entry) === id)?.startTime ?? NaN;
        const settle = () => {
          const painted = performance
            .getEntriesByName(names.resultsPainted)
            .find((entry) => entry.startTime > after && detailId(entry) !== undefined);
          if (!painted) return false;
          const id = detailId(painted) ?? '';
          const render = markOf(names.resultsRender, id);
          const submit = performance
            .getEntriesByName(submitName)
            .filter((entry) => entry.startTime > after && entry.startTime <= render)
            .at(-1)?.startTime;
          resolve({
            id,
            timeOrigin: performance.timeOrigin,
            ...(submit !== undefined && { submit }),
            render,
            committed: markOf(names.resultsCommitted, id),
            frame: markOf(names.resultsFrame, id),
            painted: painted.startTime,
          });
          return true;
        };
        if (settle()) return;
        const observer = new PerformanceObserver(() => {
          if (settle()) observer.disconnect();
        });
        observer.observe({ type: 'mark' });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`No results painted within ${timeoutMs} ms`));
        }, timeoutMs);
      }),
    { after, names: PERF_MARKS, submitName: SUBMIT_MARK, timeoutMs },
  );
  return painted.catch(async (error: unknown) => {
    const alerts = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    const said = alerts.map((text) => text.trim()).filter(Boolean);
    const reason = error instanceof Error ? error.message.replace(/^page\.evaluate: (Error: )?/u, '') : String(error);
    throw new Error(`${what}: ${reason.split('\n')[0] ?? ''}; the page said: ${said.join(' | ') || 'nothing'}`);
  });
}

/** Types a query into the page's search box, presses Enter, and returns the marks of that search's results. */
export async function searchAndWait(page: Page, query: string): Promise<ResultMarks & { submit: number }> {
  const box = page.getByRole('combobox', { name: 'Search query' });
  await box.fill(query);
  const results = waitForResults(page, await pageNow(page), `The search “${query}”`);
  await box.press('Enter');
  const marks = await results;
  if (marks.submit === undefined) throw new Error(`No submit mark before the results of “${query}”`);
  return { ...marks, submit: marks.submit };
}

/**
 * Scrolls an element into view and waits until its box has stayed put for three frames. The
 * rows of a long list are laid out only once scrolled to (content-visibility), a frame after
 * the jump, and the page's height changes with them: a click sent before that lands where the
 * element was (seen: the pointer went down on More results and up on the list, 18 px lower).
 */
export async function scrollIntoViewSettled(target: Locator): Promise<void> {
  await defineNameHelper(target.page());
  await target.scrollIntoViewIfNeeded();
  await target.evaluate(async (element) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = '';
    for (let frames = 0, same = 0; frames < 60 && same < 3; frames += 1) {
      await frame();
      const { x, y, width, height } = element.getBoundingClientRect();
      const box = `${x},${y},${width},${height}`;
      same = box === last ? same + 1 : 0;
      last = box;
    }
  });
}

/** Navigation start → the page's first render painted (PERF_MARKS.pageReady), and the first contentful paint. */
export async function waitForPageReady(page: Page, timeoutMs = 10_000): Promise<{ ready: number; fcp?: number }> {
  await defineNameHelper(page);
  return page.evaluate(
    ({ name, timeoutMs }) =>
      new Promise<{ ready: number; fcp?: number }>((resolve, reject) => {
        const settle = () => {
          const ready = performance.getEntriesByName(name)[0]?.startTime;
          if (ready === undefined) return false;
          // Paint entries are reported a little after the frame: give them a moment.
          let tries = 0;
          const withPaint = () => {
            const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
            if (fcp === undefined && (tries += 1) < 20) setTimeout(withPaint, 10);
            else resolve({ ready, ...(fcp !== undefined && { fcp }) });
          };
          withPaint();
          return true;
        };
        if (settle()) return;
        const observer = new PerformanceObserver(() => {
          if (settle()) observer.disconnect();
        });
        observer.observe({ type: 'mark' });
        setTimeout(() => reject(new Error(`${name} not marked within ${timeoutMs} ms`)), timeoutMs);
      }),
    { name: PERF_MARKS.pageReady, timeoutMs },
  );
}

/** Page clock milliseconds of the page's first contentful paint (for pages with no marks of their own). */
export async function waitForFirstContentfulPaint(page: Page, timeoutMs = 10_000): Promise<number> {
  await defineNameHelper(page);
  return page.evaluate(
    (timeoutMs) =>
      new Promise<number>((resolve, reject) => {
        new PerformanceObserver((list) => {
          const fcp = list.getEntriesByName('first-contentful-paint')[0];
          if (fcp) resolve(fcp.startTime);
        }).observe({ type: 'paint', buffered: true });
        setTimeout(() => reject(new Error(`no first contentful paint within ${timeoutMs} ms`)), timeoutMs);
      }),
    timeoutMs,
  );
}
