import * as z from 'zod/mini';
import type { SearchOptions } from '../api/search-options';
import {
  displayPreferencesSchema,
  menuPresetsSchema,
  searchDefaultsSchema,
  siteListsSchema,
  usagePreferencesSchema,
  type DisplayPreferences,
  type UsagePreferences,
} from './setting-schemas';
import type { SiteLists } from '../sites/arrange-results';
import { anyObject } from '../text/tolerant';
import { checkApiKey, checkBaseUrl } from './settings-fields';
import { keptWhole } from './kept-whole';
import { t, type MessageKey } from '../i18n/messages';
import { deferredSchema } from '../text/deferred-schema';

/** What a settings file carries: every setting a person chose; the key only when they asked. */
export interface PortableSettings {
  apiKey: string;
  apiBaseUrl: string;
  searchDefaults: SearchOptions;
  displayPreferences: DisplayPreferences;
  usagePreferences: UsagePreferences;
  menuPresets: string[];
  siteLists: SiteLists;
}

/** How the settings page names each setting, in the page's order. */
export const SETTING_LABELS: Record<keyof PortableSettings, MessageKey> = {
  apiKey: 'apiKeyLabel',
  apiBaseUrl: 'apiBaseUrlLabel',
  searchDefaults: 'defaultOptionsLegend',
  displayPreferences: 'openResultsInLegend',
  usagePreferences: 'repairUsageLabel',
  menuPresets: 'presetsLegend',
  siteLists: 'siteListsLabel',
};

const SETTINGS_FILE_FORMAT = 'search-sidekick-settings';
const SETTINGS_FILE_VERSION = 1;

/**
 * A settings file, the envelope only: ours (`format`), of a version this release reads, with
 * its settings as a map (each setting is then read by its own schema). Anything more is ignored.
 */
const settingsFileSchema = deferredSchema(() =>
  z.object({
    format: z.literal(SETTINGS_FILE_FORMAT),
    version: z.number(),
    exportedAt: z.optional(z.string()),
    settings: z.catch(anyObject, {}),
  }),
);

/** A settings file as written (settingsFileText). */
export type SettingsFile = Omit<z.output<typeof settingsFileSchema>, 'settings'> & {
  settings: Partial<PortableSettings>;
};

/** The settings as a file's text (2-space JSON); the API key only when `includeKey`. */
export function settingsFileText(settings: PortableSettings, includeKey: boolean, now: Date): string {
  const { apiKey, ...rest } = settings;
  const file: SettingsFile = {
    format: SETTINGS_FILE_FORMAT,
    version: SETTINGS_FILE_VERSION,
    exportedAt: now.toISOString(),
    settings: includeKey && apiKey !== '' ? { apiKey, ...rest } : rest,
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

export function settingsFileName(now: Date): string {
  return `search-sidekick-settings-${now.toISOString().slice(0, 10)}.json`;
}

interface FieldReader {
  /** How the settings page names the field; absent where the checker's messages already start with it. */
  label?: MessageKey;
  /** The value to import, or undefined (with the problem) when the file's value cannot be used at all. */
  read(value: unknown): { value?: unknown; problem?: string };
}

/**
 * A checker that keeps what is valid of an object and drops the rest (the same checkers that
 * read stored settings), reporting by name each sub-field it had to drop or replace. A value
 * the checker only normalized ("fr" kept as "FR", "Example.com" as "example.com") was imported.
 */
function partsChecked(schema: z.ZodMiniType<object>): FieldReader['read'] {
  return (value) => {
    if (!anyObject.safeParse(value).success) return { problem: t('importNotAnObject') };
    const checked = schema.parse(value);
    const fallback = schema.parse({}) as Record<string, unknown>;
    const given = value as Record<string, unknown>;
    const kept = checked as Record<string, unknown>;
    const bad = Object.keys(given).filter((key) => !keptWhole(given[key], kept[key], fallback[key]));
    return { value: checked, ...(bad.length > 0 && { problem: t('importBadParts', bad.join(', ')) }) };
  };
}

const READERS: Record<keyof PortableSettings, FieldReader> = {
  apiKey: {
    read: (value) => {
      // Anything but text is refused: checkApiKey would read an empty text as "clear the key".
      if (typeof value !== 'string') return { problem: t('fieldProblem', t('apiKeyLabel'), t('importNotText')) };
      const checked = checkApiKey(value);
      return checked.ok ? { value: checked.value } : { problem: checked.message };
    },
  },
  apiBaseUrl: {
    read: (value) => {
      const checked = checkBaseUrl(typeof value === 'string' ? value : '');
      return checked.ok ? { value: checked.value } : { problem: checked.message };
    },
  },
  searchDefaults: { label: SETTING_LABELS.searchDefaults, read: partsChecked(searchDefaultsSchema) },
  displayPreferences: { label: SETTING_LABELS.displayPreferences, read: partsChecked(displayPreferencesSchema) },
  usagePreferences: { label: SETTING_LABELS.usagePreferences, read: partsChecked(usagePreferencesSchema) },
  siteLists: { label: SETTING_LABELS.siteLists, read: partsChecked(siteListsSchema) },
  menuPresets: {
    label: SETTING_LABELS.menuPresets,
    read: (value) => {
      if (!Array.isArray(value)) return { problem: t('importNotAList') };
      const checked = menuPresetsSchema.parse(value);
      const unknown = value.filter((id) => typeof id !== 'string' || !checked.includes(id));
      return {
        value: checked,
        ...(unknown.length > 0 && { problem: t('importBadParts', unknown.map(String).join(', ')) }),
      };
    },
  },
};

export interface ReadSettingsFile {
  /** The settings to apply: each one the file had and that could be used. */
  settings: Partial<PortableSettings>;
  /** One sentence per field that was not (or not wholly) imported, naming it. */
  problems: string[];
}

/**
 * Reads a settings file: a file that is not one of ours is refused as a whole; otherwise
 * every field is checked on its own, a bad field is named and left out (or, for a group,
 * its bad parts), and the rest is kept. Fields the file does not have are not touched.
 */
export function readSettingsFile(text: string): { ok: true; value: ReadSettingsFile } | { ok: false; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: t('importNotJson') };
  }
  const file = settingsFileSchema.safeParse(json);
  if (!file.success) {
    const version = z.object({ format: z.literal(SETTINGS_FILE_FORMAT) }).safeParse(json).success;
    return { ok: false, message: version ? t('importNewerVersion') : t('importWrongFormat') };
  }
  if (file.data.version > SETTINGS_FILE_VERSION) return { ok: false, message: t('importNewerVersion') };
  // The file's own entries, not a parsed copy: no key ("__proto__") is special.
  const given = anyObject.safeParse((json as { settings?: unknown }).settings).success
    ? (json as { settings: Record<string, unknown> }).settings
    : {};
  const settings: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [key, value] of Object.entries(given)) {
    // Own keys only: a file's "constructor" or "__proto__" is not a setting.
    const reader = Object.hasOwn(READERS, key) ? READERS[key as keyof PortableSettings] : undefined;
    if (!reader) {
      problems.push(t('importUnknownField', key));
      continue;
    }
    const { value: usable, problem } = reader.read(value);
    if (usable !== undefined) settings[key] = usable;
    if (problem !== undefined) problems.push(reader.label ? t('fieldProblem', t(reader.label), problem) : problem);
  }
  return { ok: true, value: { settings, problems } };
}
