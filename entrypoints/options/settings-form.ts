import { checkLedger, creditLedgerItem } from '../../lib/credits/ledger-item';
import { DEFAULT_MENU_PRESETS } from '../../lib/settings/menu-presets';
import type { ImportPlan } from '../../lib/settings/settings-import';
import type { PortableSettings } from '../../lib/settings/settings-file';
import { readStoredSettings } from '../../lib/settings/stored-settings';
import { apiDialectItem, readerUrlItem } from '../../lib/settings/settings-items';
import { API_DIALECTS, DEFAULT_DIALECT, SERPER_READER_URL, type ApiDialect } from '../../lib/api/request-dialects';
import { DEFAULT_SEARCH_TYPE } from '../../lib/api/search-options';
import { DEFAULT_USAGE_PREFERENCES, type UsagePreferences } from '../../lib/settings/usage-preferences';
import { EMPTY_OPTION_FIELDS, fieldsFromOptions } from '../../lib/ui/search-fields';
import type { SettingsForm } from './save-settings';
import type { UsageForm } from './save-usage-settings';
import { siteListsText } from './save-site-lists';
import { syncOnItem } from '../../lib/settings/sync/sync-state';
import { passageLinksItem, selectionButtonItem, checkFlag } from '../../lib/settings/in-page-items';
import {
  checkOnDeviceSwitch,
  onDeviceSummariesItem,
  onDeviceTranslationsItem,
} from '../../lib/settings/on-device-items';
import { checkServiceSuggestions, serviceSuggestionsItem } from '../../lib/settings/suggestion-items';
import { DEFAULT_FREE_ANSWERS } from './save-free-answers';

function usageForm(preferences: UsagePreferences, balance: number | undefined): UsageForm {
  return {
    balance: balance === undefined ? '' : String(balance),
    lowBalanceThreshold: String(preferences.lowBalanceThreshold),
    showBadge: preferences.showBadge,
    cacheTtlMinutes: String(preferences.cacheTtlMinutes),
    privateMode: preferences.privateMode,
    dailyBudget: preferences.dailyBudget === undefined ? '' : String(preferences.dailyBudget),
  };
}

/**
 * The stored settings the form shows; it follows their changes (see followStored). Every key a
 * sync group reads is here (a unit test checks), so what another browser changed shows at once.
 */
export const FOLLOWED_KEYS = [
  'apiBaseUrl',
  'apiDialect',
  'readerUrl',
  'searchDefaults',
  'displayPreferences',
  'usagePreferences',
  'menuPresets',
  'siteLists',
  'settingsSyncOn',
  'passageLinks',
  'onDeviceSummaries',
  'onDeviceTranslations',
  'serviceSuggestions',
  // The worker turns the search button off when its permission is taken away.
  'selectionButton',
];

/** The form before the stored settings are read. */
export const EMPTY_SETTINGS_FORM: SettingsForm = {
  apiKey: '',
  apiBaseUrl: '',
  apiDialect: DEFAULT_DIALECT,
  readerUrl: '',
  keyEntered: false,
  defaultType: DEFAULT_SEARCH_TYPE,
  options: EMPTY_OPTION_FIELDS,
  openLinksIn: 'new-tab',
  collapseTabGroups: false,
  usage: usageForm(DEFAULT_USAGE_PREFERENCES, undefined),
  menuPresets: [...DEFAULT_MENU_PRESETS],
  sites: { blocked: '', pinned: '' },
  sync: false,
  inPage: { passageLinks: true, selectionButton: false },
  answers: DEFAULT_FREE_ANSWERS,
};

export interface LoadedSettings {
  /** The settings as stored (what searches use now). */
  stored: PortableSettings;
  /** The form to show: the stored settings, with a key and base URL waiting for Save in their fields. */
  form: SettingsForm;
}

/**
 * Reads the settings (the same reader as the settings file's) and the balance into the form.
 * `forSave`: a key and base URL an import left for Save, shown in their fields, not stored.
 */
export async function loadSettingsForm(forSave: ImportPlan['forSave'] = {}): Promise<LoadedSettings> {
  const [stored, ledger, dialect, readerUrl, sync, passageLinks, selectionButton, ...answers] = await Promise.all([
    readStoredSettings(),
    creditLedgerItem.getValue(),
    apiDialectItem.getValue(),
    readerUrlItem.getValue(),
    syncOnItem.getValue(),
    passageLinksItem.getValue(),
    selectionButtonItem.getValue(),
    onDeviceSummariesItem.getValue(),
    onDeviceTranslationsItem.getValue(),
    serviceSuggestionsItem.getValue(),
  ]);
  const apiDialect = (API_DIALECTS as readonly unknown[]).includes(dialect) ? dialect : DEFAULT_DIALECT;
  return {
    stored,
    form: {
      apiKey: forSave.apiKey ?? stored.apiKey,
      apiBaseUrl: forSave.apiBaseUrl ?? stored.apiBaseUrl,
      apiDialect,
      readerUrl: readerForService(apiDialect, readerUrl),
      // A key a settings file brought with its address was entered for that address.
      keyEntered: forSave.apiKey !== undefined,
      defaultType: stored.searchDefaults.type ?? DEFAULT_SEARCH_TYPE,
      options: fieldsFromOptions(stored.searchDefaults),
      openLinksIn: stored.displayPreferences.openLinksIn,
      collapseTabGroups: stored.displayPreferences.collapseTabGroups === true,
      usage: usageForm(stored.usagePreferences, checkLedger(ledger).balance?.amount),
      menuPresets: stored.menuPresets,
      sites: siteListsText(stored.siteLists),
      sync: sync === true,
      inPage: { passageLinks: checkFlag(passageLinks, true), selectionButton: checkFlag(selectionButton, false) },
      answers: {
        summaries: checkOnDeviceSwitch(answers[0]),
        translations: checkOnDeviceSwitch(answers[1]),
        serviceSuggestions: checkServiceSuggestions(answers[2]),
      },
    },
  };
}

/**
 * The reader address the form shows: the stored one; for the Serper-compatible service whose
 * reader was never saved, the live service's own (Save then asks to reach it, and Read here
 * appears); none for the documented API, which has no reader.
 */
export function readerForService(dialect: ApiDialect, stored: string | null): string {
  if (dialect !== 'serper') return '';
  return stored ?? SERPER_READER_URL;
}
