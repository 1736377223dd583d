import { browser } from 'wxt/browser';

let privacy: Promise<boolean> | undefined;

/**
 * Whether this page is in a private (incognito) window, asked once per page. Firefox marks
 * extension pages in private windows (inIncognitoContext); Chrome runs them in the shared
 * process ("spanning"), where only the window itself says so.
 */
export function isPrivateWindow(): Promise<boolean> {
  privacy ??= (async () => {
    if (browser.extension.inIncognitoContext) return true;
    try {
      return (await browser.windows.getCurrent()).incognito;
    } catch {
      return false;
    }
  })();
  return privacy;
}
