import { normalizeRequest } from '../api/normalize-request';
import { IMAGE_SEARCH_TYPE, type SearchOptions } from '../api/search-options';
import { API_DIALECTS, DEFAULT_DIALECT, type ApiDialect } from '../api/request-dialects';
import { readValues } from '../storage/stored-item';
import type { Settings } from './read-settings';
import type { DisplayPreferences } from './setting-schemas';
import {
  apiBaseUrlItem,
  apiDialectItem,
  apiKeySetItem,
  displayPreferencesItem,
  readerUrlItem,
  searchDefaultsItem,
} from './settings-items';

/*
 * The settings as the popup and the side panel read them: everything but the key, and whether
 * one is set. Their schemas are in setting-schemas.ts, which the worker and the settings page
 * read with; these pages check the few fields they show with the light checks below instead,
 * because zod does not fit their size budgets (docs/architecture.md, "Where zod is not"). A
 * unit test (settings-schemas.test.ts) holds each check to its schema's answers on any input.
 */

/** What the popup and side panel may know: everything but the key, and whether one is set. */
export interface PageSettings extends Omit<Settings, 'apiKey' | 'keyOrigins'> {
  apiKeySet: boolean;
}

/** The settings without the key (pages never read it), plus whether one is set. */
export async function readPageSettings(): Promise<PageSettings> {
  const [apiKeySet, apiBaseUrl, dialect, readerUrl, searchDefaults, display] = await readValues([
    apiKeySetItem,
    apiBaseUrlItem,
    apiDialectItem,
    readerUrlItem,
    searchDefaultsItem,
    displayPreferencesItem,
  ] as const);
  return {
    apiKeySet: apiKeySet === true,
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
