/**
 * A value read from storage once and kept in the worker's memory until storage says it
 * changed, so a search awaits nothing but its request (issue 12 §4). A change while a
 * read is under way makes the next call read again.
 */
export function createSnapshot<T>(read: () => Promise<T>) {
  let current: Promise<T> | undefined;
  return {
    read: (): Promise<T> => {
      if (current) return current;
      const reading = read();
      current = reading;
      reading.catch(() => {
        if (current === reading) current = undefined;
      });
      return reading;
    },
    invalidate: (): void => {
      current = undefined;
    },
  };
}

/** The slice of a storage area's onChanged that a snapshot's invalidation needs. */
export interface ChangeEvents {
  addListener(listener: (changes: Record<string, unknown>) => void): void;
}

/** Calls `onChange` whenever one of `keys` changes in the area. */
export function onKeysChanged(events: ChangeEvents, keys: readonly string[], onChange: () => void): void {
  events.addListener((changes) => {
    if (keys.some((key) => key in changes)) onChange();
  });
}
