import { ONLY_WINDOW_ID } from '../search/current-search';
import type { SearchView } from '../search/search-message';

/** The slice of the windows API the decision needs. */
export interface WindowsApi {
  get(windowId: number): Promise<{ incognito: boolean }>;
}

/** What the browser says of a message's sender (runtime.MessageSender). */
export interface MessageSender {
  id?: string;
  tab?: { windowId?: number; incognito?: boolean };
}

/**
 * Which window a page's message came from and whether that window is private — decided here,
 * from what the browser says, never from the page's word. A page in a tab arrives with its tab,
 * which names its window and privacy. The popup and the side panel arrive with no tab (Chrome
 * gives their contexts window −1 and, since the extension spans profiles, a normal one), so the
 * page names its window and the browser is asked whether that window is private. Whatever
 * cannot be told is private: kept apart, and nothing of it stored.
 *
 * `windows` is undefined in a browser without the windows API (Firefox for Android): see
 * windowlessView.
 */
export function senderViews(windows: WindowsApi | undefined) {
  /** Window ids are not reused while the browser runs: a window's kind is asked once. */
  const privacy = new Map<number, Promise<boolean | undefined>>();
  return {
    viewOf: async (sender: MessageSender, claimedWindowId: number | undefined): Promise<SearchView> => {
      if (!windows) return windowlessView(sender, claimedWindowId);
      const tabWindow = sender.tab?.windowId;
      if (tabWindow !== undefined && tabWindow >= 0)
        return { windowId: tabWindow, private: sender.tab?.incognito !== false };
      if (claimedWindowId === undefined) return { private: true };
      let known = privacy.get(claimedWindowId);
      if (!known) {
        known = windows.get(claimedWindowId).then(
          (window) => window.incognito,
          () => undefined,
        );
        privacy.set(claimedWindowId, known);
      }
      const incognito = await known;
      // No such window (or the browser would not say): no record for it, and private.
      if (incognito === undefined) {
        privacy.delete(claimedWindowId);
        return { private: true };
      }
      return { windowId: claimedWindowId, private: incognito };
    },
    forget: (windowId: number): void => {
      privacy.delete(windowId);
    },
  };
}

/**
 * A browser without the windows API has one window, and no way to ask whether a page without
 * a tab is in a private one. Treating every such page as private would store nothing there,
 * ever (no history, no cache: every repeat billed again), so the browser is taken as one
 * normal window, ONLY_WINDOW_ID, with two exceptions that still fail closed: a tab the browser
 * calls private (or does not call normal) is private, and so is a page that names no window —
 * pages in a private context do not (see lib/ui/page-window.ts).
 */
function windowlessView(sender: MessageSender, claimedWindowId: number | undefined): SearchView {
  const isPrivate = sender.tab ? sender.tab.incognito !== false : claimedWindowId === undefined;
  return isPrivate ? { private: true } : { windowId: ONLY_WINDOW_ID, private: false };
}

export type SenderViews = ReturnType<typeof senderViews>;
