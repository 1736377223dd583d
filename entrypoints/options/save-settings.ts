import { browser } from 'wxt/browser';
import type { SearchOptions, SearchType } from '../../lib/api/search-options';
import type { ApiDialect } from '../../lib/api/request-dialects';
import { manifestGrantsOrigin } from '../../lib/browser/manifest-grants';
import { originPattern } from '../../lib/build/manifest';
import { normalizeRequest } from '../../lib/api/normalize-request';
import { keyOriginsSchema, menuPresetsSchema, searchDefaultsSchema } from '../../lib/settings/setting-schemas';
import {
  apiBaseUrlItem,
  apiDialectItem,
  apiKeyItem,
  displayPreferencesItem,
  readerUrlItem,
  searchDefaultsItem,
  type LinkTarget,
} from '../../lib/settings/settings-items';
import type { OptionFields } from '../../lib/ui/search-fields';
import { checkApiKey, checkBaseUrl, checkReaderUrl, type FieldCheck } from '../../lib/settings/settings-fields';
import { apiKeyOriginsItem, keyNeededAgain, keyOriginsAfterSave } from '../../lib/settings/key-origin';
import { menuPresetsItem } from '../../lib/settings/menu-presets-item';
import { saveUsageSettings, type UsageForm, type UsageSaveOutcome } from './save-usage-settings';
import { saveSiteLists, type SiteListsForm } from './save-site-lists';
import { syncOnItem } from '../../lib/settings/sync/sync-state';
import type { InPageForm } from './save-in-page';
import type { FreeAnswersForm } from './save-free-answers';
import { t, type MessageKey } from '../../lib/i18n/messages';

/** The options form as typed. */
export interface SettingsForm {
  apiKey: string;
  apiBaseUrl: string;
  /** Which service the key is for: the documented API or the live Serper-compatible one. */
  apiDialect: ApiDialect;
  /** The service's reader (Read here), with the Serper-compatible service only; '' for none. */
  readerUrl: string;
  /** The key was typed or pasted since the page last read or saved it (or came from a settings file). */
  keyEntered: boolean;
  /** The tab a new search starts on. */
  defaultType: SearchType;
  options: OptionFields;
  openLinksIn: LinkTarget;
  /** Results opened together form a tab group that starts collapsed (Chromium). */
  collapseTabGroups: boolean;
  usage: UsageForm;
  /** The right-click presets ticked (ids from MENU_PRESET_IDS). */
  menuPresets: string[];
  sites: SiteListsForm;
  /** Sync settings across your browsers (storage.sync), this browser's own choice. */
  sync: boolean;
  /** What the extension does inside web pages (save-in-page.ts). */
  inPage: InPageForm;
  answers: FreeAnswersForm;
}

export interface SaveOutcome {
  /** One sentence per field that was not saved, starting with the field's label. */
  problems: string[];
  /** The address named another origin and the key was not entered again: why it is asked for (keyNeededAgain). */
  keyAskedAgain?: string;
  /** The values as stored, for the fields that were saved. */
  saved: {
    apiKey?: string;
    apiBaseUrl?: string;
    readerUrl?: string;
    usage: UsageSaveOutcome['saved'];
    sites: Partial<SiteListsForm>;
  };
}

const OPTION_LABELS: Record<keyof OptionFields, MessageKey> = {
  location: 'locationLabel',
  country: 'countryLabel',
  numberOfResults: 'numberOfResultsLabel',
  dateRange: 'dateRangeLabel',
};

/**
 * Validates every field and stores each valid one in its own item; an invalid field
 * keeps its stored value. Must be called synchronously from the Save click: when the
 * base URL's origin is not granted yet, permissions.request needs that user gesture,
 * so it is called before anything is awaited.
 */
export function saveSettings(
  form: SettingsForm,
  stored: { apiKey: string; apiBaseUrl: string },
  /** More origins to ask for in the same request (all sites, for the search button). */
  alsoAsk: readonly string[] = [],
): Promise<SaveOutcome> {
  const apiKey = checkApiKey(form.apiKey);
  // The key goes to a new origin only once it was entered for it (review 4, L10).
  const again = keyNeededAgain(stored, form.apiBaseUrl, form.keyEntered);
  const keyAskedAgain = again && t('keyNeededAgain', again.to, again.from);
  const apiBaseUrl: FieldCheck<string> = keyAskedAgain
    ? { ok: false, message: keyAskedAgain }
    : checkBaseUrl(form.apiBaseUrl);
  // The documented API has no reader: there, none is kept.
  const readerUrl = form.apiDialect === 'serper' ? checkReaderUrl(form.readerUrl) : { ok: true as const, value: '' };
  // One request for both origins, inside the click: the browser asks once.
  const addresses = [apiBaseUrl, readerUrl].flatMap((check) => (check.ok && check.value !== '' ? [check.value] : []));
  return requestOriginAccess(addresses, alsoAsk).then(async (granted) => ({
    ...(await store(form, stored, apiKey, apiBaseUrl, readerUrl, granted)),
    ...(keyAskedAgain !== undefined && { keyAskedAgain }),
  }));
}

async function store(
  form: SettingsForm,
  stored: { apiKey: string; apiBaseUrl: string },
  apiKey: FieldCheck<string>,
  apiBaseUrl: FieldCheck<string>,
  readerUrl: FieldCheck<string>,
  granted: boolean,
): Promise<SaveOutcome> {
  const problems: string[] = [];
  const saved: SaveOutcome['saved'] = { usage: {}, sites: {} };
  const writes: Array<Promise<void>> = [];

  // The origins the key may go to: those it is saved with once entered (key-origin.ts). Written
  // before the key and the addresses, so no search sees the new ones with the old record.
  const previousOrigins = keyOriginsSchema.parse(await apiKeyOriginsItem.getValue());
  const origins = keyOriginsAfterSave(previousOrigins, {
    apiKey: apiKey.ok ? apiKey.value : stored.apiKey,
    keyEntered: form.keyEntered && apiKey.ok,
    ...(apiBaseUrl.ok &&
      granted && { saved: { apiBaseUrl: apiBaseUrl.value, readerUrl: readerUrl.ok ? readerUrl.value : '' } }),
  });
  if (JSON.stringify(origins) !== JSON.stringify(previousOrigins)) writes.push(apiKeyOriginsItem.setValue(origins));

  if (apiKey.ok) {
    writes.push(apiKeyItem.setValue(apiKey.value));
    saved.apiKey = apiKey.value;
  } else problems.push(apiKey.message);

  if (!apiBaseUrl.ok) problems.push(apiBaseUrl.message);
  else if (!granted) {
    problems.push(t('permissionNotGranted', new URL(apiBaseUrl.value).origin));
  } else {
    writes.push(apiBaseUrlItem.setValue(apiBaseUrl.value));
    saved.apiBaseUrl = apiBaseUrl.value;
  }
  // The service goes with the address: stored only when the address was.
  if (apiBaseUrl.ok && granted) writes.push(apiDialectItem.setValue(form.apiDialect));
  // So does its reader, which the key is sent to as well.
  if (!readerUrl.ok) problems.push(readerUrl.message);
  else if (!granted && readerUrl.value !== '') {
    problems.push(t('readerPermissionNotGranted', new URL(readerUrl.value).origin));
  } else if (apiBaseUrl.ok && granted) {
    writes.push(readerUrlItem.setValue(readerUrl.value));
    saved.readerUrl = readerUrl.value;
  }

  // Each option on its own: a bad country must not discard a good location.
  const defaults: SearchOptions = searchDefaultsSchema.parse(await searchDefaultsItem.getValue());
  for (const field of Object.keys(OPTION_LABELS) as Array<keyof OptionFields>) {
    const normalized = normalizeRequest({ query: 'x', [field]: form.options[field] });
    if (!normalized.ok) {
      problems.push(t('fieldProblem', t(OPTION_LABELS[field]), normalized.error.message));
      continue;
    }
    Object.assign(defaults, { [field]: normalized.value[field] });
    // A value equal to the API's default normalizes away; store it as "not set".
    if (normalized.value[field] === undefined) delete defaults[field];
  }
  if (form.defaultType === 'web') delete defaults.type;
  else defaults.type = form.defaultType;
  writes.push(searchDefaultsItem.setValue(defaults));
  writes.push(
    displayPreferencesItem.setValue({
      openLinksIn: form.openLinksIn,
      ...(form.collapseTabGroups && { collapseTabGroups: true }),
    }),
  );
  writes.push(menuPresetsItem.setValue(menuPresetsSchema.parse(form.menuPresets)));

  const [usage, sites] = await Promise.all([saveUsageSettings(form.usage), saveSiteLists(form.sites), ...writes]);
  problems.push(...usage.problems, ...sites.problems);
  saved.usage = usage.saved;
  saved.sites = sites.saved;
  // Last, after every other setting is stored: switching on takes what sync storage holds
  // (the worker does it), so the values on this page must not land after it and overwrite them.
  if ((await syncOnItem.getValue()) !== form.sync) await syncOnItem.setValue(form.sync);
  return { problems, saved };
}

/**
 * Asks for the addresses' origins (the search's and the reader's) unless the manifest already
 * grants them, in one request. Never awaits before asking.
 */
function requestOriginAccess(addresses: readonly string[], alsoAsk: readonly string[]): Promise<boolean> {
  const patterns = addresses.map((address) => originPattern(address));
  if (patterns.some((pattern) => pattern === undefined)) return Promise.resolve(false);
  const manifest = browser.runtime.getManifest();
  const asked = [...new Set([...(patterns as string[]), ...alsoAsk])].filter(
    (pattern) => !manifestGrantsOrigin(manifest, pattern),
  );
  if (asked.length === 0) return Promise.resolve(true);
  return browser.permissions.request({ origins: asked }).catch(() => false);
}
