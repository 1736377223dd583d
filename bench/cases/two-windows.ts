import type { Page } from '@playwright/test';
import type { BenchBrowser } from '../browser';
import { markSubmits, searchAndWait } from '../page-timing';
import { summarize } from '../stats';
import { repeat, type BenchContext, type Figure } from './bench-context';

/** The side panel page in a window of its own (each window has its own current search). */
export async function panelInNewWindow(bench: BenchBrowser): Promise<Page> {
  const opened = bench.context.waitForEvent('page');
  await bench.worker.evaluate((url) => chrome.windows.create({ url }), bench.url('sidepanel.html'));
  const page = await opened;
  await page.getByRole('button', { name: 'Search', exact: true }).and(page.locator(':enabled')).waitFor();
  return page;
}

/**
 * Two windows, each with its panel, search two different things at the same moment: the
 * figure is the later of the two Enter → painted times, per pair (both windows have their
 * results by then, each its own).
 */
export async function measureTwoWindows(context: BenchContext, rawMedian: number): Promise<Figure> {
  const other = await panelInNewWindow(context.bench);
  await markSubmits(other);
  const samples = await repeat(context, async () => {
    const [a, b] = await Promise.all([
      searchAndWait(context.panel, context.freshQuery()),
      searchAndWait(other, context.freshQuery()),
    ]);
    return Math.max(a.painted - a.submit, b.painted - b.submit);
  });
  await other.close();
  const summary = summarize(samples);
  return {
    key: 'twoWindows',
    label: 'Two windows searching at once (the later painted)',
    summary,
    method: 'Enter in two windows’ panels together → the later results-painted mark of the pair',
    ratioToRaw: summary.median / rawMedian,
  };
}
