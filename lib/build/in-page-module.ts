import { build } from 'esbuild';

/** Where the selection button's module is built from (it ships as manifest.ts's SELECTION_BUTTON_UI_FILE). */
export const SELECTION_BUTTON_UI_SOURCE = 'lib/in-page/selection-button.ts';
/** Where the selection button's registered script, its watcher, is built from (it ships as selection-button.js). */
export const SELECTION_WATCH_SOURCE = 'lib/in-page/selection-watch-start.ts';

/**
 * A script registered in every page (the selection button's watcher): one classic script,
 * minified, with nothing around it. Not a WXT entrypoint: WXT wraps an unlisted script in its
 * `main` and a logger, which cost a third of the watcher's time in each page's load.
 */
export async function inPageScriptCode(sourcePath = SELECTION_WATCH_SOURCE): Promise<string> {
  const built = await build({
    entryPoints: [sourcePath],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
  });
  return built.outputFiles[0]?.text ?? '';
}

/**
 * A module a script in the page imports when it first needs it (the selection button's, loaded by
 * its watcher at the first selection: lib/in-page/selection-watch.ts): one file, minified, its
 * exports kept for the importer. Built on its own, as the boot module is, because WXT builds
 * scripts as classic ones, without exports; checked to import nothing, since it runs in someone
 * else's page from one web-accessible file.
 */
export async function inPageModuleCode(sourcePath = SELECTION_BUTTON_UI_SOURCE): Promise<string> {
  const built = await build({
    entryPoints: [sourcePath],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
  });
  const code = built.outputFiles[0]?.text ?? '';
  if (/(^|[;}])\s*import\s*["'{*\w]/u.test(code) || /\bfrom\s*["']/u.test(code)) {
    throw new Error(`${sourcePath} must not import anything: it is one file in the page.`);
  }
  return code;
}
