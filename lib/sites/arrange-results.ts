import { closestSite } from './site-hosts';
import { hostOfUrl } from './web-host';

/** The person's two lists of sites (normalized hosts, see site-hosts.ts). */
export interface SiteLists {
  blocked: string[];
  pinned: string[];
}

export const EMPTY_SITE_LISTS: SiteLists = { blocked: [], pinned: [] };

/** How the lists treat one address: hidden, moved up, or neither. */
export type SiteStanding = 'blocked' | 'pinned' | 'neutral';

/**
 * Which list decides for `url`. When both cover it, the more specific entry wins (pinning
 * `docs.example.com` shows it even with `example.com` blocked); the same host in both is blocked.
 */
export function siteStanding(url: string | undefined, lists: SiteLists): SiteStanding {
  const host = hostOfUrl(url);
  if (host === undefined) return 'neutral';
  const blocked = closestSite(host, lists.blocked);
  const pinned = closestSite(host, lists.pinned);
  if (blocked !== undefined && (pinned === undefined || blocked.length >= pinned.length)) return 'blocked';
  return pinned === undefined ? 'neutral' : 'pinned';
}

export interface Arranged<T> {
  /** What to show, in order, each with how the lists treat it. */
  shown: Array<{ item: T; standing: SiteStanding }>;
  /** How many are from blocked sites (hidden unless `showBlocked`). */
  blocked: number;
}

export interface ArrangeOptions {
  /** Show blocked items where they were (the person asked to see them for this search). */
  showBlocked: boolean;
  /** Move pinned items to the top (results; top stories keep their order by recency). */
  pinFirst: boolean;
}

/**
 * Applies the lists at display time to what the API (or the cache, or the history) sent:
 * blocked items out, pinned ones first. Both groups keep their relative order. Every search
 * type goes through here with its own `linkOf` (lib/api/result-types.ts `siteLinkOf`: the
 * item's page; a place's website): an item without an http(s) link is never blocked or pinned.
 */
export function arrangeBySite<T>(
  items: readonly T[],
  linkOf: (item: T) => string | undefined,
  lists: SiteLists,
  { showBlocked, pinFirst }: ArrangeOptions,
): Arranged<T> {
  const pinned: Arranged<T>['shown'] = [];
  const rest: Arranged<T>['shown'] = [];
  let blocked = 0;
  for (const item of items) {
    const standing = siteStanding(linkOf(item), lists);
    if (standing === 'blocked') {
      blocked += 1;
      if (!showBlocked) continue;
    }
    (pinFirst && standing === 'pinned' ? pinned : rest).push({ item, standing });
  }
  return { shown: [...pinned, ...rest], blocked };
}
