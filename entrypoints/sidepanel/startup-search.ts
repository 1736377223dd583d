import type { SearchFormValue } from '../../components/SearchForm';
import type { SearchError } from '../../lib/api/search-error';
import type { SearchMessage } from '../../lib/search/search-message';
import { normalizeRequest, type SearchInput } from '../../lib/api/normalize-request';
import { readPageSettings } from '../../lib/settings/page-settings';
import { fieldsFromOptions, formFromRequest } from '../../lib/ui/search-fields';
import { DEFAULT_SEARCH_TYPE, type SearchOptions, type SearchRequest } from '../../lib/api/search-options';
import { searchFromUrl, sourceFromUrl } from '../../lib/ui/url-search';
import type { SearchSource } from '../../lib/api/search-source';
import { resultsTabSearch } from '../../lib/search/results-tab';

/** What the page's address asks for: a query to run (`?q=…`), a search to show (`?search=<id>`), or neither. */
export interface UrlRequest {
  /** The query string as the page was opened with it (read once; see takeUrlRequest). */
  search: string;
  /**
   * The id of a search already started, which this page shows (a results tab where no panel
   * opened, the keyword's new tab). Its query is handed over in storage.session
   * (results-tab.ts), never in the address.
   */
  shows?: string;
}

/**
 * The page's address, read once. A results tab's address names its search by id only; `?q=…`
 * (a link or bookmark of the panel page) is replaced by `?search=<id>` before that search is
 * sent (see showSearchInAddress), so a reload, back/forward or a session restore shows that
 * search again by its id instead of asking — and billing — for it again.
 */
export function takeUrlRequest(location: Location = window.location): UrlRequest {
  const search = location.search;
  const id = new URLSearchParams(search).get('search');
  return { search, ...(id && { shows: id }) };
}

/** Whether the page was opened as a results tab (with a search in its address) rather than as a window's panel. */
export function isResultsTab(request: UrlRequest): boolean {
  return request.shows !== undefined || new URLSearchParams(request.search).has('q');
}

/**
 * Makes a search this tab's own, before it is sent: the address becomes `?search=<id>` (in place
 * of what was there, no new history entry; no query, which would land in the browser's
 * history) and its request is handed over in storage.session for a reload to find (the
 * search box, the cache's key).
 */
export function showSearchInAddress(search: { id: string; request: SearchInput; source: SearchSource }): void {
  const { id, request, source } = search;
  // Relative: the page's own path, with the id as its only parameter (resultsTabUrl's shape).
  window.history.replaceState(window.history.state, '', `?search=${id}`);
  resultsTabSearch(id)
    .setValue({ request, source })
    .catch(() => undefined);
}

/**
 * The request of the search a results tab shows by its id, as handed over (the search box, and
 * the cache's key); without a handover (the browser restarted), the query alone is not known:
 * the search's record, found by its id, brings it.
 */
export async function handedOverRequest(id: string): Promise<SearchRequest> {
  const handed = await resultsTabSearch(id)
    .getValue()
    .catch(() => null);
  const normalized = handed && normalizeRequest(handed.request);
  return normalized && normalized.ok ? normalized.value : { query: '' };
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
