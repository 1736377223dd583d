import { firstPage } from '../api/normalize-request';
import type { SearchRequest, SearchType } from '../api/search-options';
import type { CurrentSearch } from '../search/current-search';
import type { SearchMessage } from '../search/search-message';

/**
 * The search a type tab runs where a page shows results: the same words as the chosen type, from
 * the first page. The words are those of the newest search the page has — one it sent whose answer
 * is still on its way, else the one it shows, answered or running. A tab chosen while an answer is
 * coming searches too: it did nothing before, and the tab then said Places over the shopping answer
 * that came after it. None for an image's matches (no words) or for the type the search already has.
 */
export function retypedRequest(
  type: SearchType,
  shown: CurrentSearch | null | undefined,
  sent?: SearchRequest,
): SearchMessage['request'] | undefined {
  const base = sent ?? (shown?.status === 'success' || shown?.status === 'loading' ? shown.request : undefined);
  if (!base || base.type === 'lens' || (base.type ?? 'web') === type) return undefined;
  return { ...firstPage(base), type };
}
