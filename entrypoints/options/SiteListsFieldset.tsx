import type { SiteListsForm } from './save-site-lists';
import './site-lists.css';
import { t } from '../../lib/i18n/messages';

export interface SiteListsFieldsetProps {
  value: SiteListsForm;
  onChange: (change: Partial<SiteListsForm>) => void;
}

/** The Blocked and Pinned sites lists: one site per line, saved with the rest of the page. */
export function SiteListsFieldset({ value, onChange }: SiteListsFieldsetProps) {
  return (
    <fieldset class="site-lists">
      <legend>{t('siteListsLabel')}</legend>
      <p class="hint" id="site-lists-hint">
        {t('siteListsHint')}
      </p>
      <SiteListField
        id="blocked-sites"
        label={t('blockedSitesLabel')}
        value={value.blocked}
        onInput={(blocked) => onChange({ blocked })}
      />
      <SiteListField
        id="pinned-sites"
        label={t('pinnedSitesLabel')}
        value={value.pinned}
        onInput={(pinned) => onChange({ pinned })}
      />
    </fieldset>
  );
}

interface SiteListFieldProps {
  id: string;
  label: string;
  value: string;
  onInput: (value: string) => void;
}

function SiteListField({ id, label, value, onInput }: SiteListFieldProps) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <textarea
        id={id}
        rows={4}
        value={value}
        onInput={(event) => onInput(event.currentTarget.value)}
        placeholder="example.com"
        autocomplete="off"
        autocapitalize="off"
        spellcheck={false}
        aria-describedby="site-lists-hint"
      />
    </div>
  );
}
