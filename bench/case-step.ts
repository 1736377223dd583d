import type { BenchContext, Figure } from './cases/bench-context';
import { failedWindowSearches, watchRefusedRequests } from './failed-search';

/** Runs one case when BENCH_ONLY names it (or names nothing), and says what the browser showed when it fails. */
export type CaseStep = (key: string, name: string, run: () => Promise<Figure | Figure[]>) => Promise<Figure[]>;

/** Runs `run` and prints how long it took. */
export async function timed<T>(name: string, run: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await run();
  console.log(`  ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * The bench's steps, each a case: BENCH_ONLY (comma-separated keys) picks some. When a case
 * fails, it prints which search failed and why, the requests the browser refused, the panel's
 * text and a screenshot (bench/results/failed-<case>.png), the API's last requests and the
 * pages' and the worker's warnings — to tell a slow machine from a broken page.
 */
export function caseSteps(context: BenchContext): CaseStep {
  const { bench } = context;
  const refused = watchRefusedRequests(bench.context, context.api.url);
  const warnings: string[] = [];
  bench.context.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
  return async (key, name, run) => {
    if (only && !only.includes(key)) return [];
    // The worker's warnings during the case, kept in the worker (its console is not the pages').
    await bench.context
      .serviceWorkers()[0]
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
}
