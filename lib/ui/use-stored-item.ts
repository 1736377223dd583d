import { useEffect, useState } from 'preact/hooks';
import type { StoredItem } from '../storage/stored-item';

/**
 * The current value of a storage item, kept up to date as other pages or the
 * background change it. `undefined` until the first read has finished, so a page
 * can tell "not loaded yet" from the item's fallback.
 */
export function useStoredItem<T>(item: StoredItem<T>): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let live = true;
    // Subscribe before the first read so a change between the two is not missed.
    const unwatch = item.watch((next) => setValue(next));
    item.getValue().then(
      (initial) => {
        if (live) setValue((seen) => (seen === undefined ? initial : seen));
      },
      () => {
        if (live) setValue(item.fallback);
      },
    );
    return () => {
      live = false;
      unwatch();
    };
  }, [item]);
  return value;
}
