import type { browser } from 'wxt/browser';

type BrowserApi = typeof browser;

/**
 * The namespaces a browser the extension is declared for may lack. Firefox for Android has no
 * contextMenus, commands, omnibox or windows, and no sidebar; Chromium builds without a side
 * panel have no sidePanel (read from the globals, see results-panel.ts); Firefox's MV2 build
 * has browserAction where Chrome has action.
 */
export type OptionalApiName = 'contextMenus' | 'commands' | 'omnibox' | 'windows' | 'action' | 'browserAction';

/**
 * The browser as the worker may meet it: the optional namespaces typed as possibly absent, so
 * the compiler asks for a guard wherever one is used. Reading an absent one gives undefined;
 * adding a listener to it would throw on the worker's first turn, before the migration that
 * every search waits for.
 */
export type WorkerBrowser = Omit<BrowserApi, OptionalApiName> & Partial<Pick<BrowserApi, OptionalApiName>>;
