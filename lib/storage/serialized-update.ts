/** The slice of a WXT storage item that read-modify-write needs. */
export interface UpdatableItem<T> {
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
}

/**
 * Runs tasks one at a time, in order, within this context; a failed task does not stop
 * the ones queued after it.
 */
export function serialQueue() {
  let queue: Promise<unknown> = Promise.resolve();
  return function run<T>(task: () => Promise<T>): Promise<T> {
    const next = queue.then(task);
    queue = next.catch(() => undefined);
    return next;
  };
}

/**
 * Read-modify-write on a storage item, one update at a time within this context,
 * so two searches finishing together cannot lose each other's ledger entry.
 * `check` turns whatever is stored (possibly an old or damaged value) into a valid one.
 */
export function serializedUpdater<T>(item: UpdatableItem<T>, check: (stored: unknown) => T) {
  const run = serialQueue();
  return function update(change: (current: T) => T): Promise<T> {
    return run(async () => {
      const updated = change(check(await item.getValue()));
      await item.setValue(updated);
      return updated;
    });
  };
}
