import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import type { PageWindow } from './page-window';

/**
 * The page's window (its id, and whether it is private), for the components that act on it:
 * links open in it, images are not loaded in a private one, exports do not download from one.
 * The pages provide it once pageWindow() has answered.
 */
export const PageWindowContext = createContext<PageWindow | undefined>(undefined);

/** The page's window, or undefined while the page does not know it yet (or provides none). */
export function usePageWindow(): PageWindow | undefined {
  return useContext(PageWindowContext);
}

/**
 * Whether the page is in a private window. Not known yet counts as private (fail closed): for a
 * moment at most a link opens through tabs.create and an image waits, instead of the normal
 * profile receiving what was asked from a private window.
 */
export function useIsPrivateWindow(): boolean {
  return usePageWindow()?.private ?? true;
}
