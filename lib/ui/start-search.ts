import { sendMessage, type SearchMessage, type SearchOutcome } from '../messaging';
import { currentSearchItem } from '../search/current-search';
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
 * An outcome with an `id` is one the stored state already shows.
 */
export async function startSearch(message: SearchMessage): Promise<SearchOutcome> {
  try {
    return await sendMessage('search', message);
  } catch {
    // The worker was stopped while it held our search: waking it settles the search it left
    // `loading` into an error with Retry, which the page then shows from the stored state.
    try {
      await sendMessage('recoverSearch', undefined);
      const state = await currentSearchItem.getValue();
      if (state?.status === 'error') return { ok: false, id: state.id, error: state.error };
    } catch {
      // Still no answer: report it from here.
    }
    return UNDELIVERED;
  }
}
