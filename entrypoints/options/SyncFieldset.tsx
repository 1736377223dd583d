import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { syncUnavailable, type SyncProbe } from '../../lib/settings/sync/sync-availability';
import { checkSyncState, syncOnItem, syncStateItem } from '../../lib/settings/sync/sync-state';
import { syncReportLines } from '../../lib/ui/sync-report-lines';
import { useStoredItem } from '../../lib/ui/use-stored-item';
import { t } from '../../lib/i18n/messages';

export interface SyncFieldsetProps {
  value: boolean;
  onChange: (on: boolean) => void;
}

/** Why this browser's sync storage cannot be used, once probed (undefined: it can, or not known yet). */
function useSyncUnavailable(): string | undefined {
  const [why, setWhy] = useState<string>();
  useEffect(() => {
    const sync = (browser.storage as { sync?: SyncProbe }).sync;
    void syncUnavailable(sync, async () => (await browser.runtime.getPlatformInfo()).os).then(setWhy);
  }, []);
  return why;
}

/**
 * "Sync settings across your browsers" (off by default, saved with Save): what travels, where
 * the browser must allow it, and — once on — what the worker did: groups taken, a group too
 * large, a write the browser refused. Where sync storage cannot be used, the checkbox says so.
 */
export function SyncFieldset({ value, onChange }: SyncFieldsetProps) {
  const unavailable = useSyncUnavailable();
  const on = useStoredItem(syncOnItem);
  const state = useStoredItem(syncStateItem);
  const lines = on === true && state !== undefined ? syncReportLines(checkSyncState(state)) : [];
  return (
    <fieldset>
      <legend>{t('syncLegend')}</legend>
      <label class="checkbox">
        <input
          type="checkbox"
          checked={value}
          // Where it cannot work it cannot be switched on; one switched on before can still be switched off.
          disabled={unavailable !== undefined && !value}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-describedby="sync-what sync-where"
        />
        {t('syncLabel')}
      </label>
      <p class="hint" id="sync-what">
        {t('syncWhat')}
      </p>
      <p class="hint" id="sync-where">
        {unavailable ?? `${t(import.meta.env.FIREFOX ? 'syncWhereFirefox' : 'syncWhereChrome')} ${t('syncTakes')}`}
      </p>
      <div class="sync-report" aria-live="polite">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    </fieldset>
  );
}
