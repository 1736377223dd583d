import { useEffect, useState } from 'preact/hooks';
import { SearchOptionsFields } from '../../components/SearchOptionsFields';
import { readSettings } from '../../lib/settings/read-settings';
import type { LinkTarget } from '../../lib/settings/settings-items';
import { EMPTY_OPTION_FIELDS, fieldsFromOptions } from '../../lib/ui/search-fields';
import { ApiKeyField } from './ApiKeyField';
import { saveSettings, type SettingsForm } from './save-settings';

const BUILD_BASE_URL = import.meta.env.WXT_API_BASE_URL ?? '';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'problems'; problems: string[] };

/** The settings page (opens in a tab): key, base URL, default options, link behaviour. */
export function App() {
  const [form, setForm] = useState<SettingsForm>({
    apiKey: '',
    apiBaseUrl: '',
    options: EMPTY_OPTION_FIELDS,
    openLinksIn: 'new-tab',
  });
  const [storedKey, setStoredKey] = useState<string>();
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });

  useEffect(() => {
    void readSettings().then((settings) => {
      setStoredKey(settings.apiKey);
      setForm({
        apiKey: settings.apiKey,
        apiBaseUrl: settings.apiBaseUrl,
        options: fieldsFromOptions(settings.searchDefaults),
        openLinksIn: settings.display.openLinksIn,
      });
    });
  }, []);

  const edit = (change: Partial<SettingsForm>) => {
    setForm({ ...form, ...change });
    if (saveState.kind !== 'saving') setSaveState({ kind: 'idle' });
  };

  const save = (event: Event) => {
    event.preventDefault();
    setSaveState({ kind: 'saving' });
    // Synchronous up to the permission request: it needs this click's user gesture.
    void saveSettings(withUnreadableNumber(form)).then(({ problems, saved }) => {
      if (saved.apiKey !== undefined) setStoredKey(saved.apiKey);
      // Show stored values as stored (trimmed, no trailing slash); invalid ones stay as typed.
      setForm((current) => ({ ...current, ...saved }));
      setSaveState(problems.length === 0 ? { kind: 'saved' } : { kind: 'problems', problems });
    });
  };

  return (
    <main class="page options-page">
      <h1>Search Sidekick settings</h1>
      {storedKey === '' && (
        <div class="notice welcome">
          <p>
            Enter your Web Search API key to start searching from the toolbar, the right-click menu and the side panel.
            The key is stored only in this browser (storage.local) and sent only to the API base URL.
          </p>
        </div>
      )}
      <form class="settings-form" onSubmit={save} noValidate>
        <fieldset>
          <legend>Web Search API</legend>
          <ApiKeyField value={form.apiKey} onChange={(apiKey) => edit({ apiKey })} />
          <div class="field">
            <label for="api-base-url">API base URL</label>
            <input
              id="api-base-url"
              type="url"
              value={form.apiBaseUrl}
              onInput={(event) => edit({ apiBaseUrl: event.currentTarget.value })}
              placeholder="https://api.example.com"
              autocomplete="off"
              spellcheck={false}
              aria-describedby="api-base-url-hint"
            />
            <p class="hint" id="api-base-url-hint">
              {BUILD_BASE_URL === ''
                ? 'This build has no API address built in: enter the one your provider gave you. '
                : ''}
              Use https:// (http only for localhost or 127.0.0.1). Saving asks for permission to reach a new address.
            </p>
          </div>
        </fieldset>
        <fieldset>
          <legend>Default search options</legend>
          <SearchOptionsFields value={form.options} onChange={(options) => edit({ options })} idPrefix="defaults" />
        </fieldset>
        <fieldset class="radio-group">
          <legend>Open results in</legend>
          <LinkTargetRadio
            value="new-tab"
            label="New tab"
            form={form}
            onPick={(openLinksIn) => edit({ openLinksIn })}
          />
          <LinkTargetRadio
            value="current-tab"
            label="Current tab"
            form={form}
            onPick={(openLinksIn) => edit({ openLinksIn })}
          />
        </fieldset>
        <div class="form-actions">
          <button type="submit" class="primary" disabled={saveState.kind === 'saving'}>
            Save
          </button>
          <p role="status" class="save-status">
            {saveState.kind === 'saved' ? 'Saved' : ''}
          </p>
        </div>
        {saveState.kind === 'problems' && (
          <div class="notice notice-error" role="alert">
            <p>Some settings were not saved:</p>
            <ul>
              {saveState.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
            <p>The other settings were saved.</p>
          </div>
        )}
      </form>
    </main>
  );
}

interface LinkTargetRadioProps {
  value: LinkTarget;
  label: string;
  form: SettingsForm;
  onPick: (value: LinkTarget) => void;
}

function LinkTargetRadio({ value, label, form, onPick }: LinkTargetRadioProps) {
  return (
    <label class="radio">
      <input
        type="radio"
        name="open-links-in"
        value={value}
        checked={form.openLinksIn === value}
        onChange={() => onPick(value)}
      />
      {label}
    </label>
  );
}

/** A number field holding text that is not a number reports ''; make that an error, not "default". */
function withUnreadableNumber(form: SettingsForm): SettingsForm {
  const input = document.getElementById('defaults-number');
  if (!(input instanceof HTMLInputElement) || !input.validity.badInput) return form;
  return { ...form, options: { ...form.options, numberOfResults: 'not a number' } };
}
