import { suggestionQuerySchema } from '../search/message-schema';
import { pastQueries, type SuggestionSources } from '../history/query-suggestions';

/**
 * The search boxes' suggestions: past queries matching what is typed (DESIGN §1: the background
 * reads the history for every surface, the address bar included, through pastQueries). A
 * payload that does not parse gets no suggestions.
 */
export async function suggestQueries(data: unknown, sources: SuggestionSources): Promise<{ queries: string[] }> {
  const parsed = suggestionQuerySchema.safeParse(data);
  if (!parsed.success) return { queries: [] };
  return { queries: await pastQueries(parsed.data.text, sources) };
}
