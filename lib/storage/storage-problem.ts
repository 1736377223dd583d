import { defineStoredItem } from './stored-item';

/**
 * Set by the background when a search's bookkeeping (ledger, history, cache) could not be
 * stored even after freeing space; the side panel says so once and clears it. In
 * storage.session, which has its own quota: a full storage.local cannot stop the word.
 */
export const storageProblemItem = defineStoredItem<{ at: number } | null>('session:storageProblem', {
  fallback: null,
});

/** Reports the first failure of this worker's life; later ones would only repeat it. */
export function storageProblemReporter(
  write: (problem: { at: number }) => Promise<void> = (problem) => storageProblemItem.setValue(problem),
  now: () => number = Date.now,
) {
  let told = false;
  return (error: unknown): void => {
    console.warn('Search Sidekick could not record a search:', error);
    if (told) return;
    told = true;
    write({ at: now() }).catch(() => {
      told = false;
    });
  };
}
