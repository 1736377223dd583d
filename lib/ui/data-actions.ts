import { sendMessage } from '../messaging';
import { pageWindow } from './page-window';

/*
 * The changes pages make to the ledger, the history and the cache. They go through the
 * background, which serializes every write (DESIGN §1); an undelivered message is a
 * `false`, never an exception, so a page can say "try again".
 */

export function deleteHistoryEntry(id: string): Promise<boolean> {
  return sendMessage('deleteHistoryEntry', { id }).then(
    () => true,
    () => false,
  );
}

export function clearHistory(): Promise<boolean> {
  return sendMessage('clearHistory', undefined).then(
    () => true,
    () => false,
  );
}

export function clearCache(): Promise<boolean> {
  return sendMessage('clearCache', undefined).then(
    () => true,
    () => false,
  );
}

/** Records the balance read off the provider's dashboard; null forgets it (and what was counted since). */
export function setBalance(amount: number | null): Promise<boolean> {
  return sendMessage('setBalance', { amount }).then(
    (answer) => answer.ok,
    () => false,
  );
}

/** Past queries matching what is typed; none when the background cannot be reached. */
export async function suggestQueries(text: string): Promise<string[]> {
  const { id: windowId } = await pageWindow();
  return sendMessage('suggestQueries', { text, ...(windowId !== undefined && { windowId }) }).then(
    (answer) => answer.queries,
    () => [],
  );
}

/** The service's own suggestions for what is typed (the worker asks only where they are switched on); none on failure. */
export async function suggestFromService(text: string): Promise<string[]> {
  const { id: windowId } = await pageWindow();
  return sendMessage('suggestFromService', { text, ...(windowId !== undefined && { windowId }) }).then(
    (answer) => answer.queries,
    () => [],
  );
}

/** Asks the background to read the service's own balance (it decides whether and when). */
export function refreshServiceBalance(): void {
  sendMessage('refreshBalance', undefined).catch(() => undefined);
}
