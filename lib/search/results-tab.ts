import type { SearchInput } from '../api/normalize-request';
import type { SearchSource } from '../api/search-source';
import { defineStoredItem, type StoredItem } from '../storage/stored-item';

/*
 * A results tab (the panel's page in a tab, where no panel opens, or the keyword's new tab)
 * names its search by id only: `sidepanel.html?search=<id>`. An address lands in the browser's
 * history, its suggestions and synced devices; a query there would too. What the tab needs
 * besides the id — the query and options for its search box, and the request the cache knows
 * the answer by — is handed over in storage.session (memory only, gone when the browser
 * closes), under the search's id.
 */

/** What a results tab is handed for the search its address names. */
export interface ResultsTabSearch {
  request: SearchInput;
  source: SearchSource;
}

/** The handover of one search, by its id. */
export function resultsTabSearch(searchId: string): StoredItem<ResultsTabSearch | null> {
  return defineStoredItem<ResultsTabSearch | null>(`session:resultsTab:${searchId}`, { fallback: null });
}

/** The address of the results tab that shows a search: its id and nothing else. */
export function resultsTabUrl(sidePanelPageUrl: string, searchId: string): string {
  // Ids are UUIDs (newSearchId): nothing in them needs escaping.
  return `${sidePanelPageUrl}?search=${searchId}`;
}
