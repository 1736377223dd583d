import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { SearchOptions, SearchType } from '../lib/api/search-options';
import { describeDifferences } from '../lib/ui/describe-request';
import { CUSTOM_DATE_RANGE } from '../lib/api/search-options';
import type { SearchOptionFields } from '../lib/ui/search-fields';
import { lazyModule } from '../lib/ui/use-lazy';
import { t } from '../lib/i18n/messages';

// The fields, and the words for the live service's own options, load when first needed.
const useOptionsPanel = lazyModule(() => import('./SearchOptionsPanel'));

export interface SearchOptionsDisclosureProps {
  type: SearchType;
  value: SearchOptionFields;
  /** The person's defaults: the summary names only what differs from them. */
  defaults: SearchOptions;
  onChange: (next: SearchOptionFields) => void;
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
  // Set only through the fields (or a past search's): until then no words for them are needed.
  const service = value.dateRange === CUSTOM_DATE_RANGE || value.newestFirst || value.exactSpelling;
  const Panel = useOptionsPanel(open || !!service);
  const Fields = Panel?.SearchOptionsPanel;
  const summary = describeDifferences(type, value, defaults, Panel?.describeServiceOptions(value));
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
