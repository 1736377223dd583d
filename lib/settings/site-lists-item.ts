import { defineStoredItem } from '../storage/stored-item';
import { EMPTY_SITE_LISTS, type SiteLists } from '../sites/arrange-results';
import { parseSiteEntries } from '../sites/site-hosts';

/**
 * The Blocked and Pinned sites lists, in storage.local like every setting. One item for
 * both so that a menu action moving a site from one list to the other is one write.
 * Results are filtered when shown, so changing the lists never costs a request.
 */
export const siteListsItem = defineStoredItem<SiteLists>('local:siteLists', {
  fallback: EMPTY_SITE_LISTS,
});

/** Each list on its own: entries still naming a site, normalized, once each; anything else is dropped. */
export function checkSiteLists(stored: unknown): SiteLists {
  const value = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  return { blocked: checkList(value.blocked), pinned: checkList(value.pinned) };
}

/** A stored list, read like the text area it was saved from: what no longer names a site is dropped. */
function checkList(stored: unknown): string[] {
  return Array.isArray(stored) ? parseSiteEntries(stored).hosts : [];
}
