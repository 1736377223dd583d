import { searchAndWait } from '../page-timing';
import { summarize } from '../stats';
import { repeat, type BenchContext, type Figure } from './bench-context';

/** Case 4: a search whose answer is cached (searched once just before), Enter → results painted. */
export async function measureCacheHit(context: BenchContext, rawMedian: number): Promise<Figure> {
  const samples = await repeat(context, async () => {
    const query = context.freshQuery();
    await searchAndWait(context.panel, query);
    // Show something else, so the cached answer is a new render rather than the same page.
    await searchAndWait(context.panel, context.freshQuery());
    const marks = await searchAndWait(context.panel, query);
    return marks.painted - marks.submit;
  });
  const summary = summarize(samples);
  return {
    key: 'cacheHit',
    label: 'Side panel search, cache hit',
    summary,
    method: 'submit event → results-painted mark, for a query searched two searches earlier',
    ratioToRaw: summary.median / rawMedian,
    targetRatio: 0.2,
  };
}
