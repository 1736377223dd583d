import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { localDay, readCustomRange } from '../lib/api/custom-range';
import { CUSTOM_DATE_RANGE } from '../lib/api/search-options';
import { t } from '../lib/i18n/messages';
import type { SearchOptionFields } from '../lib/ui/search-fields';
import './service-options.css';

export interface ServiceOptionsFieldsProps {
  value: SearchOptionFields;
  onChange: (next: SearchOptionFields) => void;
  idPrefix: string;
}

/**
 * The live service's own options: a custom range's From and To (shown once Date range is
 * Custom range…), Newest first and Exact spelling. The two days are checked as they are typed —
 * both given, neither after today, From on or before To — and a field that fails holds why as
 * its validity message. A search asked for meanwhile is stopped before the form sends it (the
 * submit is caught first, here: this code loads with the options, so the form's own code, loaded
 * at start, carries none of it); the reason shows as an alert and the field takes the focus.
 * The background checks the days again before any request leaves (checkCustomRange).
 */
export function ServiceOptionsFields({ value, onChange, idPrefix }: ServiceOptionsFieldsProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const today = useMemo(() => localDay(new Date()), []);
  const custom = value.dateRange === CUSTOM_DATE_RANGE;
  const root = useRef<HTMLDivElement>(null);
  const from = useRef<HTMLInputElement>(null);
  const to = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string>();
  useEffect(() => {
    const range = readCustomRange(value.dateFrom, value.dateTo, today);
    const wrong = range.ok ? undefined : range.error;
    from.current?.setCustomValidity(wrong?.field === 'dateFrom' ? wrong.message : '');
    to.current?.setCustomValidity(wrong?.field === 'dateTo' ? wrong.message : '');
  });
  useEffect(() => {
    const form = root.current?.closest('form');
    // Capture on the form itself runs before the form's own submit handler, which it can then stop.
    const check = (event: Event) => {
      const bad = root.current?.querySelector<HTMLInputElement>('input:invalid');
      if (!bad) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setProblem(bad.validationMessage);
      bad.focus();
    };
    form?.addEventListener('submit', check, true);
    return () => form?.removeEventListener('submit', check, true);
  }, []);
  const setDay = (field: 'dateFrom' | 'dateTo') => (event: Event) => {
    setProblem(undefined);
    onChange({ ...value, [field]: (event.currentTarget as HTMLInputElement).value });
  };
  const setFlag = (field: 'newestFirst' | 'exactSpelling') => (event: Event) =>
    onChange({ ...value, [field]: (event.currentTarget as HTMLInputElement).checked });
  return (
    <div class="service-options" ref={root}>
      {custom && (
        <div class="options-grid">
          <div class="field">
            <label for={id('date-from')}>{t('dateFromLabel')}</label>
            <input
              id={id('date-from')}
              ref={from}
              type="date"
              max={today}
              value={value.dateFrom ?? ''}
              onInput={setDay('dateFrom')}
            />
          </div>
          <div class="field">
            <label for={id('date-to')}>{t('dateToLabel')}</label>
            <input
              id={id('date-to')}
              ref={to}
              type="date"
              max={today}
              value={value.dateTo ?? ''}
              onInput={setDay('dateTo')}
            />
          </div>
        </div>
      )}
      {custom && problem !== undefined && (
        <p class="form-problem" role="alert">
          {problem}
        </p>
      )}
      <div class="service-flags">
        <label class="checkbox">
          <input type="checkbox" checked={value.newestFirst === true} onChange={setFlag('newestFirst')} />
          {t('newestFirstLabel')}
        </label>
        <label class="checkbox">
          <input type="checkbox" checked={value.exactSpelling === true} onChange={setFlag('exactSpelling')} />
          {t('exactSpellingLabel')}
        </label>
      </div>
    </div>
  );
}
