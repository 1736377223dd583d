import { searchAndWait } from '../page-timing';
import { summarize } from '../stats';
import { repeat, type BenchContext, type Figure } from './bench-context';

/** Case 4: a search whose answer is cached (searched once just before), Enter → results painted. */
export async function measureCacheHit(context: BenchContext, rawMedian: number): Promise<Figure[]> {
  const samples = await repeat(context, async () => {
    const query = context.freshQuery();
    await searchAndWait(context.panel, query);
    // Show something else, so the cached answer is a new render rather than the same page.
    await searchAndWait(context.panel, context.freshQuery());
    const marks = await searchAndWait(context.panel, query);
    return {
      total: marks.painted - marks.submit,
      toRender: marks.render - marks.submit,
      toPaint: marks.painted - marks.render,
    };
  });
  const summary = summarize(samples.map((sample) => sample.total));
  // Where it goes: the round trip to the worker and back, then the page's render and the frame that shows it.
  return [
    {
      key: 'cacheHit',
      label: 'Side panel search, cache hit',
      summary,
      method: 'submit event → results-painted mark, for a query searched two searches earlier',
      ratioToRaw: summary.median / rawMedian,
      targetRatio: 0.2,
    },
    {
      key: 'cacheHitToRender',
      label: '  of which Enter → results render',
      summary: summarize(samples.map((sample) => sample.toRender)),
      method: 'submit event → results-render mark (the page has the answer)',
      targetMs: 4,
    },
    {
      key: 'cacheHitRenderToPaint',
      label: '  of which render → painted',
      summary: summarize(samples.map((sample) => sample.toPaint)),
      method: 'results-render → results-painted (commit, the wait for the next frame, style, layout, paint)',
    },
  ];
}
