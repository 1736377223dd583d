import type { SearchFormValue } from '../../components/SearchForm';
import type { SearchError } from '../../lib/api/search-error';
import type { SearchMessage } from '../../lib/search/search-message';
import { normalizeRequest } from '../../lib/api/normalize-request';
import { readPageSettings } from '../../lib/settings/read-settings';
import { fieldsFromOptions, formFromRequest } from '../../lib/ui/search-fields';
import { DEFAULT_SEARCH_TYPE, type SearchOptions } from '../../lib/api/search-options';
import { searchFromUrl, sourceFromUrl } from '../../lib/ui/url-search';

/** What the page's address asks for: a query to run (`?q=…`), a search to show (`?search=<id>`), or neither. */
export interface UrlRequest {
  /** The query string as the page was opened with it (read once; see takeUrlRequest). */
  search: string;
  /**
   * A search already started, which this page shows (a results tab where no panel opened): its
   * id, and its query for the search box (`?search=<id>&q=…`: with an id, `q` is never run).
   */
  shows?: { id: string; query: string };
}

/**
 * The page's address, read once. `?q=…` is replaced by `?search=<id>` once the search runs
 * (see showSearchInUrl), so a reload, back/forward or a session restore shows that search
 * again by its id instead of asking — and billing — for it again.
 */
export function takeUrlRequest(location: Location = window.location): UrlRequest {
  const search = location.search;
  const params = new URLSearchParams(search);
  const id = params.get('search');
  return { search, ...(id !== null && id !== '' && { shows: { id, query: params.get('q') ?? '' } }) };
}

/** Whether the page was opened as a results tab (with a search in its address) rather than as a window's panel. */
export function isResultsTab(request: UrlRequest): boolean {
  return request.shows !== undefined || new URLSearchParams(request.search).has('q');
}

/** Puts the shown search in the address in place of what was there (no new history entry). */
export function showSearchInUrl(
  searchId: string,
  query: string,
  location: Location = window.location,
  history: History = window.history,
): void {
  const params = new URLSearchParams({ search: searchId, q: query });
  history.replaceState(history.state, '', `${location.pathname}?${params.toString()}${location.hash}`);
}

/** What the side panel does when it opens. */
export interface StartupSearch {
  /** The person's default options (the folded options' summary leaves them out). */
  defaults: SearchOptions;
  /** The form's first value, when no search will provide one. */
  form?: SearchFormValue;
  /** A search to send now. */
  message?: SearchMessage;
  error?: SearchError;
}

/**
 * Decides the page's first search from its address (`?q=`: the omnibox's new tab, a link);
 * without one, the form starts with the default options.
 */
export async function startupSearch(urlSearch: string): Promise<StartupSearch> {
  const settings = await readPageSettings();
  const fromUrl = searchFromUrl(urlSearch, settings.searchDefaults);
  const defaults = settings.searchDefaults;
  if (!fromUrl)
    return {
      defaults,
      form: { query: '', type: defaults.type ?? DEFAULT_SEARCH_TYPE, options: fieldsFromOptions(defaults) },
    };
  const normalized = normalizeRequest(fromUrl);
  if (!normalized.ok) {
    // Keep what the URL said, so the person can see and correct it.
    const raw = (value: string | number | null | undefined) => (value == null ? '' : String(value));
    const options = {
      location: raw(fromUrl.location),
      country: raw(fromUrl.country),
      numberOfResults: raw(fromUrl.numberOfResults),
      dateRange: raw(fromUrl.dateRange),
    };
    return {
      defaults,
      form: { query: fromUrl.query, type: defaults.type ?? DEFAULT_SEARCH_TYPE, options },
      error: normalized.error,
    };
  }
  return {
    defaults,
    form: formFromRequest(normalized.value),
    message: { request: normalized.value, source: sourceFromUrl(urlSearch) },
  };
}
