import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { manifestFor } from './lib/build/manifest';

// WXT_API_BASE_URL is read at build time: it becomes the default base URL
// (import.meta.env.WXT_API_BASE_URL) and the only origin the manifest grants.
const apiBaseUrl = process.env.WXT_API_BASE_URL;

export default defineConfig({
  modules: ['@wxt-dev/webextension-polyfill'],
  imports: false,
  // End-to-end runs build into their own folder so they never overwrite a release build.
  outDir: process.env.WXT_OUT_DIR ?? '.output',
  manifest: ({ browser }) => manifestFor({ browser, apiBaseUrl }),
  vite: () => ({
    // Prefresh (hot reload) is a dev-only convenience; prerendering is not used.
    plugins: [preact({ prefreshEnabled: false, prerender: { enabled: false } })],
    build: { target: 'es2022' },
  }),
  webExt: {
    binaries: { chrome: process.env.CHROMIUM_BIN ?? '/usr/bin/chromium' },
    chromiumArgs: [
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-sandbox',
    ],
    startUrls: process.env.WXT_START_URLS?.split(',').filter(Boolean),
  },
});
