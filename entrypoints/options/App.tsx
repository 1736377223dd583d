import { useEffect, useRef, useState } from 'preact/hooks';
import { SettingsNotices } from '../../components/SettingsNotices';
import { SearchOptionsFields } from '../../components/SearchOptionsFields';
import { remainingCredits } from '../../lib/credits/credit-ledger';
import { checkLedger, creditLedgerItem } from '../../lib/credits/ledger-item';
import { readSettings } from '../../lib/settings/read-settings';
import type { LinkTarget } from '../../lib/settings/settings-items';
import {
  checkUsagePreferences,
  DEFAULT_USAGE_PREFERENCES,
  usagePreferencesItem,
  type UsagePreferences,
} from '../../lib/settings/usage-preferences';
import { EMPTY_OPTION_FIELDS, fieldsFromOptions } from '../../lib/ui/search-fields';
import { useCreditLedger } from '../../lib/ui/use-usage-data';
import { ApiKeyField } from './ApiKeyField';
import { KeyDestination } from './KeyDestination';
import { CacheHistoryFieldset } from './CacheHistoryFieldset';
import { MenuPresetsFieldset } from './MenuPresetsFieldset';
import { DEFAULT_MENU_PRESETS } from '../../lib/settings/menu-presets';
import { checkMenuPresets, menuPresetsItem } from '../../lib/settings/menu-presets-item';
import { CreditsFieldset } from './CreditsFieldset';
import { SiteListsFieldset } from './SiteListsFieldset';
import { siteListsText, type SiteListsForm } from './save-site-lists';
import { checkSiteLists, siteListsItem } from '../../lib/settings/site-lists-item';
import { saveSettings, type SettingsForm } from './save-settings';
import type { UsageForm } from './save-usage-settings';
import { UsageSection } from './UsageSection';
import { SettingsFileFieldset } from './SettingsFileFieldset';
import { t } from '../../lib/i18n/messages';

const BUILD_BASE_URL = import.meta.env.WXT_API_BASE_URL ?? '';

type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'problems'; problems: string[] }
  /** A clear button's outcome; it shares the page's one status line with "Saved". */
  | { kind: 'done'; message: string };

function usageForm(preferences: UsagePreferences, balance: number | undefined): UsageForm {
  return {
    balance: balance === undefined ? '' : String(balance),
    lowBalanceThreshold: String(preferences.lowBalanceThreshold),
    showBadge: preferences.showBadge,
    cacheTtlMinutes: String(preferences.cacheTtlMinutes),
    privateMode: preferences.privateMode,
  };
}

/**
 * The settings page (opens in a tab): key, base URL, default options, link behaviour,
 * credits, cache and history, and a chart of the credits spent.
 */
export function App() {
  const [form, setForm] = useState<SettingsForm>({
    apiKey: '',
    apiBaseUrl: '',
    options: EMPTY_OPTION_FIELDS,
    openLinksIn: 'new-tab',
    usage: usageForm(DEFAULT_USAGE_PREFERENCES, undefined),
    menuPresets: [...DEFAULT_MENU_PRESETS],
    sites: { blocked: '', pinned: '' },
  });
  const [storedKey, setStoredKey] = useState<string>();
  const [storedBaseUrl, setStoredBaseUrl] = useState('');
  // The site lists as last read: a list not edited here follows changes made elsewhere
  // (a result's Block or Pin), so saving this page later does not undo them.
  const storedSites = useRef<SiteListsForm>({ blocked: '', pinned: '' });
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const ledger = useCreditLedger();

  /** Fills the form from storage (on open, and after a settings file was imported). */
  const load = (baseUrlToSave?: string) =>
    void Promise.all([
      readSettings(),
      usagePreferencesItem.getValue(),
      creditLedgerItem.getValue(),
      menuPresetsItem.getValue(),
      siteListsItem.getValue(),
    ]).then(([settings, preferences, storedLedger, presets, sites]) => {
      setStoredKey(settings.apiKey);
      setStoredBaseUrl(settings.apiBaseUrl);
      storedSites.current = siteListsText(checkSiteLists(sites));
      setForm({
        apiKey: settings.apiKey,
        apiBaseUrl: baseUrlToSave ?? settings.apiBaseUrl,
        options: fieldsFromOptions(settings.searchDefaults),
        openLinksIn: settings.display.openLinksIn,
        usage: usageForm(checkUsagePreferences(preferences), checkLedger(storedLedger).balance?.amount),
        menuPresets: checkMenuPresets(presets),
        sites: storedSites.current,
      });
    });

  useEffect(() => {
    load();
    return siteListsItem.watch((next) => {
      const before = storedSites.current;
      const after = siteListsText(checkSiteLists(next));
      storedSites.current = after;
      setForm((current) => ({
        ...current,
        sites: {
          blocked: current.sites.blocked === before.blocked ? after.blocked : current.sites.blocked,
          pinned: current.sites.pinned === before.pinned ? after.pinned : current.sites.pinned,
        },
      }));
    });
  }, []);

  const edit = (change: Partial<SettingsForm>) => {
    setForm({ ...form, ...change });
    if (saveState.kind !== 'saving') setSaveState({ kind: 'idle' });
  };
  const editUsage = (change: Partial<UsageForm>) => edit({ usage: { ...form.usage, ...change } });

  const save = (event: Event) => {
    event.preventDefault();
    setSaveState({ kind: 'saving' });
    // Synchronous up to the permission request: it needs this click's user gesture.
    void saveSettings(withUnreadableNumber(form)).then(({ problems, saved }) => {
      if (saved.apiKey !== undefined) setStoredKey(saved.apiKey);
      if (saved.apiBaseUrl !== undefined) setStoredBaseUrl(saved.apiBaseUrl);
      // Show stored values as stored (trimmed, no trailing slash); invalid ones stay as typed.
      setForm((current) => ({
        ...current,
        ...saved,
        usage: { ...current.usage, ...saved.usage },
        sites: { ...current.sites, ...saved.sites },
      }));
      setSaveState(problems.length === 0 ? { kind: 'saved' } : { kind: 'problems', problems });
    });
  };

  return (
    <main class="page options-page">
      <h1>{t('optionsHeading')}</h1>
      <SettingsNotices />
      {storedKey === '' && (
        <div class="notice welcome">
          <p>{t('welcome')}</p>
        </div>
      )}
      <form class="settings-form" onSubmit={save} noValidate>
        <fieldset>
          <legend>{t('apiLegend')}</legend>
          <ApiKeyField value={form.apiKey} onChange={(apiKey) => edit({ apiKey })} />
          <div class="field">
            <label for="api-base-url">{t('apiBaseUrlLabel')}</label>
            <input
              id="api-base-url"
              type="url"
              value={form.apiBaseUrl}
              onInput={(event) => edit({ apiBaseUrl: event.currentTarget.value })}
              placeholder="https://api.example.com"
              autocomplete="off"
              spellcheck={false}
              aria-describedby="api-base-url-hint key-destination"
            />
            <p class="hint" id="api-base-url-hint">
              {BUILD_BASE_URL === '' ? `${t('noBuiltInUrl')} ` : ''}
              {t('apiBaseUrlHint')}
            </p>
            <KeyDestination typed={form.apiBaseUrl} saved={storedBaseUrl} />
          </div>
        </fieldset>
        <fieldset>
          <legend>{t('defaultOptionsLegend')}</legend>
          <SearchOptionsFields value={form.options} onChange={(options) => edit({ options })} idPrefix="defaults" />
        </fieldset>
        <fieldset class="radio-group">
          <legend>{t('openResultsInLegend')}</legend>
          <LinkTargetRadio
            value="new-tab"
            label={t('newTab')}
            form={form}
            onPick={(openLinksIn) => edit({ openLinksIn })}
          />
          <LinkTargetRadio
            value="background-tab"
            label={t('backgroundTab')}
            form={form}
            onPick={(openLinksIn) => edit({ openLinksIn })}
          />
          <LinkTargetRadio
            value="current-tab"
            label={t('currentTab')}
            form={form}
            onPick={(openLinksIn) => edit({ openLinksIn })}
          />
        </fieldset>
        <CreditsFieldset
          value={form.usage}
          onChange={editUsage}
          remaining={ledger === undefined ? undefined : remainingCredits(ledger)}
        />
        <MenuPresetsFieldset
          value={form.menuPresets}
          onChange={(menuPresets) => edit({ menuPresets })}
          defaultCountry={form.options.country}
        />
        <SiteListsFieldset value={form.sites} onChange={(sites) => edit({ sites: { ...form.sites, ...sites } })} />
        <CacheHistoryFieldset
          value={form.usage}
          onChange={editUsage}
          onDone={(message) => setSaveState({ kind: 'done', message })}
        />
        <div class="form-actions">
          <button type="submit" class="primary" disabled={saveState.kind === 'saving'}>
            {t('save')}
          </button>
          <p role="status" class="save-status">
            {saveState.kind === 'saved' ? t('saved') : saveState.kind === 'done' ? saveState.message : ''}
          </p>
        </div>
        {saveState.kind === 'problems' && (
          <div class="notice notice-error" role="alert">
            <p>{t('someNotSaved')}</p>
            <ul>
              {saveState.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
            <p>{t('othersSaved')}</p>
          </div>
        )}
      </form>
      <SettingsFileFieldset onImported={load} onDone={(message) => setSaveState({ kind: 'done', message })} />
      <UsageSection />
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
  const unreadable = (id: string) => {
    const input = document.getElementById(id);
    return input instanceof HTMLInputElement && input.validity.badInput;
  };
  const bad = 'not a number';
  return {
    ...form,
    options: unreadable('defaults-number') ? { ...form.options, numberOfResults: bad } : form.options,
    usage: {
      ...form.usage,
      ...(unreadable('credit-balance') && { balance: bad }),
      ...(unreadable('low-balance-threshold') && { lowBalanceThreshold: bad }),
      ...(unreadable('cache-ttl') && { cacheTtlMinutes: bad }),
    },
  };
}
