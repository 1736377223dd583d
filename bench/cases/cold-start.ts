import { stopServiceWorker } from '../../test/e2e/service-worker';
import { searchAndWait } from '../page-timing';
import { summarize } from '../stats';
import { repeat, type BenchContext, type Figure } from './bench-context';

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
      method: 'stopServiceWorker (CDP), then submit event → results-painted mark',
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
