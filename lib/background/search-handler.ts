import { fail } from '../api/search-error';
import type { SearchMessage, SearchOutcome } from '../messaging';
import { searchMessageSchema } from '../search/message-schema';

/**
 * The `search` message at the boundary: only this extension's own pages may ask,
 * and the payload must parse, before the search service sees it.
 */
export function handleSearchMessage(
  data: unknown,
  sender: { id?: string },
  ownId: string,
  search: (message: SearchMessage) => Promise<SearchOutcome>,
): Promise<SearchOutcome> {
  if (sender.id !== ownId) {
    return Promise.resolve(fail('invalid-request', 'Searches are accepted only from this extension.'));
  }
  const parsed = searchMessageSchema.safeParse(data);
  if (!parsed.success) {
    return Promise.resolve(fail('invalid-request', 'That search could not be read. Reload the page and try again.'));
  }
  return search(parsed.data);
}
