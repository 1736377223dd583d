import type { SearchRequest } from '../../lib/api/search-options';
import type { CurrentSearch } from '../../lib/search/current-search';
import { requestKey } from '../../lib/api/normalize-request';

/** A search the popup has handed to the background. */
export interface SentSearch {
  id: string;
  request: SearchRequest;
  /** The stored state when it was sent, so an old state for the same query is not taken as delivery. */
  stateBefore: CurrentSearch | null | undefined;
  panelOpened: boolean;
}

/**
 * Whether the background has taken the search: the stored state is ours (same id),
 * or a new state for the same request (the background joined an identical search).
 */
export function isDeliveredTo(state: CurrentSearch | null | undefined, sent: SentSearch): boolean {
  if (!state || state.status === 'pending') return false;
  if (state.id === sent.id) return true;
  return state !== sent.stateBefore && requestKey(state.request) === requestKey(sent.request);
}
