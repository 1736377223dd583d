import { sendMessage } from '../messaging';
import type { SearchMessage, SearchOutcome } from '../search/search-message';
import { searchStateItem } from '../search/current-search';
import { isPrivateWindow } from './window-privacy';
import { t } from '../i18n/messages';

const UNDELIVERED: SearchOutcome = {
  ok: false,
  error: {
    kind: 'cancelled',
    message: t('errNoAnswer'),
  },
};

/**
 * Asks the background to run a search. The page renders the outcome from the
 * current-search state; the returned outcome matters only when the message could
 * not be delivered at all, which is turned into data like every other failure.
 * An outcome with an `id` is one the stored state already shows. A search from a private
 * window says so: the background keeps it apart and leaves nothing of it behind.
 */
export async function startSearch(message: SearchMessage): Promise<SearchOutcome> {
  const isPrivate = await isPrivateWindow();
  try {
    return await sendMessage('search', isPrivate ? { ...message, private: true } : message);
  } catch {
    // The worker was stopped while it held our search: waking it settles the search it left
    // `loading` into an error with Retry, which the page then shows from the stored state.
    try {
      await sendMessage('recoverSearch', undefined);
      const state = await searchStateItem(isPrivate).getValue();
      if (state?.status === 'error') return { ok: false, id: state.id, error: state.error };
    } catch {
      // Still no answer: report it from here.
    }
    return UNDELIVERED;
  }
}
