import { readSettings } from '../settings/read-settings';
import { usagePreferencesItem } from '../settings/usage-preferences';
import { usagePreferencesSchema } from '../settings/setting-schemas';
import { createSnapshot, onKeysChanged, type ChangeEvents } from '../settings/settings-snapshot';

/** Settings the search reads; a change to any of them is re-read before the next search. */
const SETTINGS_KEYS = [
  'apiKey',
  'apiKeyOrigins',
  'apiBaseUrl',
  'apiDialect',
  'readerUrl',
  'searchDefaults',
  'displayPreferences',
] as const;

/** The worker's copies of the settings and the usage preferences, each read again after a change to its keys. */
export function settingsSnapshots(localChanges: ChangeEvents) {
  const settings = createSnapshot(readSettings);
  const preferences = createSnapshot(async () => usagePreferencesSchema.parse(await usagePreferencesItem.getValue()));
  onKeysChanged(localChanges, SETTINGS_KEYS, settings.invalidate);
  onKeysChanged(localChanges, ['usagePreferences'], preferences.invalidate);
  return { settings, preferences };
}
