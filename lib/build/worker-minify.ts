import type { Plugin } from 'vite';

/** The worker's bundle: the one file a service worker's cold start parses whole, all of it at once. */
export const WORKER_FILE = 'background.js';

/** What terser is asked for: two passes of its compressor (a third gains ~20 bytes), names mangled. */
export const WORKER_TERSER_OPTIONS = { compress: { passes: 2 }, mangle: true, ecma: 2020 } as const;

/**
 * The worker's bundle minified once more, by terser, after the bundler's own minifier: 1.3 KB
 * less of its gzip (53.9 → 52.6 KB on 2026-11-28, the same code), which the bundler's minifier
 * leaves in it (terser inlines and joins more). Only the worker: a page loads what it shows when
 * it is first needed, and its budget has room; the worker cannot load code later
 * (bench/size-budgets.ts). Release builds only: a development build is rebuilt on each change,
 * and a build with source maps is read for what each module weighs, which terser's rewrite of
 * the file would blur.
 */
export function workerMinifyPlugin(): Plugin {
  let enabled = false;
  return {
    name: 'worker-terser',
    apply: 'build',
    configResolved(config) {
      enabled = config.mode === 'production' && !config.build.sourcemap;
    },
    async generateBundle(_options, bundle) {
      const chunk = bundle[WORKER_FILE];
      if (!enabled || chunk?.type !== 'chunk') return;
      chunk.code = await minifyWorker(chunk.code);
    },
  };
}

/** The worker's code as terser writes it; terser's own error (the build fails) where it cannot read it. */
export async function minifyWorker(code: string): Promise<string> {
  const { minify } = await import('terser');
  const out = await minify(code, WORKER_TERSER_OPTIONS);
  if (out.code === undefined) throw new Error('terser returned no code for the worker’s bundle.');
  return out.code;
}
