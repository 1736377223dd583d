import { clearCache, clearHistory } from '../../lib/ui/data-actions';
import { MAX_CACHE_MINUTES, type UsageForm } from './save-usage-settings';

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
      <legend>Cache and history</legend>
      <div class="field">
        <label for="cache-ttl">Cache answers for (minutes)</label>
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
          A repeated search within this time costs nothing. 0 turns the cache off; at most {MAX_CACHE_MINUTES} (a week).
          Searches for the past hour or day are kept for less.
        </p>
      </div>
      <label class="checkbox">
        <input
          type="checkbox"
          checked={value.privateMode}
          onChange={(event) => onChange({ privateMode: event.currentTarget.checked })}
        />
        Private mode (record no history)
      </label>
      <div class="button-row">
        <button type="button" onClick={run(clearCache, 'Cache cleared', 'The cache could not be cleared. Try again.')}>
          Clear cache
        </button>
        <button
          type="button"
          onClick={run(clearHistory, 'History cleared', 'The history could not be cleared. Try again.')}
        >
          Clear history
        </button>
      </div>
    </fieldset>
  );
}
