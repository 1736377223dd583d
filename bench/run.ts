/**
 * `npm run bench`: builds the extension for a local API with a fixed latency, drives it
 * in headless Chromium and prints median / p95 / runs for each figure, against the raw
 * API call and the targets, plus the bundle sizes. A measurement, never a test: it
 * fails only when it cannot measure. Settings: BENCH_API_PORT (8790), BENCH_RUNS (20),
 * BENCH_WARMUP (5), BENCH_LATENCY_MS (50), BENCH_ONLY (a comma-separated list of the steps
 * to run, e.g. `startup,reopen,bytes,quicklook`; the raw call and the side panel search always run, since the
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
import { failedWindowSearches, watchRefusedRequests } from './failed-search';
import { measureQuickLook } from './cases/quick-look';
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
  // The requests to the API the browser failed, and the extension's warnings (the worker's
  // included), shown when a case fails.
  const refused = watchRefusedRequests(bench.context, api.url);
  const warnings: string[] = [];
  bench.context.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const context: BenchContext = {
    bench,
    api,
    apiKey: API_KEY,
    panel,
    runs: RUNS,
    warmup: WARMUP,
    freshQuery: () => `typescript ${(queries += 1)}`,
    requestBody: (query) => JSON.stringify({ ...sent, query }),
  };
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  const timed = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const started = Date.now();
    const result = await run();
    console.log(`  ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  const step = async (key: string, name: string, run: () => Promise<Figure | Figure[]>): Promise<Figure[]> => {
    if (only && !only.includes(key)) return [];
    const worker = bench.context.serviceWorkers()[0];
    // The worker's warnings during the case, kept in the worker (its console is not the pages').
    await worker
      ?.evaluate(() => {
        const kept: string[] = [];
        Object.assign(globalThis, { benchWarnings: kept });
        const warn = console.warn.bind(console);
        console.warn = (...parts: unknown[]) => {
          kept.push(
            parts.map((part) => (part instanceof Error ? `${part.name}: ${part.message}` : String(part))).join(' '),
          );
          warn(...parts);
        };
      })
      .catch(() => undefined);
    try {
      return [await timed(name, run)].flat();
    } catch (error) {
      // What the panel showed when a case failed, to tell a slow machine from a broken page.
      const shot = `bench/results/failed-${key}.png`;
      await context.panel.screenshot({ path: shot, fullPage: true }).catch(() => undefined);
      const shown = await context.panel
        .locator('main')
        .innerText()
        .catch(() => '(no page)');
      console.error(`The case "${name}" failed: ${error instanceof Error ? error.message : String(error)}`);
      const failed = await failedWindowSearches(bench.context.serviceWorkers()[0]);
      console.error(`The search that failed, and its error: ${failed.join('; ') || 'none recorded'}`);
      console.error(`The requests to the API the browser failed: ${refused().slice(-5).join('; ') || 'none'}`);
      console.error(`The panel showed (screenshot ${shot}):\n${shown.slice(0, 1500)}`);
      const last = context.api.requests.slice(-4).map((entry) => {
        const sent = entry.json as { query?: string; q?: string; resultType?: string; page?: number } | undefined;
        const what = sent
          ? ` “${sent.query ?? sent.q ?? ''}”${sent.resultType ? ` ${sent.resultType}` : ''}${sent.page ? ` page ${sent.page}` : ''}`
          : '';
        return `${entry.method} ${entry.path}${what} → ${entry.status}`;
      });
      console.error(`The API's last requests: ${last.join('; ') || 'none'}`);
      console.error(`The pages' last warnings: ${warnings.slice(-3).join(' | ') || 'none'}`);
      const workerWarnings = await bench.context
        .serviceWorkers()[0]
        ?.evaluate(() => (globalThis as { benchWarnings?: string[] }).benchWarnings ?? [])
        .catch(() => ['(the worker could not be asked)']);
      console.error(`The worker's warnings: ${(workerWarnings ?? []).slice(-5).join(' | ') || 'none'}`);
      throw error;
    }
  };
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
