import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** Where the boot module is built from, and the file it ships as. */
export const BOOT_SOURCE = 'lib/boot/page-boot.ts';
export const BOOT_FILE = 'boot.js';
/** The pages that start through the boot module (their HTML carries the shell). */
export const BOOTED_PAGES = ['popup', 'sidepanel'] as const;
/** The quick-look card page's own boot module (lib/boot/card-boot.ts): it asks for the tab's quick look. */
export const CARD_BOOT_SOURCE = 'lib/boot/card-boot.ts';
export const CARD_BOOT_FILE = 'card-boot.js';
const CARD_PAGE = 'quick-look';

/** The boot module as it ships: bundled into one file, minified, checked to import nothing. */
export async function bootModuleCode(sourcePath = BOOT_SOURCE): Promise<string> {
  const built = await build({
    entryPoints: [sourcePath],
    bundle: true,
    write: false,
    // The card's runs as a classic script (cardBootedHtml): a function of its own, leaving no globals.
    format: sourcePath === CARD_BOOT_SOURCE ? 'iife' : 'esm',
    target: 'es2022',
    minify: true,
    // Its exports are for the unit tests; the page has no use for them.
    treeShaking: true,
  });
  const code = (built.outputFiles[0]?.text ?? '').replace(/export\s*\{[^}]*\};?\s*$/u, '');
  // Static imports would load before the shell is painted, and the polyfill is not there yet.
  if (/(^|[;}])\s*import\s*["'{*\w]/u.test(code) || /\bfrom\s*["']/u.test(code)) {
    throw new Error(`${sourcePath} must not import anything: it runs before the app and alone.`);
  }
  return code;
}

/**
 * The built page with the boot module as its only script: Vite's `<script type="module"
 * src="/chunks/<page>-<hash>.js">` becomes a `modulepreload` of that chunk (so the browser
 * fetches and compiles it while the shell paints) marked `data-app-entry`, which the boot
 * module imports after the first frame.
 *
 * Nothing else is asked for before the first paint: the stylesheets first (the browser asks for
 * a page's files in the order its HTML names them, and Vite names the styles last), then the
 * boot module and the app's entry. The preloads Vite wrote for the entry's own imports go: the
 * side panel's twelve were all asked for while the HTML was read, and the styles the first paint
 * waits for came in behind them (a trace of the panel's start: styles parsed at 83 ms, first paint
 * at 96 ms). The app's imports are fetched once the boot module adds the entry after the first
 * frame. Measured, 15 starts each: the panel's first paint went from 80 ms to 60 ms (its HTML
 * alone: 60 ms), the app's own first render from 111 ms to 117 ms.
 */
export function bootedHtml(html: string, entryFile: string): string {
  const entry = new RegExp(
    `<script type="module"[^>]*\\ssrc="(/${entryFile.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')})"[^>]*></script>`,
    'u',
  );
  const found = entry.exec(html);
  if (!found)
    throw new Error(`The page's entry script /${entryFile} is not in its HTML: the boot module cannot load it.`);
  const stylesheets = html.match(STYLESHEET) ?? [];
  return html
    .replace(STYLESHEET, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      found[0],
      [
        ...stylesheets,
        `<script type="module" src="/${BOOT_FILE}"></script>`,
        `<link rel="modulepreload" crossorigin href="${found[1]}" data-app-entry>`,
      ].join('\n    '),
    );
}

/**
 * The card page with its boot module first in its head, as an async classic script: it runs as
 * soon as it is fetched, while the HTML is still read, where a module waits for the whole HTML
 * and its stylesheets. Measured in the card's frame (BENCH_ONLY=cardframe): as a module, its ask
 * left 8 ms after the page was parsed, and the reply was what the answer's paint waited for. Should
 * it come after the app (async), it finds the ask taken and asks nothing (test/unit/card-boot.test.ts).
 */
export function cardBootedHtml(html: string): string {
  if (!/<script type="module"/u.test(html))
    throw new Error("The card page's HTML has no module script: nothing to put its boot module before.");
  const head = /<head>\s*(<meta charset="[^"]*"\s*\/?>\s*)?/u.exec(html);
  if (!head) throw new Error("The card page's HTML has no <head>: nowhere to put its boot module.");
  const at = head.index + head[0].length;
  return `${html.slice(0, at)}<script async src="/${CARD_BOOT_FILE}"></script>\n    ${html.slice(at)}`;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/gu;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>\s*/gu;

/** The Vite plugin that puts the boot module in front of the popup's and side panel's apps (release builds). */
export function bootModulePlugin(): Plugin {
  return {
    name: 'search-sidekick:boot-module',
    // Release builds only: WXT's development pages load their scripts from its dev server
    // (http://localhost:3000/…), so there is no built entry chunk for the boot module to preload,
    // and a development page may start its app at once.
    apply: (_config, env) => env.command === 'build' && env.mode !== 'development',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        // WXT builds entrypoints/<page>/index.html and names the result <page>.html afterwards.
        const page = /\/entrypoints\/([^/]+)\/index\.html$/u.exec(context.path)?.[1] ?? '';
        if (page === CARD_PAGE) return cardBootedHtml(html);
        if (!(BOOTED_PAGES as readonly string[]).includes(page) || !context.chunk) return html;
        return bootedHtml(html, context.chunk.fileName);
      },
    },
  };
}
