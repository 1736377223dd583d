import preact from '@preact/preset-vite';
import { existsSync, readFileSync } from 'node:fs';
import { defineConfig } from 'wxt';
import { shippedMessages } from './lib/build/shipped-messages';
import { BOOT_FILE, bootModuleCode, bootModulePlugin, CARD_BOOT_FILE, CARD_BOOT_SOURCE } from './lib/build/boot-module';
import { polyfillModulePlugin } from './lib/build/polyfill-module';
import { workerMinifyPlugin } from './lib/build/worker-minify';
import { inPageModuleCode, inPageScriptCode } from './lib/build/in-page-module';
import { SELECTION_BUTTON_FILE } from './lib/browser/selection-button-switch';
import { manifestFor, SELECTION_BUTTON_UI_FILE } from './lib/build/manifest';

// WXT_API_BASE_URL is read at build time: it becomes the default base URL
// (import.meta.env.WXT_API_BASE_URL) and the only origin the manifest grants.
const apiBaseUrl = process.env.WXT_API_BASE_URL;

// The demo key belongs to `wxt` dev runs (scripts/demo.sh) only: a release build or zip
// never sees it, whatever the environment says (the code also reads it only when DEV).
if (process.argv.some((arg) => arg === 'build' || arg === 'zip')) delete process.env.WXT_DEMO_API_KEY;

/** The quick-look card's page (entrypoints/quick-look/). */
const QUICK_LOOK_ENTRY = 'quick-look';
const chromiumBinary = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  // WXT's `browser` is webextension-polyfill's in every build (docs/architecture.md, "The browser
  // namespace"); the boot module and the in-page scripts use the browser's globals, to fit their budgets.
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  // End-to-end runs build into their own folder so they never overwrite a release build.
  outDir: process.env.WXT_OUT_DIR ?? '.output',
  manifest: ({ browser, command, manifestVersion }) => manifestFor({ browser, command, manifestVersion, apiBaseUrl }),
  vite: () => ({
    // Prefresh (hot reload) is a dev-only convenience; prerendering is not used.
    // The popup and the side panel start through a tiny boot module after their HTML shell is painted.
    // The polyfill is taken as an ES module, so no interop copy touches every namespace (polyfill-module.ts).
    // The worker's bundle is minified once more, by terser, in release builds (worker-minify.ts).
    plugins: [
      preact({ prefreshEnabled: false, prerender: { enabled: false } }),
      bootModulePlugin(),
      polyfillModulePlugin(),
      workerMinifyPlugin(),
    ],
    // No module-preload polyfill or helper in each page: its files are on disk, a preload saves next to nothing.
    build: { target: 'es2022', modulePreload: false, ...(process.env.WXT_SOURCEMAP === '1' && { sourcemap: true }) },
  }),
  hooks: {
    // The quick-look card's page is built on its own, not with the other pages: it loads into
    // other people's tabs on every quick look, so it carries only its own code (≤ 20 KB), and the
    // modules it shares with the popup and the side panel do not split their chunks into smaller
    // ones (each file is gzipped apart: more files, more bytes for them).
    'entrypoints:grouped': (_wxt, groups) => {
      for (const group of groups) {
        const index = Array.isArray(group) ? group.findIndex((entry) => entry.name === QUICK_LOOK_ENTRY) : -1;
        if (!Array.isArray(group) || index === -1) continue;
        groups.push(group.splice(index, 1));
        return;
      }
    },
    // The locales ship without their translators' notes (see shipped-messages.ts).
    // …and the boot modules (lib/boot/: the popup's and panel's, the card's) and the selection
    // button's watcher and module (lib/in-page/) ship beside them, each built on its own.
    'build:publicAssets': async (_wxt, files) => {
      files.push({ relativeDest: BOOT_FILE, contents: await bootModuleCode() });
      files.push({ relativeDest: CARD_BOOT_FILE, contents: await bootModuleCode(CARD_BOOT_SOURCE) });
      files.push({ relativeDest: SELECTION_BUTTON_UI_FILE, contents: await inPageModuleCode() });
      files.push({ relativeDest: SELECTION_BUTTON_FILE, contents: await inPageScriptCode() });
      for (const [index, file] of files.entries()) {
        if (!('absoluteSrc' in file) || !/^_locales\/[^/]+\/messages\.json$/u.test(file.relativeDest)) continue;
        files[index] = {
          relativeDest: file.relativeDest,
          contents: shippedMessages(readFileSync(file.absoluteSrc, 'utf8')),
        };
      }
    },
  },
  zip: {
    // What a store reviewer needs to rebuild the Firefox package, without local artefacts.
    excludeSources: [
      'bench/results/**',
      'docs/screenshots/**',
      'docs/store/screenshots/**',
      'test-results/**',
      'playwright-report/**',
      '.output/**',
    ],
  },
  webExt: {
    ...(chromiumBinary && { binaries: { chrome: chromiumBinary } }),
    chromiumArgs: [
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Chromium refuses to start as root without it (containers, CI machines).
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      // The demo's smoke test (scripts/demo-smoke.ts) drives the browser the demo opened.
      ...(process.env.DEMO_DEBUG_PORT ? [`--remote-debugging-port=${process.env.DEMO_DEBUG_PORT}`] : []),
    ],
  },
});
