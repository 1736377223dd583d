import { useEffect, useState } from 'preact/hooks';
import { currentSearchItem, privateSearchItem, type CurrentSearch } from '../search/current-search';
import { useStoredItem } from './use-stored-item';
import { isPrivateWindow } from './window-privacy';

/**
 * The current search of this page's kind of window, as the background last wrote it
 * (storage.session), re-rendered on every change: the page is a view of that state (DESIGN
 * §1). A private window shows its own, never a normal window's, and the other way round.
 * `undefined` while loading, `null` when no search has run in this session.
 */
export function useCurrentSearch(): CurrentSearch | null | undefined {
  const [isPrivate, setPrivate] = useState<boolean>();
  useEffect(() => {
    void isPrivateWindow().then(setPrivate);
  }, []);
  const normal = useStoredItem(currentSearchItem);
  const private_ = useStoredItem(privateSearchItem);
  if (isPrivate === undefined) return undefined;
  return isPrivate ? private_ : normal;
}
