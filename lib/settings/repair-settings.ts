import { checkedDefaults, checkedDisplay } from './read-settings';
import { checkUsagePreferences } from './usage-preferences';
import { checkLedger } from '../credits/ledger-item';
import { checkHistory } from '../history/history-item';
import { checkCacheStore } from '../cache/search-cache';
import { sameData } from '../storage/same-data';
import type { SettingsNotice } from './settings-notices';

/** Raw storage access, so the repair sees exactly what is stored (items hide it behind fallbacks). */
export interface RawStorage {
  get(keys: string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

interface StoredField {
  key: string;
  /** How the options page names it; undefined for data that is not a setting (the cache). */
  label?: string;
  /** The readable part of what is stored; undefined removes the field, so its default applies. */
  check: (stored: unknown) => unknown;
  message: string;
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
    label: 'API key',
    check: (v) => (typeof v === 'string' ? v : undefined),
    message: 'The stored API key was damaged and has been removed. Enter your key again.',
  },
  {
    key: 'apiBaseUrl',
    label: 'API base URL',
    // Removed rather than emptied: the build's default base URL then applies again.
    check: (v) => (isUrlOrEmpty(v) ? v : undefined),
    message: 'The stored API base URL was damaged and has been reset. Enter it again.',
  },
  {
    key: 'searchDefaults',
    label: 'Default search options',
    check: checkedDefaults,
    message: 'Some default search options were damaged and have been reset; the others were kept.',
  },
  {
    key: 'displayPreferences',
    label: 'Open results in',
    check: checkedDisplay,
    message: 'Where results open was damaged and has been reset to a new tab.',
  },
  {
    key: 'usagePreferences',
    label: 'Credits, cache and history settings',
    check: checkUsagePreferences,
    message: 'Some credit, cache or history settings were damaged and have been reset; the others were kept.',
  },
  {
    key: 'creditLedger',
    label: 'Credit records',
    check: checkLedger,
    message: 'Some credit records were damaged and have been removed; every readable record was kept.',
  },
  {
    key: 'searchHistory',
    label: 'History',
    check: checkHistory,
    message: 'Some past searches were damaged and have been removed; every readable one was kept.',
  },
  { key: 'searchCache', check: checkCacheStore, message: '' },
];

/**
 * Checks every stored field on its own when the background starts. A damaged field
 * (wrong type, truncated data) is reset alone — keeping every readable part — and the
 * person is told which one; the rest is left exactly as it was.
 */
export async function repairStoredSettings(store: RawStorage, now = Date.now()): Promise<SettingsNotice[]> {
  const stored = await store.get(FIELDS.map((field) => field.key));
  const repairs: Record<string, unknown> = {};
  const removals: string[] = [];
  const notices: SettingsNotice[] = [];
  for (const field of FIELDS) {
    const value = stored[field.key];
    if (value === undefined) continue;
    const checked = field.check(value);
    if (sameData(value, checked)) continue;
    if (checked === undefined) removals.push(field.key);
    else repairs[field.key] = checked;
    if (field.label) notices.push({ field: field.label, message: field.message, at: now });
  }
  if (Object.keys(repairs).length === 0 && removals.length === 0) return [];
  if (removals.length > 0) await store.remove(removals);
  const previous = (await store.get(['settingsNotices'])).settingsNotices;
  repairs.settingsNotices = [...(Array.isArray(previous) ? (previous as SettingsNotice[]) : []), ...notices].slice(-20);
  await store.set(repairs);
  return notices;
}
