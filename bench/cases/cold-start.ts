import { stopServiceWorker } from '../../test/e2e/service-worker';
import { searchAndWait } from '../page-timing';
import { summarize } from '../stats';
import { repeat, type BenchContext, type Figure } from './bench-context';

/** Long enough for the last search's deferred work and the cost asked after it (150 ms). */
const SETTLE_MS = 400;

/**
 * Case 5: the service worker stopped (as Chrome does after ~30 s idle), then a side
 * panel search: Enter → painted, and its cost over the warm case (difference of medians).
 */
export async function measureColdStart(
  context: BenchContext,
  warmMedian: number,
  rawMedian: number,
): Promise<Figure[]> {
  const samples = await repeat(context, async () => {
    // What the last search left to do (its books, then the cost asked again once they are
    // written) is done before the worker stops: the browser stops only a worker left idle, and a
    // page that asked something just after the stop would wake it before the search (runs of
    // this case alone and after the popup case differed by 20 ms for that).
    await context.panel.waitForTimeout(SETTLE_MS);
    await stopServiceWorker(context.bench.context, context.panel);
    const marks = await searchAndWait(context.panel, context.freshQuery());
    return marks.painted - marks.submit;
  });
  const summary = summarize(samples);
  return [
    {
      key: 'coldStart',
      label: 'Side panel search, worker stopped',
      summary,
      method:
        'the page left idle 400 ms, stopServiceWorker (CDP), then the query filled and Enter: submit event → results-painted mark',
      ratioToRaw: summary.median / rawMedian,
      targetRatio: 1.4,
    },
    {
      key: 'coldStartOverhead',
      label: '  cold-start cost over warm',
      summary: { ...summary, median: summary.median - warmMedian, p95: summary.p95 - warmMedian },
      method: 'difference of medians (cold − warm uncached); p95 likewise',
      targetMs: 10,
    },
  ];
}
