import { onDeviceSummariesItem, onDeviceTranslationsItem } from '../../lib/settings/on-device-items';
import { serviceSuggestionsItem } from '../../lib/settings/suggestion-items';

/**
 * The settings of the answers that cost nothing or little (issue 40), as the form holds them:
 * saved with Save like every other setting (issue 41: one saving model for the page).
 */
export interface FreeAnswersForm {
  /** Summarize and Summarize results, on this device (0 credits). */
  summaries: boolean;
  /** Translate to …, on this device (0 credits). */
  translations: boolean;
  /** The service's own suggestions while typing (1 credit each; the Serper-compatible service only). */
  serviceSuggestions: boolean;
}

export const DEFAULT_FREE_ANSWERS: FreeAnswersForm = { summaries: true, translations: true, serviceSuggestions: false };

/** Stores the group: three switches, nothing to check or ask for. */
export async function saveFreeAnswers(form: FreeAnswersForm): Promise<void> {
  await Promise.all([
    onDeviceSummariesItem.setValue(form.summaries),
    onDeviceTranslationsItem.setValue(form.translations),
    serviceSuggestionsItem.setValue(form.serviceSuggestions),
  ]);
}
