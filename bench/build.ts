import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The bench builds into its own folder, never over a release build or the e2e one. */
export const BENCH_OUT_DIR = resolve('.output/bench');
export const BENCH_EXTENSION_DIR = resolve(BENCH_OUT_DIR, 'chrome-mv3');

/** A production build whose manifest grants exactly the bench API's origin (lib/build/manifest.ts). */
export function buildForBench(apiOrigin: string): void {
  execFileSync(resolve('node_modules/.bin/wxt'), ['build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WXT_OUT_DIR: BENCH_OUT_DIR, WXT_API_BASE_URL: apiOrigin },
  });
}
