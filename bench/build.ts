import { buildSync } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BENCH_FILES, FLOOR_CARD_PAINTED } from './in-page/floor-names';

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

/** The floor pages' names (the start-up case's and the card's). */
export const FLOOR_PAGES = { empty: BENCH_FILES.empty, shellOnly: BENCH_FILES.shellOnly } as const;

/**
 * Pages and scripts only the bench's build has, to show what the browser costs with none of our
 * code (release builds never carry them): an extension page with one word; the side panel's
 * HTML (its static search box and stylesheets) without its scripts; a one-word page for the
 * card's frame, with the card's in-page code that puts it there and a web-accessible entry like
 * the card page's; and a content script that does nothing.
 */
function writeFloorPages(): void {
  const write = (name: string, text: string) => writeFileSync(join(BENCH_EXTENSION_DIR, name), text);
  write(
    BENCH_FILES.empty,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title></head><body><p>Search</p></body></html>',
  );
  const panel = readFileSync(join(BENCH_EXTENSION_DIR, 'sidepanel.html'), 'utf8');
  write(
    BENCH_FILES.shellOnly,
    panel.replace(/<script\b[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, ''),
  );
  // Its script is in the head, so its first animation frame callback comes before the first frame
  // paints; it marks the end of the first frame whose DOM holds the word (as the card's marks do).
  write(
    BENCH_FILES.cardPage,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>floor</title>' +
      `<script src="${BENCH_FILES.cardPainted}"></script></head><body><p>Search</p></body></html>`,
  );
  write(
    BENCH_FILES.cardPainted,
    `(function check(){requestAnimationFrame(function(){if(document.body&&document.body.textContent.indexOf('Search')>=0)` +
      `setTimeout(function(){performance.mark('${FLOOR_CARD_PAINTED}')},0);else check();});})();`,
  );
  buildSync({
    entryPoints: [resolve('bench/in-page/floor-card-frame.ts')],
    outfile: join(BENCH_EXTENSION_DIR, BENCH_FILES.cardFrame),
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    logLevel: 'error',
  });
  write(
    BENCH_FILES.firstChange,
    "(function(){var d=document.createElement('div');d.setAttribute('style','all:initial;position:fixed;display:block;" +
      "top:200px;left:100px;width:360px;height:420px;z-index:2147483647;background:#f4f6f8;border:1px solid #999');" +
      'document.documentElement.append(d);setTimeout(function(){d.remove()},400);})();\n',
  );
  write(BENCH_FILES.emptyContent, 'void 0;\n');
  // The one-word card page may be framed by web pages, exactly as the card's page may.
  const manifestPath = join(BENCH_EXTENSION_DIR, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    web_accessible_resources: Array<{ resources: string[] }>;
  };
  manifest.web_accessible_resources[0]?.resources.push(BENCH_FILES.cardPage);
  writeFileSync(manifestPath, JSON.stringify(manifest));
}
