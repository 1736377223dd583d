import { defineStoredItem } from './stored-item';
import type { MessageKey } from '../i18n/messages';

/**
 * What the person should know about the extension's storage, for the side panel to say once:
 * a search's bookkeeping (ledger, history, cache) that could not be stored even after freeing
 * space, a database that cannot be opened, data lost when a newer database was replaced. Each
 * is a message name, chosen where the cause is known; a stored `{ at }` alone (as the first
 * version wrote it) is the bookkeeping word.
 */
export interface StorageProblem {
  at: number;
  messages?: MessageKey[];
}

/** The word for a search's bookkeeping that could not be stored. */
export const NOT_STORED: MessageKey = 'storageProblem';

/**
 * Set by the background, cleared by the first page that shows it. In storage.session, which
 * has its own quota: a full storage.local cannot stop the word.
 */
export const storageProblemItem = defineStoredItem<StorageProblem | null>('session:storageProblem', {
  fallback: null,
});

/** The messages of a stored problem (written each once); the bookkeeping word when it names none. */
export function problemMessages(problem: StorageProblem): MessageKey[] {
  return Array.isArray(problem.messages) && problem.messages.length > 0 ? problem.messages : [NOT_STORED];
}
