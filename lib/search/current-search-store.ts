import { currentSearchItem, type CurrentSearch } from './current-search';

/**
 * The background's single writer of the current search. It remembers what it last read or
 * wrote, so a search checks "is this still the current one?" without a storage read on the
 * hot path; a restarted worker starts empty and reads storage once.
 */
export function createCurrentSearchStore(
  item: Pick<typeof currentSearchItem, 'getValue' | 'setValue' | 'removeValue'> = currentSearchItem,
) {
  let known: CurrentSearch | null | undefined;
  return {
    async read(): Promise<CurrentSearch | null> {
      known ??= await item.getValue();
      return known;
    },
    async write(state: CurrentSearch): Promise<void> {
      known = state;
      await item.setValue(state);
    },
    async clear(): Promise<void> {
      known = null;
      await item.removeValue();
    },
  };
}
