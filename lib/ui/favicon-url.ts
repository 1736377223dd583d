import { browser } from 'wxt/browser';

/**
 * Whether this build can show sites' icons from the browser's own favicon cache: Chromium's
 * `_favicon` API (the `favicon` permission, Chrome build only). Firefox has no such API and
 * gets a neutral placeholder instead — never an icon fetched from the site or a third party.
 */
export const HAS_FAVICON_API = !import.meta.env.FIREFOX;

/**
 * The extension's own URL for a page's cached icon:
 * `chrome-extension://<id>/_favicon/?pageUrl=<page>&size=16`. The browser answers it from its
 * favicon cache (a default globe when it has none); no request leaves the machine.
 */
export function faviconUrl(pageUrl: string, size = 16): string {
  // `_favicon/` is served by the browser, not a file WXT knows: resolve it against the extension's root.
  // Built as text: a hundred results build a hundred of these while the list renders.
  faviconBase ??= `${browser.runtime.getURL('/')}_favicon/?pageUrl=`;
  return `${faviconBase}${encodeURIComponent(pageUrl)}&size=${size}`;
}

let faviconBase: string | undefined;
