import { useEffect, useState } from 'preact/hooks';
import { applySiteAction, reverted, withChange, type SiteAction, type SiteListsChange } from '../sites/site-actions';
import { RESULT_LINK_CLASS } from './use-result-keyboard-nav';
import { updateSiteLists, type SiteArrangement } from './use-site-arrangement';

/** The last Block/Pin/Unblock/Unpin, for its message and its Undo. */
export interface SiteActionDone {
  action: SiteAction;
  /** The site named in the message. */
  site: string;
  /** Tells one action from the next, so each moves focus to its Undo. */
  at: number;
}

/**
 * A result menu's Block/Pin/Unblock/Unpin, written to the stored lists (every open page
 * re-arranges at once), and its Undo, which takes back exactly that change and returns
 * focus to the result once it is shown again. The message belongs to the search it was
 * made in.
 */
export function useSiteActions(searchId: string | undefined, arranged: SiteArrangement | undefined) {
  const [last, setLast] = useState<SiteActionDone & { searchId?: string; change: SiteListsChange; link: string }>();
  const [refocus, setRefocus] = useState<string>();
  useEffect(() => {
    if (refocus === undefined) return;
    const links = Array.from(document.querySelectorAll<HTMLAnchorElement>(`a.${RESULT_LINK_CLASS}`));
    // A private window's links carry their address as data-link, not href (see ResultLink).
    const link = links.find((candidate) => (candidate.dataset.link ?? candidate.href) === refocus);
    if (!link) return;
    link.focus();
    setRefocus(undefined);
  }, [refocus, arranged]);
  const act = (action: SiteAction, host: string, link: string) => {
    setRefocus(undefined);
    let applied: ReturnType<typeof applySiteAction> | undefined;
    updateSiteLists((lists) => {
      applied = applySiteAction(lists, action, host);
      return applied.lists;
    }).then(
      // Announced (and offered for Undo) only once it is stored: a failed write changed nothing.
      () => {
        if (applied) setLast({ action, site: applied.site, change: applied.change, link, searchId, at: Date.now() });
      },
      () => undefined,
    );
  };
  const undo = () => {
    if (!last) return;
    setLast(undefined);
    updateSiteLists((lists) => withChange(lists, reverted(last.change))).then(
      () => setRefocus(last.link),
      () => undefined,
    );
  };
  return { done: last && last.searchId === searchId ? last : undefined, act, undo };
}

/** What a list needs of the site actions: the last one done (for its notice), doing one, undoing it. */
export type SiteActions = ReturnType<typeof useSiteActions>;
