import { describe, expect, it } from 'vitest';
import { checkApiKey } from '../../lib/settings/settings-fields';
import { checkSearchSettings } from '../../lib/search/check-search-settings';
import { normalizeRequest } from '../../lib/api/normalize-request';
import type { Settings } from '../../lib/settings/read-settings';

describe('the API key field takes printable ASCII only', () => {
  it.each(['sk-live_0123456789abcdef', 'a'.repeat(64), '!#$%&*+-./:;=?@^_~'])('saves %s', (key) => {
    expect(checkApiKey(`  ${key}\n`)).toEqual({ ok: true, value: key });
  });

  it.each([
    ['abc\u200Bdef', 'U+200B', 4],
    ['ab\uFEFFc', 'U+FEFF', 3],
    ['clé-secrète', 'U+00E9', 3],
    ['key😀', 'U+1F600', 4],
  ])('refuses %j, naming %s at position %i', (key, name, position) => {
    const checked = checkApiKey(key);
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.message).toContain(name);
    expect(!checked.ok && checked.message).toContain(`character ${position} `);
    expect(!checked.ok && checked.message).toMatch(/Paste the key again/);
  });

  it('still names spaces and control characters as such', () => {
    const spaced = checkApiKey('ab cd');
    const controlled = checkApiKey('ab\u0007cd');
    expect(!spaced.ok && spaced.message).toMatch(/spaces/);
    expect(!controlled.ok && controlled.message).toMatch(/invisible/);
  });
});

describe('a stored key that no header can carry', () => {
  const settings = (apiKey: string): Settings => ({
    apiKey,
    apiBaseUrl: 'https://api.example.com',
    // Entered for that address (a key with no record goes only to the build's own: L2).
    keyOrigins: ['https://api.example.com'],
    dialect: 'spec',
    readerUrl: '',
    searchDefaults: {},
    display: { openLinksIn: 'new-tab' },
  });

  it('stops the search before any request, with a way to fix it', async () => {
    const checked = await checkSearchSettings(settings('abc\u200Bdef'), normalizeRequest({ query: 'q' }), () =>
      Promise.resolve(true),
    );
    expect(checked).toMatchObject({ ok: false, error: { kind: 'not-configured', field: 'apiKey' } });
  });

  it('lets a plain key through', async () => {
    const checked = await checkSearchSettings(settings('abcdef'), normalizeRequest({ query: 'q' }), () =>
      Promise.resolve(true),
    );
    expect(checked.ok).toBe(true);
  });
});
