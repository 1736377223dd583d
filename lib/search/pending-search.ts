import type { SearchMessage } from './search-message';
import { normalizeRequest } from '../api/normalize-request';
import { searchStateItem, type CurrentSearch } from './current-search';

/**
 * Stores a search that a surface could not start and render itself (the right-click
 * menu): the side panel shows it as pending and joins it when it loads.
 */
export async function storePendingSearch(
  message: SearchMessage & { id: string },
  now = Date.now(),
  write: (state: CurrentSearch) => Promise<void> = (state) => searchStateItem(message.private).setValue(state),
): Promise<void> {
  const normalized = normalizeRequest(message.request);
  await write({
    id: message.id,
    status: 'pending',
    // Stored as the search service will send it, so the side panel shows the same options.
    request: normalized.ok ? normalized.value : { query: message.request.query },
    source: message.source,
    startedAt: now,
    ...(message.note !== undefined && { note: message.note }),
  });
}
