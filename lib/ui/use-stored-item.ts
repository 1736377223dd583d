import { useEffect, useState } from 'preact/hooks';
import type { StoredItem } from '../storage/stored-item';

/** One item as this page last read it, and the components showing it. */
interface Followed<T> {
  /** `undefined` until the first read has finished. */
  value: T | undefined;
  readonly listeners: Set<(value: T) => void>;
}

/**
 * Every item a page shows, read once and then followed through storage.onChanged for the page's
 * life: a component mounted later (the credit lines of each new answer) renders with the value
 * at once, instead of rendering empty, reading storage and rendering again after its first frame.
 */
const followed = new Map<StoredItem<unknown>, Followed<unknown>>();

function follow<T>(item: StoredItem<T>): Followed<T> {
  const known = followed.get(item) as Followed<T> | undefined;
  if (known) return known;
  const entry: Followed<T> = { value: undefined, listeners: new Set() };
  followed.set(item, entry as Followed<unknown>);
  const set = (value: T) => {
    entry.value = value;
    for (const listener of entry.listeners) listener(value);
  };
  // Subscribed before the first read, so a change between the two is not missed (and wins).
  let changed = false;
  item.watch((next) => {
    changed = true;
    set(next);
  });
  item.getValue().then(
    (initial) => changed || set(initial),
    () => changed || set(item.fallback),
  );
  return entry;
}

/**
 * The current value of a storage item, kept up to date as other pages or the
 * background change it. `undefined` until the page's first read has finished, so a page
 * can tell "not loaded yet" from the item's fallback.
 */
export function useStoredItem<T>(item: StoredItem<T>): T | undefined {
  const entry = follow(item);
  const [value, setValue] = useState<T | undefined>(entry.value);
  useEffect(() => {
    entry.listeners.add(setValue);
    // A value that came between this render and now.
    if (entry.value !== undefined) setValue(entry.value);
    return () => {
      entry.listeners.delete(setValue);
    };
  }, [entry]);
  return value;
}
