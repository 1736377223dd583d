import { useEffect, useRef, useState } from 'preact/hooks';
import { SettingsNotices } from '../../components/SettingsNotices';
import { SearchOptionsFields } from '../../components/SearchOptionsFields';
import { remainingCredits } from '../../lib/credits/credit-ledger';
import type { ImportPlan } from '../../lib/settings/settings-import';
import { browser } from 'wxt/browser';
import { onKeysChanged } from '../../lib/settings/settings-snapshot';
import { followStored } from '../../lib/ui/follow-stored';
import { useCreditLedger } from '../../lib/ui/use-usage-data';
import { t } from '../../lib/i18n/messages';
import { ApiFieldset } from './ApiFieldset';
import { DefaultTypeField } from './DefaultTypeField';
import { CacheHistoryFieldset } from './CacheHistoryFieldset';
import { CreditsFieldset } from './CreditsFieldset';
import { LinkTargetFieldset } from './LinkTargetFieldset';
import { InPageFieldset } from './InPageFieldset';
import { OnDeviceFieldset } from './OnDeviceFieldset';
import { MenuPresetsFieldset } from './MenuPresetsFieldset';
import { SettingsFileFieldset } from './SettingsFileFieldset';
import { SiteListsFieldset } from './SiteListsFieldset';
import { SyncFieldset } from './SyncFieldset';
import { UsageSection } from './UsageSection';
import type { SettingsForm } from './save-settings';
import type { UsageForm } from './save-usage-settings';
import { useSaveFlow } from './save-flow';
import { EMPTY_SETTINGS_FORM, FOLLOWED_KEYS, loadSettingsForm } from './settings-form';

/**
 * The settings page (opens in a tab): key, base URL, default options, link behaviour,
 * credits, cache and history, and a chart of the credits spent.
 */
export function App() {
  const [form, setForm] = useState<SettingsForm>(EMPTY_SETTINGS_FORM);
  const [storedKey, setStoredKey] = useState<string>();
  const [storedBaseUrl, setStoredBaseUrl] = useState('');
  // The settings as last read: a field not edited here follows changes made elsewhere (a
  // result's Block or Pin, another browser's change applied by sync), so saving this page
  // later does not undo them.
  const storedForm = useRef<SettingsForm>(EMPTY_SETTINGS_FORM);
  const ledger = useCreditLedger();
  // Why the key is asked for again (the address names another origin), until it is typed.
  const [keyAskedAgain, setKeyAskedAgain] = useState<string>();
  const { saveState, save, edited, done } = useSaveFlow(({ saved, keyAskedAgain: asked }) => {
    if (saved.apiKey !== undefined) setStoredKey(saved.apiKey);
    if (saved.apiBaseUrl !== undefined) setStoredBaseUrl(saved.apiBaseUrl);
    setKeyAskedAgain(asked);
    // Show stored values as stored (trimmed, no trailing slash); invalid ones stay as typed. A
    // key saved with its address is the one entered for it from now on.
    setForm((current) => ({
      ...current,
      ...saved,
      ...(saved.apiBaseUrl !== undefined && { keyEntered: false }),
      usage: { ...current.usage, ...saved.usage },
      sites: { ...current.sites, ...saved.sites },
    }));
  });

  /** Fills the form from storage (on open, and after a settings file was imported). */
  const load = (forSave?: ImportPlan['forSave'], follow = false) =>
    void loadSettingsForm(forSave).then(({ stored, form: loaded }) => {
      setStoredKey(stored.apiKey);
      setStoredBaseUrl(stored.apiBaseUrl);
      const before = storedForm.current;
      // A key and an address an import left for Save are not stored: they count as edits.
      storedForm.current = { ...loaded, apiKey: stored.apiKey, apiBaseUrl: stored.apiBaseUrl };
      setForm((current) => (follow ? followStored(current, before, loaded) : loaded));
    });

  useEffect(() => {
    load();
    onKeysChanged(browser.storage.local.onChanged, FOLLOWED_KEYS, () => load(undefined, true));
  }, []);

  const edit = (change: Partial<SettingsForm>) => {
    setForm({ ...form, ...change });
    if (change.keyEntered) setKeyAskedAgain(undefined);
    edited();
  };
  const editUsage = (change: Partial<UsageForm>) => edit({ usage: { ...form.usage, ...change } });

  return (
    <main class="page options-page">
      <h1>{t('optionsHeading')}</h1>
      <SettingsNotices />
      {storedKey === '' && (
        <div class="notice welcome">
          <p>{t('welcome')}</p>
        </div>
      )}
      <form
        class="settings-form"
        onSubmit={(event) => save(event, form, { apiKey: storedKey ?? '', apiBaseUrl: storedBaseUrl })}
        noValidate
      >
        <ApiFieldset
          apiKey={form.apiKey}
          keyAskedAgain={keyAskedAgain}
          apiBaseUrl={form.apiBaseUrl}
          storedBaseUrl={storedBaseUrl}
          apiDialect={form.apiDialect}
          readerUrl={form.readerUrl}
          onChange={edit}
        />
        <fieldset>
          <legend>{t('defaultOptionsLegend')}</legend>
          <DefaultTypeField value={form.defaultType} onChange={(defaultType) => edit({ defaultType })} />
          <SearchOptionsFields value={form.options} onChange={(options) => edit({ options })} idPrefix="defaults" />
        </fieldset>
        <LinkTargetFieldset value={form.openLinksIn} onPick={(openLinksIn) => edit({ openLinksIn })} />
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
        <CacheHistoryFieldset value={form.usage} onChange={editUsage} onDone={done} />
        <SyncFieldset value={form.sync} onChange={(sync) => edit({ sync })} />
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
      <InPageFieldset onDone={done} />
      <OnDeviceFieldset />
      <SettingsFileFieldset onImported={load} onDone={done} />
      <UsageSection />
    </main>
  );
}
