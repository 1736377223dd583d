/** The slice of a WXT storage item that read-modify-write needs. */
export interface UpdatableItem<T> {
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
}

/**
 * Read-modify-write on a storage item, one update at a time within this context,
 * so two searches finishing together cannot lose each other's ledger or history entry.
 * `check` turns whatever is stored (possibly an old or damaged value) into a valid one.
 */
export function serializedUpdater<T>(item: UpdatableItem<T>, check: (stored: unknown) => T) {
  let queue: Promise<unknown> = Promise.resolve();
  return function update(change: (current: T) => T): Promise<T> {
    const next = queue.then(async () => {
      const updated = change(check(await item.getValue()));
      await item.setValue(updated);
      return updated;
    });
    queue = next.catch(() => undefined);
    return next;
  };
}
