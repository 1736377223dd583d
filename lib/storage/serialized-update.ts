import { serialQueue } from './serial-queue';

/** The slice of a WXT storage item that read-modify-write needs. */
export interface UpdatableItem<T> {
  getValue(): Promise<T>;
  setValue(value: T): Promise<void>;
}

/**
 * Read-modify-write on a storage item, one update at a time within this context, so two
 * changes made together (two quick Block clicks, two panels opening) cannot lose each
 * other. `check` turns whatever is stored (possibly an old or damaged value) into a valid one.
 */
export function serializedUpdater<T>(item: UpdatableItem<T>, check: (stored: unknown) => T) {
  const run = serialQueue();
  return (change: (current: T) => T): Promise<T> =>
    run(async () => {
      const updated = change(check(await item.getValue()));
      await item.setValue(updated);
      return updated;
    });
}
