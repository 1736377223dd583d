import { browser } from 'wxt/browser';
import { ONLY_WINDOW_ID } from '../search/current-search';
import type { WorkerBrowser } from '../browser/optional-apis';

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
/** The answer, once there: a page never changes window. */
let answered: PageWindow | undefined;

/**
 * This page's window, asked once per page. Firefox marks extension pages in private windows
 * (inIncognitoContext); Chrome runs them in the normal profile ("spanning"), where only the
 * window itself says so.
 */
export function pageWindow(): Promise<PageWindow> {
  asked ??= askWindow(browser).then((answer) => (answered = answer));
  return asked;
}

/** This page's window if pageWindow() has answered already (the page asks it first thing), else undefined. */
export function knownPageWindow(): PageWindow | undefined {
  return answered;
}

function askWindow(api: WorkerBrowser): Promise<PageWindow> {
  const incognitoContext = api.extension.inIncognitoContext === true;
  // Firefox for Android has no windows API: its tabs share one window (see ONLY_WINDOW_ID). A page
  // in a private context names none, which the background takes as private (sender-view.ts).
  if (!api.windows) {
    return Promise.resolve(
      incognitoContext ? { id: undefined, private: true } : { id: ONLY_WINDOW_ID, private: false },
    );
  }
  return api.windows.getCurrent().then(
    (current) => ({ id: current.id, private: current.incognito || incognitoContext }),
    () => ({ id: undefined, private: true }),
  );
}
