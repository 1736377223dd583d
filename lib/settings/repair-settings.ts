import {
  displayPreferencesSchema,
  searchDefaultsSchema,
  siteListsSchema,
  usagePreferencesSchema,
} from './setting-schemas';
import { sameData } from '../storage/same-data';
import type { SettingsNotice } from './settings-notices';
import { t, type MessageKey } from '../i18n/messages';

/** Raw storage access, so the repair sees exactly what is stored (items hide it behind fallbacks). */
export interface RawStorage {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

/** One stored field and how to keep what is readable of it. Features add their own (the ledger). */
export interface StoredField {
  key: string;
  /** How the options page names it; undefined for data that is not a setting (the cache). */
  label?: MessageKey;
  /** The readable part of what is stored; undefined removes the field, so its default applies. */
  check: (stored: unknown) => unknown;
  /** What happened, for the notice (with `label`). */
  message?: MessageKey;
}

const isUrlOrEmpty = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  if (value.trim() === '') return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const FIELDS: StoredField[] = [
  {
    key: 'apiKey',
    label: 'apiKeyLabel',
    check: (v) => (typeof v === 'string' ? v : undefined),
    message: 'repairApiKey',
  },
  {
    key: 'apiBaseUrl',
    label: 'apiBaseUrlLabel',
    // Removed rather than emptied: the build's default base URL then applies again.
    check: (v) => (isUrlOrEmpty(v) ? v : undefined),
    message: 'repairApiBaseUrl',
  },
  {
    key: 'searchDefaults',
    label: 'defaultOptionsLegend',
    check: (v) => searchDefaultsSchema.parse(v),
    message: 'repairDefaults',
  },
  {
    key: 'displayPreferences',
    label: 'openResultsInLegend',
    check: (v) => displayPreferencesSchema.parse(v),
    message: 'repairDisplay',
  },
  {
    key: 'siteLists',
    label: 'siteListsLabel',
    check: (v) => siteListsSchema.parse(v),
    message: 'repairSiteLists',
  },
  {
    key: 'usagePreferences',
    label: 'repairUsageLabel',
    check: (v) => usagePreferencesSchema.parse(v),
    message: 'repairUsage',
  },
];
// The ledger's field is the credits feature's (LEDGER_REPAIR_FIELD), passed in by the worker.
// The history and the cache are not here: they live in IndexedDB, where a damaged record is
// skipped on read, and the first release's copies are checked record by record when they move.

/**
 * Checks every stored field on its own when the background starts. A damaged field
 * (wrong type, truncated data) is reset alone — keeping every readable part — and the
 * person is told which one; the rest is left exactly as it was.
 */
export async function repairStoredSettings(
  store: RawStorage,
  now = Date.now(),
  featureFields: readonly StoredField[] = [],
): Promise<SettingsNotice[]> {
  const fields = [...FIELDS, ...featureFields];
  const stored = await store.get(fields.map((field) => field.key));
  const repairs: Record<string, unknown> = {};
  const removals: string[] = [];
  const notices: SettingsNotice[] = [];
  for (const field of fields) {
    const value = stored[field.key];
    if (value === undefined) continue;
    const checked = field.check(value);
    if (sameData(value, checked)) continue;
    if (checked === undefined) removals.push(field.key);
    else repairs[field.key] = checked;
    // Stored as text in the browser's language: the options page shows it as it is.
    if (field.label && field.message) notices.push({ field: t(field.label), message: t(field.message), at: now });
  }
  if (Object.keys(repairs).length === 0 && removals.length === 0) return [];
  // The notices are written with the repairs, before the removals: a worker stopped between the
  // two writes leaves a field still damaged, which the next start resets again (its notice, said
  // already, is not said twice), never a field reset with no word of it (seen in CI: the options
  // page named one of two damaged settings).
  const previous = (await store.get(['settingsNotices'])).settingsNotices;
  const told = new Set(notices.map(noticeKey));
  const kept = (Array.isArray(previous) ? (previous as SettingsNotice[]) : []).filter(
    (notice) => !told.has(noticeKey(notice)),
  );
  repairs.settingsNotices = [...kept, ...notices].slice(-20);
  await store.set(repairs);
  if (removals.length > 0) await store.remove(removals);
  return notices;
}

/** What a notice says, whenever it was said. */
const noticeKey = (notice: Partial<SettingsNotice> | null) => `${notice?.field}\u0000${notice?.message}`;
