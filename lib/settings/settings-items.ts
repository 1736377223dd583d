import { storage } from 'wxt/utils/storage';
import type { SearchOptions } from '../api/search-options';
import { DEFAULT_DIALECT, type ApiDialect } from '../api/request-dialects';

/**
 * Every stored setting, one item per field so that saving one field can never
 * overwrite another. All live in storage.local (DESIGN §4: never in synced storage).
 * Versioned from day one; migrations are added here with a test per old shape.
 */
export const apiKeyItem = storage.defineItem<string>('local:apiKey', { fallback: '', version: 1 });

/**
 * Whether a key is set, kept by the background from apiKeyItem (see syncApiKeySet):
 * pages need only this yes/no and never read the key itself (DESIGN §1).
 */
export const apiKeySetItem = storage.defineItem<boolean>('local:apiKeySet', { fallback: false, version: 1 });

/** Empty means "not configured": the build had no WXT_API_BASE_URL and the user set none. */
export const apiBaseUrlItem = storage.defineItem<string>('local:apiBaseUrl', {
  fallback: import.meta.env.WXT_API_BASE_URL ?? '',
  version: 1,
});

/** Which of the service's request dialects to speak (the option "Service"). */
export const apiDialectItem = storage.defineItem<ApiDialect>('local:apiDialect', {
  fallback: DEFAULT_DIALECT,
  version: 1,
});

export const searchDefaultsItem = storage.defineItem<SearchOptions>('local:searchDefaults', {
  fallback: {},
  version: 1,
});

/** Where a result opens when clicked: a new tab in front, a new tab behind this one, or this tab. */
export type LinkTarget = 'new-tab' | 'background-tab' | 'current-tab';

export interface DisplayPreferences {
  /** Where a result opens when its title is activated (middle- and Ctrl/Cmd+click open it behind). */
  openLinksIn: LinkTarget;
}

export const displayPreferencesItem = storage.defineItem<DisplayPreferences>('local:displayPreferences', {
  fallback: { openLinksIn: 'new-tab' },
  version: 1,
});
