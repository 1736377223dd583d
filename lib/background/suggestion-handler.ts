import { z } from 'zod/mini';
import { matchingQueries } from '../history/query-suggestions';
import type { SearchRequest } from '../api/search-options';
import type { UsagePreferences } from '../settings/usage-preferences';

const suggestionSchema = z.object({ text: z.string().check(z.maxLength(2048)) });

export interface SuggestionSources {
  pastSearches: () => Promise<ReadonlyArray<{ request: Pick<SearchRequest, 'query'> }>>;
  preferences: () => Promise<UsagePreferences>;
}

/**
 * The search boxes' suggestions: past queries matching what is typed (DESIGN §1: the background
 * reads the history for every surface, the address bar included). Private mode suggests
 * nothing, as it records nothing. A payload that does not parse gets no suggestions.
 */
export async function suggestQueries(data: unknown, sources: SuggestionSources): Promise<{ queries: string[] }> {
  const parsed = suggestionSchema.safeParse(data);
  if (!parsed.success || (await sources.preferences()).privateMode) return { queries: [] };
  return { queries: matchingQueries(parsed.data.text, await sources.pastSearches()) };
}
