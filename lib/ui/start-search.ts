import { sendMessage, type SearchMessage, type SearchOutcome } from '../messaging';

/**
 * Asks the background to run a search. The page renders the outcome from the
 * current-search state; the returned outcome matters only when the message could
 * not be delivered at all, which is turned into data like every other failure.
 */
export function startSearch(message: SearchMessage): Promise<SearchOutcome> {
  return sendMessage('search', message).catch((): SearchOutcome => ({
    ok: false,
    error: {
      kind: 'cancelled',
      message: 'The search could not be started because the extension did not answer. Try again.',
    },
  }));
}
