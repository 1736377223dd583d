import * as z from 'zod/mini';
import type { SearchSource } from '../api/search-source';
import type { ServiceSuggestionService } from '../search/service-suggestions';
import type { SearchView } from '../search/search-message';
import type { MessageSender } from './sender-view';
import { deferredSchema } from '../text/deferred-schema';
import { wholeNumber } from '../text/tolerant';

const messageSchema = deferredSchema(() =>
  z.object({
    text: z.string().check(z.maxLength(2_048)),
    windowId: z.optional(wholeNumber()),
  }),
);
/** A search box's ask for the service's own suggestions (the suggestFromService message). */
export type ServiceSuggestionMessage = z.infer<typeof messageSchema>;

/** The page that asked, for the ledger's line: the popup, else the side panel (or its results tab). */
const sourceOf = (sender: { url?: string }): SearchSource =>
  sender.url?.includes('/popup.html') === true ? 'popup' : 'sidepanel';

/**
 * The service's suggestions at the boundary: only this extension's own pages may ask, the
 * payload must parse, and the browser — not the page — says whether the window is private
 * (none there). Anything else gets no suggestions: nothing is billed for a message not ours.
 */
export async function suggestFromService(
  data: unknown,
  sender: MessageSender & { url?: string },
  ownId: string,
  viewOf: (sender: MessageSender, windowId: number | undefined) => Promise<SearchView>,
  service: ServiceSuggestionService,
): Promise<{ queries: string[] }> {
  const parsed = messageSchema.safeParse(data);
  if (sender.id !== ownId || !parsed.success) return { queries: [] };
  const view = await viewOf(sender, parsed.data.windowId);
  return { queries: await service.suggest(parsed.data.text, view, sourceOf(sender)) };
}
