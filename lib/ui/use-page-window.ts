import { useEffect, useState } from 'preact/hooks';
import { knownPageWindow, pageWindow, type PageWindow } from './page-window';

/**
 * The page's window (its id, and whether it is private), for the components that act on it:
 * links open in it, images are not loaded in a private one, exports do not download from one.
 * Undefined for the moment before the page knows it.
 *
 * A hook over the page's one cached answer rather than a Preact context: a context needs no
 * provider here (a page is in one window for its whole life), and Preact's createContext would
 * add its code to every page, the popup's start-up bundle over its 25 KB budget included.
 */
export function usePageWindow(): PageWindow | undefined {
  // Usually known at the first render: the page asked for its window on start, long before
  // any result shows, so a hundred result links do not render twice.
  const [page, setPage] = useState(knownPageWindow);
  useEffect(() => {
    if (page) return;
    let live = true;
    void pageWindow().then((answer) => {
      if (live) setPage(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return page;
}

/**
 * Whether the page is in a private window. Not known yet counts as private (fail closed): for a
 * moment at most a link opens through tabs.create and an image waits, instead of the normal
 * profile receiving what was asked from a private window.
 */
export function useIsPrivateWindow(): boolean {
  return usePageWindow()?.private ?? true;
}
