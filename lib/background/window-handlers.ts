import { fail } from '../api/search-error';
import { t } from '../i18n/messages';
import type { SearchRecord } from '../search/current-search';
import { answerQuerySchema, cachedQuerySchema, windowMessageSchema } from '../search/message-schema';
import type { AnswerOutcome, SearchOutcome, SearchView } from '../search/search-message';
import type { SearchService } from '../search/search-service';
import type { MessageSender } from './sender-view';

const GONE: AnswerOutcome = { ok: false, gone: true };

/**
 * The messages a page sends about its window's search, other than searching: each parses its
 * payload and gets the window (and whether it is private) from the browser, like `search`.
 */
export function createWindowHandlers(
  service: Pick<SearchService, 'answer' | 'reopen' | 'recoverInterrupted' | 'searchCost'>,
  viewOf: (sender: MessageSender, windowId: number | undefined) => Promise<SearchView>,
) {
  return {
    async answer(data: unknown, sender: MessageSender): Promise<AnswerOutcome> {
      const parsed = answerQuerySchema.safeParse(data);
      if (!parsed.success) return GONE;
      return service.answer(parsed.data, await viewOf(sender, parsed.data.windowId));
    },
    async searchCost(data: unknown, sender: MessageSender): Promise<{ cached: boolean; expected?: number }> {
      const parsed = cachedQuerySchema.safeParse(data);
      if (!parsed.success) return { cached: false };
      return service.searchCost(parsed.data.request, await viewOf(sender, parsed.data.windowId));
    },
    async openHistoryEntry(data: unknown, sender: MessageSender): Promise<SearchOutcome> {
      const parsed = windowMessageSchema.safeParse(data);
      const reopened =
        parsed.success && parsed.data.id !== undefined
          ? await service.reopen(parsed.data.id, await viewOf(sender, parsed.data.windowId))
          : undefined;
      return reopened ?? fail('invalid-request', t('errHistoryGone'));
    },
    async recoverSearch(data: unknown, sender: MessageSender): Promise<SearchRecord | null> {
      const parsed = windowMessageSchema.safeParse(data);
      if (!parsed.success) return null;
      const view = await viewOf(sender, parsed.data.windowId);
      return view.windowId === undefined ? null : service.recoverInterrupted(view.windowId);
    },
  };
}
