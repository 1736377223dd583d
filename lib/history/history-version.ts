import { defineStoredItem } from '../storage/stored-item';

/**
 * The history's change signal: a number the background raises after every change of the
 * history (IndexedDB broadcasts nothing). Open pages watch this small value and read the
 * records they show; they never receive the history itself.
 */
export const historyVersionItem = defineStoredItem<number>('session:historyVersion', {
  fallback: 0,
});

/** Raises the version; it starts from the clock, so it also rises across worker restarts. */
export function historyVersionBumper(
  write: (version: number) => Promise<void> = (version) => historyVersionItem.setValue(version),
  start: number = Date.now(),
) {
  let version = start;
  return (): void => {
    version += 1;
    write(version).catch(() => undefined);
  };
}
