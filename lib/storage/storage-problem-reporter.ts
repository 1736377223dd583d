import type { MessageKey } from '../i18n/messages';
import { serialQueue } from './serial-queue';
import { NOT_STORED, problemMessages, storageProblemItem, type StorageProblem } from './storage-problem';

// The worker's side of the storage-problem word (storage-problem.ts): pages only show and clear it.
const inOrder = serialQueue();

/** Adds a problem to those no page has shown yet: a later word must not hide an earlier one. */
function addProblem(problem: StorageProblem): Promise<void> {
  return inOrder(async () => {
    const unseen = await storageProblemItem.getValue();
    const messages = [...(unseen ? problemMessages(unseen) : []), ...problemMessages(problem)];
    await storageProblemItem.setValue({ at: problem.at, messages: [...new Set(messages)] });
  });
}

/**
 * Reports a storage problem; each message is told once in this worker's life, later ones
 * would only repeat it. The bookkeeping word is said only while nothing more precise was:
 * after "the database cannot be opened", every search failing to store is the same news.
 */
export function storageProblemReporter(write: (problem: StorageProblem) => Promise<void> = addProblem, now = Date.now) {
  const told = new Set<MessageKey>();
  return (error: unknown, message: MessageKey = NOT_STORED): void => {
    console.warn('Search Sidekick could not use its storage:', error);
    if (told.has(message) || (message === NOT_STORED && told.size > 0)) return;
    told.add(message);
    write({ at: now(), messages: [message] }).catch(() => {
      told.delete(message);
    });
  };
}
