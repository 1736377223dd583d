/*
 * The slice of the extension API a script in the page uses, read from the globals: content
 * scripts see `chrome` in Chrome and both `browser` and `chrome` in Firefox. Not the polyfill
 * (wxt/browser), which every other build uses: with it the card's script and the selection
 * button are 5.1 and 5.2 KB gzip (measured at issue 39), past their budgets of 4 and 3 KB, and
 * these calls need nothing it adds (docs/architecture.md, "The browser namespace").
 */

/** The card's page, the one resource web pages may load (web_accessible_resources). */
export const QUICK_LOOK_PAGE = '/quick-look.html';
/** The message the background sends a tab's card script to take the card away. */
export const QUICK_LOOK_CLOSE = 'quickLookClose';

export interface InPageApi {
  runtime: {
    getURL(path: string): string;
    sendMessage(message: unknown): Promise<unknown> | void;
    onMessage: {
      addListener(listener: (message: unknown) => void): void;
      removeListener(listener: (message: unknown) => void): void;
    };
  };
  i18n: { getMessage(name: string, substitutions?: string | string[]): string };
}

export function extensionApi(): InPageApi {
  const globals = globalThis as unknown as { chrome?: InPageApi; browser?: InPageApi };
  const api = globals.chrome?.runtime ? globals.chrome : globals.browser;
  if (!api) throw new Error('No extension API in this context');
  return api;
}

/**
 * Sends a message to the worker in the protocol's envelope (lib/messaging.ts: `{ id, type, data,
 * timestamp }`), without that module and the polyfill it brings: these scripts must stay small.
 */
export function sendToWorker(api: InPageApi, type: string, data: unknown): Promise<unknown> {
  const envelope = { id: Math.floor(Math.random() * 1e9), type, data, timestamp: Date.now() };
  return Promise.resolve(api.runtime.sendMessage(envelope)).catch(() => undefined);
}
