import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { SearchOptions, SearchType } from '../lib/api/search-options';
import { describeDifferences } from '../lib/ui/describe-request';
import type { OptionFields } from '../lib/ui/search-fields';
import { lazyModule } from '../lib/ui/use-lazy';
import { t } from '../lib/i18n/messages';

const useOptionsFields = lazyModule(() => import('./SearchOptionsFields').then((m) => m.SearchOptionsFields));

export interface SearchOptionsDisclosureProps {
  type: SearchType;
  value: OptionFields;
  /** The person's defaults: the summary names only what differs from them. */
  defaults: SearchOptions;
  onChange: (next: OptionFields) => void;
  open: boolean;
  onToggle: (open: boolean) => void;
  idPrefix: string;
  /** A field to focus once the fields are shown (one a validation error names). */
  focusField?: string | undefined;
  /** What shares the toggle's row (the expected cost, a page's own controls). */
  beside?: ComponentChildren;
}

/**
 * The search options folded behind one button that says, as text, what differs from the
 * defaults ("News · Past week · DE · up to 20 results"): the panel is 360 px wide, and four
 * fields above every result list push the results down. The fields load when first opened.
 */
export function SearchOptionsDisclosure(props: SearchOptionsDisclosureProps) {
  const { type, value, defaults, onChange, open, onToggle, idPrefix, focusField, beside } = props;
  const Fields = useOptionsFields(open);
  const summary = describeDifferences(type, value, defaults);
  const panelId = `${idPrefix}-options`;
  const focused = useRef<string>();
  useEffect(() => {
    if (!Fields || !focusField || focused.current === focusField) return;
    focused.current = focusField;
    document.getElementById(focusField)?.focus();
  }, [Fields, focusField]);
  return (
    <div class="options-disclosure">
      <div class="options-row">
        <button
          type="button"
          class="options-toggle small"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={panelId}
          onClick={() => onToggle(!open)}
        >
          <span class="options-toggle-label">{t('searchOptionsLabel')}</span>
          <span class="options-summary">{summary === '' ? t('searchOptionsDefault') : summary}</span>
        </button>
        {beside}
      </div>
      <div id={panelId} hidden={!open}>
        {open && Fields && <Fields value={value} onChange={onChange} idPrefix={idPrefix} />}
      </div>
    </div>
  );
}
