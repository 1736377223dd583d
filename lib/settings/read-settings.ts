import * as z from 'zod/mini';
import type { SearchOptions } from '../api/search-options';
import type { ApiDialect } from '../api/request-dialects';
import {
  apiBaseUrlItem,
  apiDialectItem,
  apiKeyItem,
  displayPreferencesItem,
  readerUrlItem,
  searchDefaultsItem,
} from './settings-items';
import { apiKeyOriginsItem } from './key-origin';
import {
  apiDialectSchema,
  displayPreferencesSchema,
  keyOriginsSchema,
  searchDefaultsSchema,
  type DisplayPreferences,
} from './setting-schemas';
import { readValues } from '../storage/stored-item';
import { deferredSchema } from '../text/deferred-schema';

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

/** What the worker and the pages both read, in one read with the rest. */
const SHARED_ITEMS = [
  apiBaseUrlItem,
  apiDialectItem,
  readerUrlItem,
  searchDefaultsItem,
  displayPreferencesItem,
] as const;

/**
 * Reads every setting in one read, each value checked on its own by its schema
 * (setting-schemas.ts): a field whose stored value has the wrong shape falls back alone, and
 * the others are kept. The worker's and the settings page's reader; the popup and the side
 * panel read theirs with readPageSettings (page-settings.ts).
 */
export async function readSettings(): Promise<Settings> {
  const [apiKey, keyOrigins, apiBaseUrl, dialect, readerUrl, searchDefaults, display] = await readValues([
    apiKeyItem,
    apiKeyOriginsItem,
    ...SHARED_ITEMS,
  ] as const);
  return {
    apiKey: textSetting.parse(apiKey).trim(),
    keyOrigins: keyOriginsSchema.parse(keyOrigins),
    apiBaseUrl: z.catch(z.string(), apiBaseUrlItem.fallback).parse(apiBaseUrl).trim(),
    dialect: apiDialectSchema.parse(dialect),
    readerUrl: textSetting.parse(readerUrl).trim(),
    searchDefaults: searchDefaultsSchema.parse(searchDefaults),
    display: displayPreferencesSchema.parse(display),
  };
}

/** A text setting; anything else reads as none (''). */
const textSetting = deferredSchema(() => z.catch(z.string(), ''));
