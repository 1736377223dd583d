import { build } from 'esbuild';

/** Where the selection button's module is built from (it ships as manifest.ts's SELECTION_BUTTON_UI_FILE). */
export const SELECTION_BUTTON_UI_SOURCE = 'lib/in-page/selection-button.ts';

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
