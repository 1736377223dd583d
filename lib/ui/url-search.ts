import type { SearchOptions } from '../api/search-options';
import type { SearchSource } from '../api/search-source';
import type { SearchInput } from '../api/normalize-request';

/**
 * The search asked for by a page URL (`sidepanel.html?q=…&type=…&location=…&country=…&num=…&dateRange=…`),
 * used by the omnibox and the full-tab fallback. Options absent from the URL come
 * from the user's defaults. Undefined when the URL names no query.
 */
export function searchFromUrl(search: string, defaults: SearchOptions): SearchInput | undefined {
  const params = new URLSearchParams(search);
  const query = params.get('q');
  if (query === null) return undefined;
  return {
    query,
    type: params.get('type') ?? defaults.type,
    location: params.get('location') ?? defaults.location,
    country: params.get('country') ?? defaults.country,
    numberOfResults: params.get('num') ?? defaults.numberOfResults,
    dateRange: params.get('dateRange') ?? defaults.dateRange,
  };
}

/** Who asked for the page (`&from=omnibox`), so the ledger counts the keyword's searches as its own. */
export function sourceFromUrl(search: string): SearchSource {
  return new URLSearchParams(search).get('from') === 'omnibox' ? 'omnibox' : 'sidepanel';
}
