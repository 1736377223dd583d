import { defineStoredItem } from './stored-item';
import type { MessageKey } from '../i18n/messages';
import { serialQueue } from './serial-queue';
import { NOT_STORED, problemMessages, storageProblemItem, type StorageProblem } from './storage-problem';

// The worker's side of the storage-problem word (storage-problem.ts): pages only show and clear it.
const inOrder = serialQueue();

/**
 * The precise words already said in this browser session. A worker lives ~30 s when idle,
 * and a database that cannot be opened would otherwise be said again by every new one.
 * The failed-write word is not kept here: after the person freed space, a new failure is news.
 */
const toldItem = defineStoredItem<MessageKey[]>('session:storageProblemsTold', { fallback: [] });

/** Adds a problem to those no page has shown yet: a later word must not hide an earlier one. */
function addProblem(problem: StorageProblem): Promise<void> {
  return inOrder(async () => {
    const [unseen, told] = await Promise.all([storageProblemItem.getValue(), toldItem.getValue()]);
    const fresh = problemMessages(problem).filter((message) => message === NOT_STORED || !told.includes(message));
    if (fresh.length === 0) return;
    const messages = [...(unseen ? problemMessages(unseen) : []), ...fresh];
    await storageProblemItem.setValue({ at: problem.at, messages: [...new Set(messages)] });
    await toldItem.setValue([...told, ...fresh.filter((message) => message !== NOT_STORED)]);
  });
}

/**
 * Reports a storage problem; each message is told once in this worker's life (a precise one
 * once in the browser session), later ones would only repeat it. The bookkeeping word is said only while nothing more precise was:
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
