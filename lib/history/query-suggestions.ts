import { IMAGE_SEARCH_TYPE, type SearchRequest } from '../api/search-options';
import type { UsagePreferences } from '../settings/usage-preferences';

/** How many past queries a search box or the address bar suggests at once. */
export const MAX_SUGGESTIONS = 6;

/**
 * Past queries (newest first, each once, any letter case) that contain every word typed,
 * leaving out what is already typed. Nothing leaves the browser: this reads the history.
 */
export function matchingQueries(
  input: string,
  pastSearches: ReadonlyArray<{ request: Pick<SearchRequest, 'query' | 'type'> }>,
  max = MAX_SUGGESTIONS,
): string[] {
  const words = input.toLowerCase().split(/\s+/u).filter(Boolean);
  const typed = input.trim().toLowerCase();
  const seen = new Set<string>();
  const queries: string[] = [];
  for (const entry of pastSearches) {
    // A search by image's query is an image's address: nothing to type again.
    if (entry.request.type === IMAGE_SEARCH_TYPE) continue;
    const query = entry.request.query;
    const key = query.toLowerCase();
    if (seen.has(key) || key === typed || !words.every((word) => key.includes(word))) continue;
    seen.add(key);
    queries.push(query);
    if (queries.length === max) break;
  }
  return queries;
}

/** Where the suggestions come from: the history (newest first) and whether private mode is on. */
export interface SuggestionSources {
  pastSearches: () => Promise<ReadonlyArray<{ request: Pick<SearchRequest, 'query' | 'type'> }>>;
  preferences: () => Promise<UsagePreferences>;
}

/**
 * The past queries to suggest for what is typed — the one path for every surface, the search
 * boxes (the suggestQueries message) and the address bar alike. Private mode suggests nothing,
 * as it records nothing.
 */
export async function pastQueries(input: string, sources: SuggestionSources): Promise<string[]> {
  if ((await sources.preferences()).privateMode) return [];
  return matchingQueries(input, await sources.pastSearches());
}
