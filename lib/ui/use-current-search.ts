import { currentSearchItem, type CurrentSearch } from '../search/current-search';
import { useStoredItem } from './use-stored-item';

/**
 * The current search as the background last wrote it (storage.session), re-rendered
 * on every change: the page is a view of that state (DESIGN §1).
 * `undefined` while loading, `null` when no search has run in this session.
 */
export function useCurrentSearch(): CurrentSearch | null | undefined {
  return useStoredItem(currentSearchItem);
}
