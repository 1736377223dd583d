import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { workerStackProblems } from '../../bench/worker-stack';
import { POLYFILL_FILE, polyfillAsModule } from '../../lib/build/polyfill-module';

const polyfillPath = createRequire(import.meta.url).resolve('webextension-polyfill');
const original = readFileSync(polyfillPath, 'utf8');

type Globals = { chrome?: unknown; browser?: unknown };
const globals = globalThis as Globals;
const saved = { chrome: globals.chrome, browser: globals.browser };
let folder: string | undefined;

afterEach(() => {
  globals.chrome = saved.chrome;
  globals.browser = saved.browser;
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

/** Imports the converted polyfill as the build would load it: a fresh ES module each time. */
async function importConverted(): Promise<unknown> {
  folder = mkdtempSync(join(tmpdir(), 'polyfill-'));
  const file = join(folder, 'browser-polyfill.mjs');
  writeFileSync(file, polyfillAsModule(original));
  // eslint-disable-next-line no-unsanitized/method -- the file this test has just written, never outside input
  const module = (await import(pathToFileURL(file).href)) as { default: unknown };
  return module.default;
}

describe('webextension-polyfill as an ES module (the build takes it so, lib/build/polyfill-module.ts)', () => {
  it('recognizes the installed polyfill file, and only it', () => {
    expect(POLYFILL_FILE.test(polyfillPath)).toBe(true);
    expect(POLYFILL_FILE.test('/x/node_modules/webextension-polyfill/dist/browser-polyfill.min.js')).toBe(true);
    expect(POLYFILL_FILE.test('/x/lib/browser/browser-polyfill.js')).toBe(false);
  });

  it('exports the browser’s own `browser` object itself where it has one, not a copy of it', async () => {
    const own = { runtime: { id: 'ext' } };
    globals.chrome = { runtime: { id: 'ext' } };
    globals.browser = own;
    expect(await importConverted()).toBe(own);
  });

  it('wraps `chrome` in promise-returning calls where the browser has no `browser`', async () => {
    globals.browser = undefined;
    globals.chrome = {
      runtime: {
        id: 'ext',
        lastError: undefined,
        getPlatformInfo: (callback: (info: { os: string }) => void) => callback({ os: 'linux' }),
      },
    };
    const wrapped = (await importConverted()) as { runtime: { getPlatformInfo: () => Promise<{ os: string }> } };
    await expect(wrapped.runtime.getPlatformInfo()).resolves.toEqual({ os: 'linux' });
  });

  it('still refuses to run outside an extension, as the polyfill does', async () => {
    globals.chrome = undefined;
    globals.browser = undefined;
    await expect(importConverted()).rejects.toThrow('This script should only be loaded in a browser extension.');
  });

  it('says what to do when a new version of the polyfill has another wrapper', () => {
    expect(() => polyfillAsModule('module.exports = {};')).toThrow(/update the pattern for this version/u);
  });
});

describe('the built worker’s stack check (scripts/check-sizes.ts)', () => {
  const zod = 'class $ZodType {}';
  const polyfillText = 'throw Error("This script should only be loaded in a browser extension.")';

  it('passes a worker with zod and the polyfill as a module', () => {
    expect(workerStackProblems(`${zod};var m={exports:{}};(function(m){${polyfillText}})(m)`)).toEqual([]);
  });

  it('names each missing library, and the polyfill bundled through its UMD wrapper', () => {
    expect(workerStackProblems('console.log(1)')).toEqual([
      'webextension-polyfill is not in the worker',
      'zod is not in the worker',
    ]);
    expect(
      workerStackProblems(
        `${zod};(function(n,r){if(typeof define==\`function\`&&define.amd)define(\`webextension-polyfill\`,[\`module\`],r)})();${polyfillText}`,
      ),
    ).toEqual([
      'webextension-polyfill is bundled through its UMD wrapper (CommonJS interop): check polyfillModulePlugin in wxt.config.ts',
    ]);
  });
});
