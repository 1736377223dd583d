import type { SiteLists } from './arrange-results';
import { hostIsWithin, siteOfHost } from './site-hosts';

/** What a result's menu can do to its site. */
export type SiteAction = 'block' | 'pin' | 'unblock' | 'unpin';

/** Exactly what an action changed, so Undo can take back that and nothing else. */
export interface SiteListsChange {
  added: SiteLists;
  removed: SiteLists;
}

export interface AppliedAction {
  lists: SiteLists;
  change: SiteListsChange;
  /** The site named in the message ("Blocked example.com", "Unpinned example.com"). */
  site: string;
}

const none = (): SiteLists => ({ blocked: [], pinned: [] });

/**
 * Applies a result menu's action for the result's `host`. Block and Pin list the site
 * (the host without `www.`) and drop the other list's entries that would still outrank it
 * (an equal or more specific entry), so the action always shows; Unblock and Unpin drop
 * every entry of that list that covers the host.
 */
export function applySiteAction(lists: SiteLists, action: SiteAction, host: string): AppliedAction {
  const site = siteOfHost(host);
  const change: SiteListsChange = { added: none(), removed: none() };
  const covers = (entry: string) => hostIsWithin(host, entry);
  const outranks = (entry: string) => covers(entry) && hostIsWithin(entry, site);
  const add = (list: keyof SiteLists) => {
    if (!lists[list].includes(site)) change.added[list].push(site);
  };
  switch (action) {
    case 'block':
      add('blocked');
      change.removed.pinned = lists.pinned.filter(outranks);
      break;
    case 'pin':
      add('pinned');
      change.removed.blocked = lists.blocked.filter(outranks);
      break;
    case 'unblock':
      change.removed.blocked = lists.blocked.filter(covers);
      break;
    case 'unpin':
      change.removed.pinned = lists.pinned.filter(covers);
      break;
  }
  // Unpinning docs.example.com's result may unpin all of example.com: name what was removed.
  const removed =
    action === 'unblock' ? change.removed.blocked[0] : action === 'unpin' ? change.removed.pinned[0] : undefined;
  return { lists: withChange(lists, change), change, site: removed ?? site };
}

/** Applies a change: its removals, then its additions (each entry once). */
export function withChange(lists: SiteLists, change: SiteListsChange): SiteLists {
  const next = (list: keyof SiteLists) => {
    const kept = lists[list].filter((entry) => !change.removed[list].includes(entry));
    return [...kept, ...change.added[list].filter((entry) => !kept.includes(entry))];
  };
  return { blocked: next('blocked'), pinned: next('pinned') };
}

/** The change that takes `change` back: what it added is removed, what it removed comes back. */
export function reverted(change: SiteListsChange): SiteListsChange {
  return { added: change.removed, removed: change.added };
}
