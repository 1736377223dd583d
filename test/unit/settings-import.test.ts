import { describe, expect, it } from 'vitest';
import type { PortableSettings } from '../../lib/settings/settings-file';
import { importSummary, planImport } from '../../lib/settings/settings-import';

const STORED: PortableSettings = {
  apiKey: 'stored-key',
  apiBaseUrl: 'https://api.example.com',
  searchDefaults: { country: 'FR' },
  displayPreferences: { openLinksIn: 'new-tab' },
  usagePreferences: { cacheTtlMinutes: 60, privateMode: false, lowBalanceThreshold: 100, showBadge: false },
  menuPresets: ['past-24-hours', 'past-week'],
  siteLists: { blocked: [], pinned: [] },
};

describe('importing a settings file', () => {
  it('never stores the key or the base URL: a new one goes into its field for Save', () => {
    const plan = planImport(STORED, { apiKey: 'file-key', apiBaseUrl: 'https://elsewhere.example' });
    expect(plan).toEqual({ store: {}, forSave: { apiKey: 'file-key', apiBaseUrl: 'https://elsewhere.example' } });
    expect(importSummary(plan)).toBe(
      'Settings imported: the file holds nothing that differs from your settings. ' +
        'Put into their fields and not used until you press Save: API key, API base URL.',
    );
  });

  it('leaves a key that would clear the stored one for Save too, named', () => {
    const plan = planImport(STORED, { apiKey: '' });
    expect(plan.forSave).toEqual({ apiKey: '' });
    expect(importSummary(plan)).toContain('not used until you press Save: API key.');
  });

  it('stores the other settings at once and names each one that changed, in the page’s order', () => {
    const plan = planImport(STORED, {
      siteLists: { blocked: ['spam.example'], pinned: [] },
      searchDefaults: { country: 'DE' },
      displayPreferences: { openLinksIn: 'new-tab' },
    });
    expect(plan.store).toEqual({
      searchDefaults: { country: 'DE' },
      siteLists: { blocked: ['spam.example'], pinned: [] },
    });
    expect(plan.forSave).toEqual({});
    expect(importSummary(plan)).toBe('Settings imported. Changed: Default search options, Blocked and pinned sites.');
  });

  it('names nothing, and stores nothing, for settings equal to the stored ones (the key and address included)', () => {
    const plan = planImport(STORED, { ...STORED, searchDefaults: { country: 'FR' } });
    expect(plan).toEqual({ store: {}, forSave: {} });
    expect(importSummary(plan)).toBe('Settings imported: the file holds nothing that differs from your settings.');
  });
});
