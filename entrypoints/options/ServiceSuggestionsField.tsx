import { checkServiceSuggestions, serviceSuggestionsItem } from '../../lib/settings/suggestion-items';
import { useStoredItem } from '../../lib/ui/use-stored-item';
import { t } from '../../lib/i18n/messages';

/**
 * Suggestions from the service (1 credit each, DESIGN §3), for the Serper-compatible service
 * only: off by default, applied at once (a yes/no the worker reads before each ask, nothing to
 * check), its cost named in its label and what it counts towards in its hint.
 */
export function ServiceSuggestionsField() {
  const stored = useStoredItem(serviceSuggestionsItem);
  return (
    <div class="field">
      <label class="checkbox">
        <input
          type="checkbox"
          checked={checkServiceSuggestions(stored)}
          aria-describedby="service-suggestions-hint"
          onChange={(event) => void serviceSuggestionsItem.setValue(event.currentTarget.checked)}
        />
        {t('serviceSuggestionsLabel')}
      </label>
      <p class="hint" id="service-suggestions-hint">
        {t('serviceSuggestionsHint')}
      </p>
    </div>
  );
}
