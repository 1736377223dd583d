import { normalizeRequest } from '../api/normalize-request';
import { IMAGE_SEARCH_TYPE, type SearchOptions } from '../api/search-options';
import { API_DIALECTS, DEFAULT_DIALECT, type ApiDialect } from '../api/request-dialects';
import {
  apiBaseUrlItem,
  apiDialectItem,
  apiKeyItem,
  apiKeySetItem,
  displayPreferencesItem,
  readerUrlItem,
  searchDefaultsItem,
  type DisplayPreferences,
} from './settings-items';
import { apiKeyOriginsItem, checkKeyOrigins } from './key-origin';
import { readValues } from '../storage/stored-item';

export interface Settings {
  apiKey: string;
  /** The origins the key was entered for (key-origin.ts); null or absent: none recorded. */
  keyOrigins?: string[] | null;
  apiBaseUrl: string;
  /** Which request dialect the service at apiBaseUrl speaks. */
  dialect: ApiDialect;
  /** The reader's address (Read here), '' when there is none; used only with the Serper-compatible dialect. */
  readerUrl: string;
  searchDefaults: SearchOptions;
  display: DisplayPreferences;
}

/** What the popup and side panel may know: everything but the key, and whether one is set. */
export interface PageSettings extends Omit<Settings, 'apiKey' | 'keyOrigins'> {
  apiKeySet: boolean;
}

/** What the worker and the pages both read, in one read with the rest. */
const SHARED_ITEMS = [
  apiBaseUrlItem,
  apiDialectItem,
  readerUrlItem,
  searchDefaultsItem,
  displayPreferencesItem,
] as const;

/**
 * Reads every setting, checking each value on its own: a field whose stored value
 * has the wrong shape falls back alone, and the others are kept.
 */
export async function readSettings(): Promise<Settings> {
  const [apiKey, keyOrigins, ...shared] = await readValues([apiKeyItem, apiKeyOriginsItem, ...SHARED_ITEMS] as const);
  return {
    apiKey: typeof apiKey === 'string' ? apiKey.trim() : '',
    keyOrigins: checkKeyOrigins(keyOrigins),
    ...checkedShared(shared),
  };
}

/** The settings without the key (pages never read it), plus whether one is set. */
export async function readPageSettings(): Promise<PageSettings> {
  const [apiKeySet, ...shared] = await readValues([apiKeySetItem, ...SHARED_ITEMS] as const);
  return { apiKeySet: apiKeySet === true, ...checkedShared(shared) };
}

/** Each shared setting checked on its own (what is stored may have any shape): a wrong one falls back alone. */
function checkedShared([apiBaseUrl, dialect, readerUrl, searchDefaults, display]: readonly unknown[]): Omit<
  Settings,
  'apiKey' | 'keyOrigins'
> {
  return {
    apiBaseUrl: typeof apiBaseUrl === 'string' ? apiBaseUrl.trim() : apiBaseUrlItem.fallback,
    dialect: checkedDialect(dialect),
    readerUrl: typeof readerUrl === 'string' ? readerUrl.trim() : '',
    searchDefaults: checkedDefaults(searchDefaults),
    display: checkedDisplay(display),
  };
}

/**
 * Keeps each stored default that is still valid, field by field, in its normal form;
 * a value equal to the spec's default is kept too (the request drops it later).
 */
export function checkedDefaults(value: unknown): SearchOptions {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const options = value as Record<string, unknown>;
  const checked: SearchOptions = {};
  for (const field of ['type', 'location', 'country', 'numberOfResults', 'dateRange'] as const) {
    const raw = options[field];
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const parsed = normalizeRequest({ query: 'x', [field]: raw });
    // Search by image is asked from an image, never by default: a default type is a text type.
    if (parsed.ok && parsed.value.type !== IMAGE_SEARCH_TYPE)
      Object.assign(checked, { [field]: parsed.value[field] ?? raw });
  }
  return checked;
}

/** A stored dialect, or the documented one when what is stored is not a dialect. */
export function checkedDialect(value: unknown): ApiDialect {
  return (API_DIALECTS as readonly unknown[]).includes(value) ? (value as ApiDialect) : DEFAULT_DIALECT;
}

export function checkedDisplay(value: unknown): DisplayPreferences {
  const { openLinksIn, collapseTabGroups } = (value ?? {}) as Partial<DisplayPreferences>;
  return {
    openLinksIn: openLinksIn === 'current-tab' || openLinksIn === 'background-tab' ? openLinksIn : 'new-tab',
    // Only `true` is kept: expanded is the default, and stored as nothing.
    ...(collapseTabGroups === true && { collapseTabGroups }),
  };
}
