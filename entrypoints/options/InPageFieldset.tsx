import { t } from '../../lib/i18n/messages';
import type { InPageForm } from './save-in-page';

export interface InPageFieldsetProps {
  value: InPageForm;
  onChange: (change: Partial<InPageForm>) => void;
}

/**
 * What the extension does inside web pages, saved with Save like every setting (issue 41: one
 * saving model for the page): results opening at their passage, and the opt-in search button
 * beside selected text, whose access to all sites is asked for inside the Save click.
 */
export function InPageFieldset({ value, onChange }: InPageFieldsetProps) {
  return (
    <fieldset class="in-page-settings">
      <legend>{t('inPageLegend')}</legend>
      <label class="checkbox">
        <input
          type="checkbox"
          checked={value.passageLinks}
          aria-describedby="passage-links-hint"
          onChange={(event) => onChange({ passageLinks: event.currentTarget.checked })}
        />
        {t('passageLinksLabel')}
      </label>
      <p class="hint" id="passage-links-hint">
        {t('passageLinksHint')}
      </p>
      <label class="checkbox">
        <input
          type="checkbox"
          checked={value.selectionButton}
          aria-describedby="selection-button-hint"
          onChange={(event) => onChange({ selectionButton: event.currentTarget.checked })}
        />
        {t('selectionButtonLabel')}
      </label>
      <p class="hint" id="selection-button-hint">
        {t('selectionButtonHint')}
      </p>
    </fieldset>
  );
}
