import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The bench builds into its own folder, never over a release build or the e2e one. */
export const BENCH_OUT_DIR = resolve('.output/bench');
export const BENCH_EXTENSION_DIR = resolve(BENCH_OUT_DIR, 'chrome-mv3');

/** A production build whose manifest grants exactly the bench API's origin (lib/build/manifest.ts). */
export function buildForBench(apiOrigin: string): void {
  execFileSync(resolve('node_modules/.bin/wxt'), ['build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, WXT_OUT_DIR: BENCH_OUT_DIR, WXT_API_BASE_URL: apiOrigin },
  });
  writeFloorPages();
}

/**
 * Pages only the bench's build has, to show what start-up cannot go below: an extension page
 * with one word and nothing else, and the side panel's HTML (its static search box and
 * stylesheets) without its scripts.
 */
export const FLOOR_PAGES = { empty: 'bench-floor-empty.html', shellOnly: 'bench-floor-shell-only.html' } as const;

function writeFloorPages(): void {
  writeFileSync(
    join(BENCH_EXTENSION_DIR, FLOOR_PAGES.empty),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body><p>Search</p></body></html>',
  );
  const panel = readFileSync(join(BENCH_EXTENSION_DIR, 'sidepanel.html'), 'utf8');
  writeFileSync(
    join(BENCH_EXTENSION_DIR, FLOOR_PAGES.shellOnly),
    panel.replace(/<script\b[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, ''),
  );
}
