import { stopServiceWorker } from '../../test/e2e/service-worker';
import { searchAndWait } from '../page-timing';
import { pairedDifferences, summarize } from '../stats';
import { openFloorWorker } from '../floor-worker';
import { repeat, type BenchContext, type Figure } from './bench-context';

/** Long enough for the last search's deferred work and the cost asked after it (150 ms). */
const SETTLE_MS = 400;

/**
 * The first letter's lead over Enter when the person types: a fast typist's next two keys. A
 * person's query takes longer (a dozen letters at 8 a second is 1.5 s): this is the least of it.
 */
const TYPING_MS = Number(process.env.BENCH_TYPING_MS ?? 250);

/**
 * Case 5: the service worker stopped (as Chrome does after ~30 s idle), then a side panel
 * search: Enter → painted, and its cost over a warm search. Twice each round: the query filled
 * and Enter pressed at once (a worker that starts with the search: the worst case, as for a
 * search from the menu), and typed (its first letter TYPING_MS before Enter: the worker starts,
 * and warms its parsers, while the person types). Then, the same worker left as idle as before
 * a stop, a warm search: each cold search's cost is its difference from that round's warm one,
 * measured back to back as every floor is (docs/performance.md, Noise). Until 2026-11-30 it was
 * the difference of medians against the uncached case's searches, minutes earlier in the run:
 * the API's and the machine's drift in between fell on one side only (bench/LOG.md).
 *
 * Its floor, at the start of each round: what a stopped worker costs a message to an extension
 * that does nothing else (bench/floor-worker.ts), over the same message 400 ms later. DESIGN §4's
 * "≤ 10 ms over a warm search" is read over it too, as the card's first change is over its floor:
 * on this 2-core machine the browser alone takes 11.5–13 ms (bench/LOG.md, 2026-11-30 05:00).
 */
export async function measureColdStart(
  context: BenchContext,
  warmMedian: number,
  rawMedian: number,
): Promise<Figure[]> {
  const stopped = async () => {
    // What the last search left to do (its books, then the cost asked again once they are
    // written) is done before the worker stops: the browser stops only a worker left idle, and a
    // page that asked something just after the stop would wake it before the search (runs of
    // this case alone and after the popup case differed by 20 ms for that).
    await context.panel.waitForTimeout(SETTLE_MS);
    await stopServiceWorker(context.bench.context, context.panel);
  };
  const search = async (query: string) => {
    const marks = await searchAndWait(context.panel, query);
    return marks.painted - marks.submit;
  };
  const floor = await openFloorWorker();
  const floorStart = async () => {
    await context.panel.waitForTimeout(SETTLE_MS);
    await floor.stop();
    const cold = await floor.roundTrip();
    await context.panel.waitForTimeout(SETTLE_MS);
    return cold - (await floor.roundTrip());
  };
  const round = async () => {
    const floorCost = await floorStart();
    await stopped();
    const atOnce = await search(context.freshQuery());
    await stopped();
    const query = context.freshQuery();
    await context.panel.getByRole('combobox', { name: 'Search query' }).fill(query.slice(0, 1));
    await context.panel.waitForTimeout(TYPING_MS);
    const typed = await search(query);
    await context.panel.waitForTimeout(SETTLE_MS);
    return { floorCost, atOnce, typed, warm: await search(context.freshQuery()) };
  };
  let samples: Array<Awaited<ReturnType<typeof round>>>;
  try {
    samples = await repeat(context, round);
  } finally {
    await floor.close();
  }
  const summary = summarize(samples.map((sample) => sample.atOnce));
  const warm = samples.map((sample) => sample.warm);
  const overWarm = (cold: number[]) => summarize(pairedDifferences(cold, warm));
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
      summary: overWarm(samples.map((sample) => sample.atOnce)),
      method: `median of paired differences (cold − the round's warm search, 400 ms after the typed one); difference of medians against the uncached case's: ${(summary.median - warmMedian).toFixed(1)} ms`,
      targetMs: 10,
    },
    {
      key: 'floorWorkerStart',
      label: '  floor: an empty extension worker stopped, over running',
      summary: summarize(samples.map((sample) => sample.floorCost)),
      method: `a message from the floor extension's page → its answer, its worker just stopped, minus the same ${SETTLE_MS} ms later (paired)`,
    },
    {
      key: 'coldStartOverFloor',
      label: '  cold-start cost over that floor',
      summary: summarize(
        pairedDifferences(
          pairedDifferences(
            samples.map((sample) => sample.atOnce),
            warm,
          ),
          samples.map((sample) => sample.floorCost),
        ),
      ),
      method: "each round's cold-start cost over warm, minus that round's floor",
      targetMs: 10,
    },
    {
      key: 'coldStartTypedOverhead',
      label: '  typed: cold-start cost over warm',
      summary: overWarm(samples.map((sample) => sample.typed)),
      method: `as coldStart, but the query's first letter typed ${TYPING_MS} ms before the rest and Enter; median of paired differences (typed cold − the round's warm search)`,
      targetMs: 10,
    },
    {
      key: 'coldStartWarmPair',
      label: '  the rounds’ warm search (the pairs’ floor)',
      summary: summarize(warm),
      method: `submit → results-painted mark, ${SETTLE_MS} ms after the round's typed cold search, the worker running; the uncached case's median: ${warmMedian.toFixed(1)} ms`,
    },
  ];
}
