import { useState } from 'preact/hooks';
import { readSettingsFile, settingsFileName, settingsFileText } from '../../lib/settings/settings-file';
import { importSummary, planImport, type ImportPlan } from '../../lib/settings/settings-import';
import { readStoredSettings } from '../../lib/settings/stored-settings';
import { downloadText } from '../../lib/ui/clipboard-and-download';
import { t } from '../../lib/i18n/messages';
import { storeImportedSettings } from './settings-transfer';

export interface SettingsFileFieldsetProps {
  /** After an import: reload the form from storage, with the file's key and base URL in their fields, unsaved. */
  onImported: (forSave: ImportPlan['forSave']) => void;
  /** What happened, for the page's one status line. */
  onDone: (message: string) => void;
}

type Outcome = { kind: 'idle' } | { kind: 'problems'; lead: string; problems: string[] };

/** Export every setting to a JSON file (the key only when ticked), and import one back. */
export function SettingsFileFieldset({ onImported, onDone }: SettingsFileFieldsetProps) {
  const [includeKey, setIncludeKey] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  const exportSettings = () => {
    setOutcome({ kind: 'idle' });
    void readStoredSettings().then((settings) => {
      const now = new Date();
      const fileName = settingsFileName(now);
      downloadText(settingsFileText(settings, includeKey, now), fileName, 'application/json');
      onDone(t('settingsExported', fileName));
    });
  };

  const importFile = async (file: File) => {
    setOutcome({ kind: 'idle' });
    try {
      const read = readSettingsFile(await file.text());
      if (!read.ok) {
        setOutcome({ kind: 'problems', lead: read.message, problems: [] });
        return;
      }
      const plan = planImport(await readStoredSettings(), read.value.settings);
      await storeImportedSettings(plan.store);
      onImported(plan.forSave);
      onDone(importSummary(plan));
      const { problems } = read.value;
      if (problems.length > 0) setOutcome({ kind: 'problems', lead: t('settingsPartlyImported'), problems });
    } catch {
      setOutcome({ kind: 'problems', lead: t('importFailed'), problems: [] });
    }
  };

  return (
    <fieldset>
      <legend>{t('settingsFileLegend')}</legend>
      <p class="hint">{t('settingsFileHint')}</p>
      <p class="hint acts-at-once">{t('actsAtOnceHint')}</p>
      <label class="checkbox">
        <input type="checkbox" checked={includeKey} onChange={(event) => setIncludeKey(event.currentTarget.checked)} />
        {t('includeApiKey')}
      </label>
      {includeKey && <p class="hint key-destination changing">{t('includeApiKeyWarning')}</p>}
      <div class="button-row">
        <button type="button" onClick={exportSettings}>
          {t('exportSettings')}
        </button>
      </div>
      <div class="field">
        <label for="import-settings">{t('importSettings')}</label>
        <input
          id="import-settings"
          type="file"
          accept="application/json,.json"
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (file) void importFile(file).finally(() => (input.value = ''));
          }}
        />
      </div>
      {outcome.kind === 'problems' && (
        <div class="notice notice-error" role="alert">
          <p>{outcome.lead}</p>
          {outcome.problems.length > 0 && (
            <ul>
              {outcome.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
