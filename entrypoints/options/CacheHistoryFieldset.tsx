import { clearCache, clearHistory } from '../../lib/ui/data-actions';
import { dropAllSnapshots } from '../../lib/ui/shell-snapshot';

/** The history, and the windows' snapshots of their last answers with it (lib/ui/shell-snapshot.ts). */
function clearHistoryAndSnapshots(): Promise<boolean> {
  dropAllSnapshots(localStorage);
  return clearHistory();
}
import { MAX_CACHE_MINUTES, type UsageForm } from './save-usage-settings';
import { formatNumber } from '../../lib/i18n/format-number';
import { t } from '../../lib/i18n/messages';

export interface CacheHistoryFieldsetProps {
  value: UsageForm;
  onChange: (change: Partial<UsageForm>) => void;
  /** What a clear button did, for the page's one status line ("Cache cleared"). */
  onDone: (message: string) => void;
}

/** How long answers are kept, private mode, and the two buttons that delete stored data now. */
export function CacheHistoryFieldset({ value, onChange, onDone }: CacheHistoryFieldsetProps) {
  const run = (action: () => Promise<boolean>, done: string, failed: string) => () =>
    void action().then((ok) => onDone(ok ? done : failed));

  return (
    <fieldset>
      <legend>{t('cacheHistoryLegend')}</legend>
      <div class="field">
        <label for="cache-ttl">{t('cacheTtlLabel')}</label>
        <input
          id="cache-ttl"
          type="number"
          min={0}
          max={MAX_CACHE_MINUTES}
          step={1}
          inputMode="numeric"
          value={value.cacheTtlMinutes}
          onInput={(event) => onChange({ cacheTtlMinutes: event.currentTarget.value })}
          aria-describedby="cache-ttl-hint"
        />
        <p class="hint" id="cache-ttl-hint">
          {t('cacheTtlHint', formatNumber(MAX_CACHE_MINUTES))}
        </p>
      </div>
      <label class="checkbox">
        <input
          type="checkbox"
          checked={value.privateMode}
          onChange={(event) => onChange({ privateMode: event.currentTarget.checked })}
        />
        {t('privateModeLabel')}
      </label>
      <div class="button-row" aria-describedby="clear-at-once">
        <button type="button" onClick={run(clearCache, t('cacheCleared'), t('cacheClearFailed'))}>
          {t('clearCache')}
        </button>
        <button type="button" onClick={run(clearHistoryAndSnapshots, t('historyCleared'), t('historyClearFailed'))}>
          {t('clearHistory')}
        </button>
      </div>
      <p class="hint acts-at-once" id="clear-at-once">
        {t('actsAtOnceHint')}
      </p>
    </fieldset>
  );
}
