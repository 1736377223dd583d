import type { ItemOf, ResultType } from '../api/result-types';
import { cite } from './citation';
import { ITEM_EXPORTS } from './exported-items';

// Apart from citation.ts: web results and the knowledge panel, shown at start, cite without every
// type's export table; the typed lists, loaded when first shown, bring it with them.

/**
 * An item of a search type as a citation, with its type's own source line: news
 * `Title. Reuters, 1 August 2023. URL (accessed …).`, an image its creator and site, a video
 * its channel, a place its category and address (and its map where it has no website), a
 * product its merchant and price, a paper as papers are cited (`Authors (year). Title. Venue.`),
 * a patent by its inventor, number, assignee and day.
 */
export function itemCitation<K extends ResultType>(type: K, item: ItemOf<K>, accessed: Date): string {
  const { parts, link } = ITEM_EXPORTS[type].citation(item);
  return cite(parts, link, accessed);
}
