import { fail } from '../api/search-error';
import type { SearchMessage, SearchOutcome } from '../search/search-message';
import { searchMessageSchema } from '../search/message-schema';
import { t } from '../i18n/messages';

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
    return Promise.resolve(fail('invalid-request', t('errForeignSender')));
  }
  const parsed = searchMessageSchema.safeParse(data);
  if (!parsed.success) {
    return Promise.resolve(fail('invalid-request', t('errUnreadableMessage')));
  }
  return search(parsed.data);
}
