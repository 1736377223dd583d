import { IMAGE_SEARCH_TYPE, type SearchRequest } from '../api/search-options';
import type { UsagePreferences } from '../settings/usage-preferences';

/** How many past queries a search box or the address bar suggests at once. */
export const MAX_SUGGESTIONS = 6;
/** Related searches and questions are suggested from this many characters typed. */
const MIN_RELATED_CHARS = 2;

/** A past search as the suggestions read it: its query, and its answer's related searches and questions. */
export interface SuggestionSource {
  request: Pick<SearchRequest, 'query' | 'type'>;
  related?: readonly string[];
}

/**
 * Past queries (newest first, each once, any letter case) that contain every word typed,
 * leaving out what is already typed; then, once two characters are typed, the related searches
 * and "People also ask" questions of the same past answers that contain every word (issue 40). Nothing leaves the
 * browser: this reads the history, and costs nothing.
 */
export function matchingQueries(
  input: string,
  pastSearches: ReadonlyArray<SuggestionSource>,
  max = MAX_SUGGESTIONS,
): string[] {
  const words = input.toLowerCase().split(/\s+/u).filter(Boolean);
  const typed = input.trim().toLowerCase();
  const seen = new Set<string>([typed]);
  const queries: string[] = [];
  const offer = (query: string) => {
    const key = query.toLowerCase();
    if (queries.length === max || seen.has(key) || !words.every((word) => key.includes(word))) return;
    seen.add(key);
    queries.push(query);
  };
  // A search by image's query is an image's address: nothing to type again.
  const typedSearches = pastSearches.filter((entry) => entry.request.type !== IMAGE_SEARCH_TYPE);
  for (const entry of typedSearches) offer(entry.request.query);
  // A single letter (or nothing, ↓ in an empty box) lists past searches only: every related phrase would match it.
  if ([...typed].length >= MIN_RELATED_CHARS) for (const entry of typedSearches) entry.related?.forEach(offer);
  return queries;
}

/** Where the suggestions come from: the history (newest first) and whether private mode is on. */
export interface SuggestionSources {
  pastSearches: () => Promise<ReadonlyArray<SuggestionSource>>;
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
