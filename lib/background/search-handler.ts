import { fail } from '../api/search-error';
import type { SearchMessage, SearchOutcome, SearchView } from '../search/search-message';
import { searchIdSchema, searchMessageSchema } from '../search/message-schema';
import type { MessageSender } from './sender-view';
import { t } from '../i18n/messages';

/**
 * The `search` message at the boundary: only this extension's own pages may ask, and the
 * payload must parse, before the search service sees it — with the window it is shown in and
 * whether that window is private, as the browser says (see senderViews).
 */
export async function handleSearchMessage(
  data: unknown,
  sender: MessageSender,
  ownId: string,
  viewOf: (sender: MessageSender, windowId: number | undefined) => Promise<SearchView>,
  search: (message: SearchMessage, view: SearchView) => Promise<SearchOutcome>,
): Promise<SearchOutcome> {
  if (sender.id !== ownId) return fail('invalid-request', t('errForeignSender'));
  const parsed = searchMessageSchema.safeParse(data);
  if (!parsed.success) return fail('invalid-request', t('errUnreadableMessage'));
  return search(parsed.data, await viewOf(sender, parsed.data.windowId));
}

/** `answerShown` at the boundary: from this extension's own pages, a search id; anything else is ignored. */
export function handleAnswerShown(
  data: unknown,
  sender: MessageSender,
  ownId: string,
  shown: (id: string) => void,
): void {
  if (sender.id !== ownId) return;
  const parsed = searchIdSchema.safeParse(data);
  if (parsed.success) shown(parsed.data.id);
}
