import type { browser as polyfilled } from 'wxt/browser';

/*
 * `wxt/browser` for the quick-look card's build and the background's (wxt.config.ts aliases it
 * here for those builds only): the browser's own promise-based API, without
 * webextension-polyfill (~3 KB gzip each). Firefox has `browser`; Chrome's MV3 `chrome` returns
 * promises for every call they make (messages, storage, windows, tabs, scripting, permissions,
 * i18n, action). The one place the polyfill differs is a runtime.onMessage listener that returns
 * a promise: Chrome long did not take that form (it wants `true` and sendResponse), so the worker's one listener
 * (lib/messaging.ts) and its port (lib/messaging-port.ts) answer with sendResponse and
 * `true`, or over the port, which every browser takes.
 */
type BrowserApi = typeof polyfilled;
const globals = globalThis as unknown as { browser?: BrowserApi; chrome?: BrowserApi };

export const browser = (globals.browser?.runtime ? globals.browser : globals.chrome) as BrowserApi;
