import type { browser as polyfilled } from 'wxt/browser';

/*
 * `wxt/browser` for the quick-look card's own build (wxt.config.ts aliases it here for that
 * build only): the browser's own promise-based API, without webextension-polyfill. Firefox has
 * `browser`; Chrome's MV3 `chrome` returns promises for every call the card makes (messages,
 * storage, windows, tabs, i18n), and the card registers no runtime.onMessage listener, the one
 * place the polyfill's promise-returning listeners would differ. This keeps ~3 KB off a page that
 * every quick look loads into someone else's tab.
 */
type BrowserApi = typeof polyfilled;
const globals = globalThis as unknown as { browser?: BrowserApi; chrome?: BrowserApi };

export const browser = (globals.browser?.runtime ? globals.browser : globals.chrome) as BrowserApi;
