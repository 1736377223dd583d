import { browser } from 'wxt/browser';

/** The window a page is in: its id, and whether it is private. */
export interface PageWindow {
  id: number | undefined;
  /**
   * A private (incognito) window. Pages use it for what they show and do themselves (links open
   * with tabs.create in this window, no remote image, no download into the normal profile); the
   * background decides for itself what it keeps. When the browser cannot say, private.
   */
  private: boolean;
}

let asked: Promise<PageWindow> | undefined;

/**
 * This page's window, asked once per page. Firefox marks extension pages in private windows
 * (inIncognitoContext); Chrome runs them in the normal profile ("spanning"), where only the
 * window itself says so.
 */
export function pageWindow(): Promise<PageWindow> {
  asked ??= browser.windows.getCurrent().then(
    (current) => ({ id: current.id, private: current.incognito || browser.extension.inIncognitoContext === true }),
    () => ({ id: undefined, private: true }),
  );
  return asked;
}
