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
import { SaveBar } from './SaveBar';
import { SectionLinks } from './SectionLinks';
import { useLeaveWarning } from '../../lib/ui/use-leave-warning';
import type { InPageForm } from './save-in-page';
import type { FreeAnswersForm } from './save-free-answers';

/** The form the Save bar submits. */
const FORM_ID = 'settings-form';

/**
 * The settings page (opens in a tab): key, base URL, default options, link behaviour,
 * credits, cache and history, and a chart of the credits spent — groups listed at the top, all
 * saved by the one Save bar (which stays in view while anything is unsaved, and asks before the
 * page is left unsaved); the buttons that are not settings (clear, export, import) act at once.
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
  const { saveState, save, edited, done, unsaved, markUnsaved } = useSaveFlow(({ saved, keyAskedAgain: asked }) => {
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

  useLeaveWarning(unsaved);

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
  const editInPage = (change: Partial<InPageForm>) => edit({ inPage: { ...form.inPage, ...change } });
  const editAnswers = (change: Partial<FreeAnswersForm>) => edit({ answers: { ...form.answers, ...change } });
  // The on-device group is shown (and listed at the top) only where this browser has a model.
  const [onDeviceShown, setOnDeviceShown] = useState(false);
  // A settings file's key and address wait in their fields for Save: unsaved.
  const imported = (forSave: ImportPlan['forSave']) => {
    load(forSave);
    if (forSave.apiKey !== undefined || forSave.apiBaseUrl !== undefined) markUnsaved();
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
      <SectionLinks onDevice={onDeviceShown} />
      <form
        id={FORM_ID}
        class="settings-form"
        onSubmit={(event) =>
          save(event, form, {
            apiKey: storedKey ?? '',
            apiBaseUrl: storedBaseUrl,
            selectionButton: storedForm.current.inPage.selectionButton,
          })
        }
        noValidate
      >
        <div id="service" class="settings-group">
          <ApiFieldset
            apiKey={form.apiKey}
            keyAskedAgain={keyAskedAgain}
            apiBaseUrl={form.apiBaseUrl}
            storedBaseUrl={storedBaseUrl}
            apiDialect={form.apiDialect}
            readerUrl={form.readerUrl}
            serviceSuggestions={form.answers.serviceSuggestions}
            onServiceSuggestions={(serviceSuggestions) => editAnswers({ serviceSuggestions })}
            onChange={edit}
          />
        </div>
        <fieldset id="defaults" class="settings-group">
          <legend>{t('defaultOptionsLegend')}</legend>
          <DefaultTypeField value={form.defaultType} onChange={(defaultType) => edit({ defaultType })} />
          <SearchOptionsFields value={form.options} onChange={(options) => edit({ options })} idPrefix="defaults" />
        </fieldset>
        <div id="links" class="settings-group">
          <LinkTargetFieldset
            value={form.openLinksIn}
            onPick={(openLinksIn) => edit({ openLinksIn })}
            collapseTabGroups={form.collapseTabGroups}
            onCollapseChange={(collapseTabGroups) => edit({ collapseTabGroups })}
          />
        </div>
        <div id="credits" class="settings-group">
          <CreditsFieldset
            value={form.usage}
            onChange={editUsage}
            remaining={ledger === undefined ? undefined : remainingCredits(ledger)}
          />
        </div>
        <div id="presets" class="settings-group">
          <MenuPresetsFieldset
            value={form.menuPresets}
            onChange={(menuPresets) => edit({ menuPresets })}
            defaultCountry={form.options.country}
          />
        </div>
        <div id="sites" class="settings-group">
          <SiteListsFieldset value={form.sites} onChange={(sites) => edit({ sites: { ...form.sites, ...sites } })} />
        </div>
        <div id="cache" class="settings-group">
          <CacheHistoryFieldset value={form.usage} onChange={editUsage} onDone={done} />
        </div>
        <div id="sync" class="settings-group">
          <SyncFieldset value={form.sync} onChange={(sync) => edit({ sync })} />
        </div>
        <div id="in-page" class="settings-group">
          <InPageFieldset value={form.inPage} onChange={editInPage} />
        </div>
        <OnDeviceFieldset value={form.answers} onChange={editAnswers} onShown={setOnDeviceShown} />
        <div id="file" class="settings-group">
          <SettingsFileFieldset onImported={imported} onDone={done} />
        </div>
      </form>
      <div id="usage" class="settings-group">
        <UsageSection />
      </div>
      <SaveBar formId={FORM_ID} saveState={saveState} unsaved={unsaved} />
    </main>
  );
}
