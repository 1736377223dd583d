import type { CurrentSearch } from './current-search';

/** Where a window kind's current search is kept (storage.session for the real ones). */
export interface SearchStateStore {
  read(): Promise<CurrentSearch | null>;
  write(state: CurrentSearch): Promise<void>;
}

/**
 * Writes a state only while it is still the store's current search: a search started later
 * has taken the window, and an older search's late answer must not replace it.
 */
export async function writeIfCurrent(store: SearchStateStore, state: CurrentSearch): Promise<void> {
  const current = await store.read();
  if (current && current.id !== state.id && current.startedAt > state.startedAt) return;
  await store.write(state);
}

/** A state store in memory, for services built without a private one (unit tests). */
export function memoryStateStore(): SearchStateStore {
  let state: CurrentSearch | null = null;
  return {
    read: () => Promise.resolve(state),
    write: (next) => {
      state = next;
      return Promise.resolve();
    },
  };
}
