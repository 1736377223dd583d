/**
 * What the built worker must be made of (issue 39): webextension-polyfill and zod at run time,
 * and the polyfill taken as an ES module, not through the bundler's CommonJS interop (which
 * reads every namespace of the browser's own `browser` at each worker start: lib/build/polyfill-module.ts).
 * Each check looks for text that only that library's code has.
 */
const CHECKS = [
  {
    problem: 'webextension-polyfill is not in the worker',
    fails: (code: string) => !code.includes('This script should only be loaded in a browser extension'),
  },
  { problem: 'zod is not in the worker', fails: (code: string) => !code.includes('$ZodType') },
  {
    problem:
      'webextension-polyfill is bundled through its UMD wrapper (CommonJS interop): check polyfillModulePlugin in wxt.config.ts',
    fails: (code: string) => /define\(["'`]webextension-polyfill["'`]/u.test(code),
  },
] as const;

/** The problems with a built worker's code; none when it is built as it should be. */
export function workerStackProblems(code: string): string[] {
  return CHECKS.filter((check) => check.fails(code)).map((check) => check.problem);
}
