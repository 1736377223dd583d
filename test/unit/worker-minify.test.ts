import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from 'vite';
import { minifyWorker, WORKER_FILE, workerMinifyPlugin } from '../../lib/build/worker-minify';

const WORKER_CODE = `var background = (function () {
  "use strict";
  function totalOf(values) { let total = 0; for (const value of values) { total += value; } return total; }
  const unusedName = "never read";
  return { main: () => totalOf([1, 2, 3]) };
})();`;

/** The fields of the bundler's output chunk that the plugin reads and writes. */
interface Chunk {
  type: 'chunk';
  fileName: string;
  code: string;
}
type Bundle = Record<string, Chunk>;

function chunk(fileName: string, code: string): Chunk {
  return { type: 'chunk', fileName, code };
}

async function runPlugin(config: { mode: string; sourcemap: boolean }, bundle: Bundle) {
  const plugin = workerMinifyPlugin();
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ mode: config.mode, build: { sourcemap: config.sourcemap } } as ResolvedConfig);
  // The hook's own type takes the bundler's whole output chunk; the plugin reads only these fields.
  const generateBundle = plugin.generateBundle as unknown as (options: unknown, bundle: Bundle) => Promise<void>;
  await generateBundle({}, bundle);
}

describe('the worker’s second minification (terser)', () => {
  it('writes the same program in fewer bytes', async () => {
    const code = await minifyWorker(WORKER_CODE);
    expect(code.length).toBeLessThan(WORKER_CODE.length / 2);
    expect(code).not.toContain('unusedName');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the test runs the minified program, in Node, not in the extension.
    const run = new Function(`${code}; return background.main();`) as () => number;
    expect(run()).toBe(6);
  });

  it('fails the build, with terser’s error, on code it cannot read', async () => {
    await expect(minifyWorker('var background = (function () {')).rejects.toThrow();
  });

  it('rewrites the worker’s file in a release build, and no other file', async () => {
    const page = chunk('chunks/popup.js', 'export   const   popupWord =   "kept as it is";');
    const bundle: Bundle = { [WORKER_FILE]: chunk(WORKER_FILE, WORKER_CODE), 'chunks/popup.js': page };
    await runPlugin({ mode: 'production', sourcemap: false }, bundle);
    expect(bundle[WORKER_FILE]?.code.length).toBeLessThan(WORKER_CODE.length / 2);
    expect(bundle['chunks/popup.js']?.code).toBe('export   const   popupWord =   "kept as it is";');
  });

  it('leaves a development build and a build with source maps as the bundler wrote them', async () => {
    for (const config of [
      { mode: 'development', sourcemap: false },
      { mode: 'production', sourcemap: true },
    ]) {
      const bundle: Bundle = { [WORKER_FILE]: chunk(WORKER_FILE, WORKER_CODE) };
      await runPlugin(config, bundle);
      expect(bundle[WORKER_FILE]?.code).toBe(WORKER_CODE);
    }
  });
});
