/**
 * `npm run bench`: builds the extension for a local API with a fixed latency, drives it
 * in headless Chromium and prints median / p95 / runs for each figure, against the raw
 * API call and the targets, plus the bundle sizes. A measurement, never a test: it
 * fails only when it cannot measure. Settings: BENCH_API_PORT (8790), BENCH_RUNS (20),
 * BENCH_WARMUP (5), BENCH_LATENCY_MS (50), BENCH_TYPING_MS (250: the cold case's first letter before Enter), BENCH_CARD_LATENCY_MS (300: the uncached card's API), BENCH_ONLY (a comma-separated list of the steps
 * to run, e.g. `startup,reopen,bytes,quicklook,cardframe,reader,button,session`; the raw call and the side panel search always run, since the
 * others are read against them).
 */
import { execFileSync } from 'node:child_process';
import { cpus } from 'node:os';
import { startSearchApi, type SearchApi } from '../test/search-api/server';
import { BENCH_EXTENSION_DIR, buildForBench } from './build';
import { configure, launchBenchBrowser, openSearchPage, type BenchBrowser } from './browser';
import type { BenchContext, Figure } from './cases/bench-context';
import { measureCacheHit } from './cases/cache-hit';
import { measureColdStart } from './cases/cold-start';
import { measureManyResults } from './cases/many-results';
import { measureAppendAndGrid } from './cases/append-and-grid';
import { measurePageStartup } from './cases/page-startup';
import { measurePanelReopen } from './cases/panel-reopen';
import { measurePanelSearch } from './cases/panel-search';
import { measurePageBytes } from './cases/page-bytes';
import { measureHistoryScale } from './cases/history-scale';
import { measurePopupToPanel } from './cases/popup-to-panel';
import { measureTwoWindows } from './cases/two-windows';
import { caseSteps, timed } from './case-step';
import { measureQuickLook } from './cases/quick-look';
import { measureReader } from './cases/reader';
import { measureCardFeedback } from './cases/card-feedback';
import { measureSelectionButton } from './cases/selection-button';
import { measureLongSession } from './cases/long-session';
import { markSubmits, searchAndWait } from './page-timing';
import { formatReport, writeResults, type BenchResults } from './report';
import { measureBuild } from './sizes';

const PORT = Number(process.env.BENCH_API_PORT ?? 8790);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 5);
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 50);
const API_KEY = 'bench-key-7c21';

function commit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head} (with uncommitted changes)` : head;
  } catch {
    return 'unknown';
  }
}

async function measure(bench: BenchBrowser, api: SearchApi): Promise<Figure[]> {
  await configure(bench.worker, API_KEY, api.url);
  const panel = await openSearchPage(bench, 'sidepanel.html');
  await markSubmits(panel);
  let queries = 0;
  // The first search shows what the extension sends; every later query is new, so never cached.
  await searchAndWait(panel, 'typescript');
  const sent = api.searchRequests().at(-1)?.json as Record<string, unknown> | undefined;
  if (!sent) throw new Error('The extension sent no search request');
  const context: BenchContext = {
    bench,
    api,
    apiKey: API_KEY,
    panel,
    runs: RUNS,
    warmup: WARMUP,
    latencyMs: LATENCY_MS,
    freshQuery: () => `typescript ${(queries += 1)}`,
    requestBody: (query) => JSON.stringify({ ...sent, query }),
  };
  const step = caseSteps(context);
  const panelSearch = await timed('raw call + side panel search', () => measurePanelSearch(context));
  const { rawMedian, warmMedian } = panelSearch;
  return [
    ...panelSearch.figures,
    ...(await step('popup', 'popup → side panel', () => measurePopupToPanel(context, rawMedian))),
    ...(await step('cache', 'cache hit', () => measureCacheHit(context, rawMedian))),
    ...(await step('cold', 'cold start', () => measureColdStart(context, warmMedian, rawMedian))),
    ...(await step('startup', 'page start-up', () => measurePageStartup(context))),
    ...(await step('reopen', 'side panel reopened', () => measurePanelReopen(context))),
    ...(await step('many', '100 results', () => measureManyResults(context))),
    ...(await step('append', 'More results and the images grid', () => measureAppendAndGrid(context))),
    ...(await step('bytes', 'bytes to pages', () => measurePageBytes(context))),
    ...(await step('windows', 'two windows at once', () => measureTwoWindows(context, rawMedian))),
    ...(await step('history', 'history scale', () => measureHistoryScale(context, rawMedian))),
    ...(await step('quicklook', 'quick-look card', () => measureQuickLook(context))),
    ...(await step('cardframe', 'quick-look card against its floor', () => measureCardFeedback(context))),
    ...(await step('reader', 'Read here, 100 KB', () => measureReader(context))),
    ...(await step('button', 'selection button in 100 tabs', () => measureSelectionButton(context))),
    // Last: it leaves a thousand more searches in the history and the cache.
    ...(await step('session', 'a long session: 1,000 searches', () => measureLongSession(context))),
  ];
}

async function main(): Promise<void> {
  const started = Date.now();
  // The API first: it fails fast if the port is taken, before a build the port is baked into.
  // Its pictures (the knowledge panels', the grid's) come from itself over https: the bench
  // measures the extension, never how long an outside host takes to fail.
  const api = await startSearchApi({
    port: PORT,
    latencyMs: LATENCY_MS,
    keys: { [API_KEY]: 10_000_000 },
    rateLimit: false,
    tls: true,
    localPictures: true,
  });
  let bench: BenchBrowser | undefined;
  try {
    console.log(`Building into ${BENCH_EXTENSION_DIR} for ${api.url} …`);
    buildForBench(api.url);
    const sizes = measureBuild(BENCH_EXTENSION_DIR);
    console.log('Measuring in headless Chromium …');
    bench = await launchBenchBrowser(BENCH_EXTENSION_DIR);
    const figures = await measure(bench, api);
    const results: BenchResults = {
      when: new Date().toISOString(),
      commit: commit(),
      environment: {
        chromium: bench.context.browser()?.version() ?? 'unknown',
        node: process.version,
        cpus: cpus().length,
      },
      settings: { apiLatencyMs: LATENCY_MS, runs: RUNS, warmup: WARMUP },
      figures,
      sizes,
    };
    console.log(`\n${formatReport(results)}\n`);
    console.log(
      `Wrote ${writeResults(results)} and bench/results/latest.json (${Math.round((Date.now() - started) / 1000)} s).`,
    );
  } finally {
    await bench?.close();
    await api.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof Error && 'code' in error && error.code === 'EADDRINUSE'
      ? `Port ${PORT} is in use: set BENCH_API_PORT to a free port.`
      : error,
  );
  process.exitCode = 1;
});
