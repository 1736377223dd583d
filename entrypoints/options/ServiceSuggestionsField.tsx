import { t } from '../../lib/i18n/messages';

export interface ServiceSuggestionsFieldProps {
  checked: boolean;
  onChange: (on: boolean) => void;
}

/**
 * Suggestions from the service (1 credit each, DESIGN §3), for the Serper-compatible service
 * only: off by default, saved with Save like every setting (the worker reads it before each
 * ask), its cost named in its label and what it counts towards in its hint.
 */
export function ServiceSuggestionsField({ checked, onChange }: ServiceSuggestionsFieldProps) {
  return (
    <div class="field">
      <label class="checkbox">
        <input
          type="checkbox"
          checked={checked}
          aria-describedby="service-suggestions-hint"
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
        {t('serviceSuggestionsLabel')}
      </label>
      <p class="hint" id="service-suggestions-hint">
        {t('serviceSuggestionsHint')}
      </p>
    </div>
  );
}
