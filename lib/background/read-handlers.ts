import { fail } from '../api/search-error';
import { t } from '../i18n/messages';
import { readCachedSchema, readMessageSchema } from '../search/message-schema';
import type { ReadOutcome } from '../search/read-message';
import type { ReadService } from '../search/read-service';
import type { SearchView } from '../search/search-message';
import type { MessageSender } from './sender-view';

/**
 * The reader's messages at the boundary: only this extension's pages may ask, the payload must
 * parse, and the window (private or not) is the browser's word, as for `search`.
 */
export function createReadHandlers(
  service: ReadService,
  ownId: string,
  viewOf: (sender: MessageSender, windowId: number | undefined) => Promise<SearchView>,
) {
  return {
    async readPage(data: unknown, sender: MessageSender): Promise<ReadOutcome> {
      if (sender.id !== ownId) return fail('invalid-request', t('errForeignSender'));
      const parsed = readMessageSchema.safeParse(data);
      if (!parsed.success) return fail('invalid-request', t('errUnreadableMessage'));
      return service.read(parsed.data, await viewOf(sender, parsed.data.windowId));
    },
    async isPageCached(data: unknown, sender: MessageSender): Promise<{ cached: boolean }> {
      const parsed = readCachedSchema.safeParse(data);
      if (sender.id !== ownId || !parsed.success) return { cached: false };
      return { cached: await service.isCached(parsed.data, await viewOf(sender, parsed.data.windowId)) };
    },
  };
}
