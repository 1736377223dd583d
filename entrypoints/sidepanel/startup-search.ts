import type { SearchFormValue } from '../../components/SearchForm';
import type { SearchError } from '../../lib/api/search-error';
import type { SearchMessage } from '../../lib/search/search-message';
import { searchStateItem } from '../../lib/search/current-search';
import { isPrivateWindow } from '../../lib/ui/window-privacy';
import { normalizeRequest } from '../../lib/api/normalize-request';
import { readPageSettings } from '../../lib/settings/read-settings';
import { fieldsFromOptions } from '../../lib/ui/search-fields';
import { searchFromUrl, sourceFromUrl } from '../../lib/ui/url-search';

/**
 * The page's `?q=…` search, read once: it is removed from the address (history.replaceState)
 * as it is taken, so a reload, back/forward or a session restore after a browser restart
 * shows the current search instead of asking — and billing — for it again.
 */
export function takeUrlSearch(location: Location = window.location, history: History = window.history): string {
  const search = location.search;
  if (search !== '') history.replaceState(history.state, '', `${location.pathname}${location.hash}`);
  return search;
}

/** What the side panel does when it opens. */
export interface StartupSearch {
  /** The form's first value, when the stored current search will not provide one. */
  form?: SearchFormValue;
  /** A search to send now. */
  message?: SearchMessage;
  error?: SearchError;
}

/**
 * Decides the panel's first search: the `?q=` of its URL (omnibox, full-tab
 * fallback), else a pending search left by the right-click menu — sent with its
 * own id, request and source so the background joins the run already in flight.
 */
export async function startupSearch(urlSearch: string): Promise<StartupSearch> {
  const [settings, current] = await Promise.all([
    readPageSettings(),
    isPrivateWindow().then((isPrivate) => searchStateItem(isPrivate).getValue()),
  ]);
  const fromUrl = searchFromUrl(urlSearch, settings.searchDefaults);
  if (fromUrl) {
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
      return { form: { query: fromUrl.query, options }, error: normalized.error };
    }
    const { query, ...options } = normalized.value;
    return {
      form: { query, options: fieldsFromOptions(options) },
      message: { request: normalized.value, source: sourceFromUrl(urlSearch) },
    };
  }
  if (current?.status === 'pending') {
    const { id, request, source, note } = current;
    return { message: { id, request, source, ...(note !== undefined && { note }) } };
  }
  if (current) return {};
  return { form: { query: '', options: fieldsFromOptions(settings.searchDefaults) } };
}
