import type { Plugin } from 'vite';

/** webextension-polyfill's one file: a UMD wrapper around the code that builds `browser`. */
export const POLYFILL_FILE = /[\\/]webextension-polyfill[\\/]dist[\\/]browser-polyfill(\.min)?\.js$/u;

const UMD_HEAD =
  /^\(function \(global, factory\) \{[\s\S]*?\}\)\(typeof globalThis !== "undefined" \? globalThis : typeof self !== "undefined" \? self : this, function \(module\) \{/u;
const UMD_TAIL = /\}\);\s*(\/\/# sourceMappingURL=\S*\s*)?$/u;

/**
 * The polyfill as an ES module: the same code, run once, its `module.exports` the default export.
 *
 * Why: imported as CommonJS, the bundler's interop helper copies every own property of the
 * module's export onto a namespace object, reading each one's descriptor. Where the browser
 * has its own `browser` (Chrome 156, Firefox), the polyfill exports that object, and reading a
 * namespace's descriptor makes the browser build it: all 16 of the worker's, about 1 ms of them
 * for namespaces its start never uses (measured: bench/LOG.md, 2026-11-28). An ES module's default
 * export is taken as it is, and each namespace is built when first used.
 */
export function polyfillAsModule(code: string): string {
  if (!UMD_HEAD.test(code) || !UMD_TAIL.test(code)) {
    throw new Error(
      'webextension-polyfill: its UMD wrapper is not the one lib/build/polyfill-module.ts expects; update the pattern for this version.',
    );
  }
  return `const polyfillModule = { exports: {} };\n(function (module) {${code
    .replace(UMD_HEAD, '')
    .replace(UMD_TAIL, '')}})(polyfillModule);\nexport default polyfillModule.exports;\n`;
}

/** The Vite plugin that serves the polyfill as an ES module in every build. */
export function polyfillModulePlugin(): Plugin {
  return {
    name: 'webextension-polyfill-as-module',
    enforce: 'pre',
    transform(code, id) {
      if (!POLYFILL_FILE.test(id.split('?')[0] ?? id)) return null;
      return { code: polyfillAsModule(code), map: null };
    },
  };
}
