import { describe, expect, it } from 'vitest';
import {
  readSettingsFile,
  settingsFileName,
  settingsFileText,
  type PortableSettings,
} from '../../lib/settings/settings-file';

const SETTINGS: PortableSettings = {
  apiKey: 'sk-test-123',
  apiBaseUrl: 'https://api.example.com',
  searchDefaults: { location: 'USA', country: 'FR', numberOfResults: 20, dateRange: 'PAST_WEEK' },
  displayPreferences: { openLinksIn: 'current-tab' },
  usagePreferences: { cacheTtlMinutes: 30, privateMode: true, lowBalanceThreshold: 5, showBadge: true },
  menuPresets: ['past-24-hours', 'location-paris-france'],
  siteLists: { blocked: ['spam.example'], pinned: ['docs.example.org'] },
};
const NOW = new Date('2026-11-23T10:00:00Z');

describe('the settings file', () => {
  it('leaves the key out unless asked, and reads back what it wrote', () => {
    const withoutKey = JSON.parse(settingsFileText(SETTINGS, false, NOW)) as { settings: object };
    expect(withoutKey.settings).not.toHaveProperty('apiKey');
    expect(settingsFileText(SETTINGS, false, NOW)).not.toContain('sk-test-123');
    const read = readSettingsFile(settingsFileText(SETTINGS, false, NOW));
    const { apiKey: _key, ...rest } = SETTINGS;
    expect(read).toEqual({ ok: true, value: { settings: rest, problems: [] } });
  });

  it('carries the key when asked', () => {
    expect(readSettingsFile(settingsFileText(SETTINGS, true, NOW))).toEqual({
      ok: true,
      value: { settings: SETTINGS, problems: [] },
    });
  });

  it('is named by the day it was made', () => {
    expect(settingsFileName(NOW)).toBe('search-sidekick-settings-2026-11-23.json');
  });

  it.each([
    ['not JSON', '{oops', /not JSON/],
    ['another file', '{"hello":"world"}', /not a settings file of this extension/],
    ['a newer version', '{"format":"search-sidekick-settings","version":99,"settings":{}}', /newer version/],
  ])('refuses %s as a whole', (_name, text, message) => {
    const read = readSettingsFile(text);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.message).toMatch(message);
  });

  it('names bad fields and keeps the rest', () => {
    const text = JSON.stringify({
      format: 'search-sidekick-settings',
      version: 1,
      settings: {
        apiKey: 'bad\u200Bkey',
        apiBaseUrl: 'ftp://nope',
        searchDefaults: { location: 'MARS', country: 'FR', numberOfResults: 500 },
        displayPreferences: { openLinksIn: 'current-tab' },
        menuPresets: ['past-week', 'no-such-preset'],
        siteLists: { blocked: ['ok.example', 'not a host'], pinned: ['pin.example'] },
        theme: 'dark',
      },
    });
    const read = readSettingsFile(text);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.settings).toEqual({
      searchDefaults: { country: 'FR' },
      displayPreferences: { openLinksIn: 'current-tab' },
      menuPresets: ['past-week'],
      siteLists: { blocked: ['ok.example'], pinned: ['pin.example'] },
    });
    const problems = read.value.problems.join('\n');
    expect(problems).toContain('API key: character 4 (U+200B)');
    expect(problems).toMatch(/^API base URL: /mu);
    expect(problems).toContain(
      'Default search options: these parts could not be used and were left out: location, numberOfResults',
    );
    expect(problems).toContain('no-such-preset');
    expect(problems).toContain('these parts could not be used and were left out: blocked');
    expect(problems).toContain('“theme” is not a setting this extension knows');
  });

  const fileWith = (settings: Record<string, unknown>) =>
    JSON.stringify({ format: 'search-sidekick-settings', version: 1, settings });

  it.each([null, 42, { key: 'x' }])(
    'refuses an API key that is not text (%j) instead of clearing the key',
    (apiKey) => {
      const read = readSettingsFile(fileWith({ apiKey }));
      expect(read.ok && read.value.settings).toEqual({});
      expect(read.ok && read.value.problems).toEqual(["API key: the file's value is not text; it was left out"]);
    },
  );

  it('names object-prototype field names as unknown fields instead of failing', () => {
    const read = readSettingsFile(
      '{"format":"search-sidekick-settings","version":1,"settings":{"constructor":1,"toString":2,"__proto__":3}}',
    );
    expect(read.ok && read.value.settings).toEqual({});
    expect(read.ok && read.value.problems).toHaveLength(3);
    expect(read.ok && read.value.problems.join('\n')).toContain('“__proto__” is not a setting this extension knows');
  });

  it('keeps values the checkers only normalized, without calling them left out', () => {
    const read = readSettingsFile(
      fileWith({
        searchDefaults: { country: 'fr' },
        siteLists: { blocked: ['Example.com'], pinned: [] },
        displayPreferences: { openLinksIn: 'new-tab' },
      }),
    );
    expect(read.ok && read.value.settings).toEqual({
      searchDefaults: { country: 'FR' },
      siteLists: { blocked: ['example.com'], pinned: [] },
      displayPreferences: { openLinksIn: 'new-tab' },
    });
    expect(read.ok && read.value.problems).toEqual([]);
  });

  it('still names a value replaced by its default', () => {
    const read = readSettingsFile(fileWith({ displayPreferences: { openLinksIn: 'elsewhere' } }));
    expect(read.ok && read.value.settings).toEqual({ displayPreferences: { openLinksIn: 'new-tab' } });
    expect(read.ok && read.value.problems.join('\n')).toContain('left out: openLinksIn');
  });
});
