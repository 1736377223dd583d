import { defineStoredItem } from '../storage/stored-item';
import type { SearchOptions } from '../api/search-options';
import { DEFAULT_DIALECT, type ApiDialect } from '../api/request-dialects';
import type { DisplayPreferences } from './setting-schemas';

/**
 * Every stored setting, one item per field so that saving one field can never
 * overwrite another. All live in storage.local (DESIGN §4: never in synced storage).
 * A changed shape is read tolerantly (each item's reader), with a test per old shape.
 */
export const apiKeyItem = defineStoredItem<string>('local:apiKey', { fallback: '' });

/**
 * Whether a key is set, kept by the background from apiKeyItem (see syncApiKeySet):
 * pages need only this yes/no and never read the key itself (DESIGN §1).
 */
export const apiKeySetItem = defineStoredItem<boolean>('local:apiKeySet', { fallback: false });

/** Empty means "not configured": the build had no WXT_API_BASE_URL and the user set none. */
export const apiBaseUrlItem = defineStoredItem<string>('local:apiBaseUrl', {
  fallback: import.meta.env.WXT_API_BASE_URL ?? '',
});

/** Which of the service's request dialects to speak (the option "Service"). */
export const apiDialectItem = defineStoredItem<ApiDialect>('local:apiDialect', {
  fallback: DEFAULT_DIALECT,
});

/**
 * The address of the service's reader (Read here), for the Serper-compatible service only: ''
 * means none (the documented API has no reader, and Read here is then absent), null that it was
 * never saved (the settings page then offers the live service's reader for Save to ask for).
 */
export const readerUrlItem = defineStoredItem<string | null>('local:readerUrl', { fallback: null });

export const searchDefaultsItem = defineStoredItem<SearchOptions>('local:searchDefaults', {
  fallback: {},
});

/** Where a result opens when clicked: a new tab in front, a new tab behind this one, or this tab. */
export type LinkTarget = DisplayPreferences['openLinksIn'];
export type { DisplayPreferences } from './setting-schemas';

export const displayPreferencesItem = defineStoredItem<DisplayPreferences>('local:displayPreferences', {
  fallback: { openLinksIn: 'new-tab' },
});
