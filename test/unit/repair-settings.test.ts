import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { repairStoredSettings as repairSettingsOnly, type RawStorage } from '../../lib/settings/repair-settings';
import { readSettings } from '../../lib/settings/read-settings';
import {
  apiBaseUrlItem,
  apiKeyItem,
  searchDefaultsItem,
  displayPreferencesItem,
} from '../../lib/settings/settings-items';
import { creditLedgerItem, LEDGER_REPAIR_FIELD } from '../../lib/credits/ledger-item';

/** The repair as the worker runs it: the settings and the ledger. */
const repairStoredSettings = (store: RawStorage, now?: number) => repairSettingsOnly(store, now, [LEDGER_REPAIR_FIELD]);
import { usagePreferencesItem } from '../../lib/settings/usage-preferences';
import { siteListsItem } from '../../lib/settings/site-lists-item';

const local: RawStorage = {
  get: (keys) => fakeBrowser.storage.local.get(keys),
  set: (items) => fakeBrowser.storage.local.set(items),
  remove: (keys) => fakeBrowser.storage.local.remove(keys),
};

/** Version-1 data exactly as this extension's first release stored it (no WXT version metadata). */
const V1_FIXTURE = {
  apiKey: 'user-key-123',
  apiBaseUrl: 'https://api.example.com',
  searchDefaults: { location: 'JAPAN', country: 'JP', numberOfResults: 20, dateRange: 'PAST_WEEK' },
  displayPreferences: { openLinksIn: 'current-tab' },
  usagePreferences: { cacheTtlMinutes: 30, privateMode: true, lowBalanceThreshold: 5, showBadge: true },
  creditLedger: {
    events: [{ at: 1_700_000_000_000, credits: 2, source: 'popup' }],
    balance: { amount: 100, setAt: 1_699_999_000_000 },
    billedSinceBalance: 2,
  },
  searchHistory: {
    entries: [
      {
        id: 'h1',
        request: { query: 'paris' },
        source: 'sidepanel',
        at: 1_700_000_000_000,
        credits: 1,
        cached: false,
        response: { query: 'paris', organic: [], relatedSearches: [], droppedResults: 0 },
        bytes: 120,
      },
    ],
  },
};

beforeEach(() => fakeBrowser.reset());

describe('stored data at start-up', () => {
  it('keeps every field of version-1 data exactly, and says nothing', async () => {
    await fakeBrowser.storage.local.set(V1_FIXTURE);
    expect(await repairStoredSettings(local)).toEqual([]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual(V1_FIXTURE);
    // …and every item reads it as the user saved it.
    expect(await apiKeyItem.getValue()).toBe('user-key-123');
    expect(await apiBaseUrlItem.getValue()).toBe('https://api.example.com');
    expect(await searchDefaultsItem.getValue()).toEqual(V1_FIXTURE.searchDefaults);
    expect(await displayPreferencesItem.getValue()).toEqual({ openLinksIn: 'current-tab' });
    expect(await usagePreferencesItem.getValue()).toEqual(V1_FIXTURE.usagePreferences);
    expect(await creditLedgerItem.getValue()).toEqual(V1_FIXTURE.creditLedger);
  });

  it('resets a field of the wrong type alone and tells the user which', async () => {
    await fakeBrowser.storage.local.set({ ...V1_FIXTURE, apiBaseUrl: 42 });
    const notices = await repairStoredSettings(local, 5);
    expect(notices).toEqual([
      { field: 'API base URL', message: expect.stringContaining('Enter it again') as string, at: 5 },
    ]);
    const stored = await fakeBrowser.storage.local.get(null);
    expect(stored.apiBaseUrl).toBeUndefined();
    expect(await apiBaseUrlItem.getValue()).toBe(apiBaseUrlItem.fallback);
    expect(stored.apiKey).toBe('user-key-123');
    expect(stored.searchDefaults).toEqual(V1_FIXTURE.searchDefaults);
    expect(stored.settingsNotices).toEqual(notices);
  });

  it('resets truncated JSON-like data without touching the other settings', async () => {
    await fakeBrowser.storage.local.set({ ...V1_FIXTURE, searchDefaults: '{"location":"JAP' });
    const notices = await repairStoredSettings(local);
    expect(notices.map((n) => n.field)).toEqual(['Default search options']);
    expect((await readSettings()).searchDefaults).toEqual({});
    expect((await readSettings()).apiKey).toBe('user-key-123');
  });

  it('names every damaged setting, once, when the worker stopped between the repair’s two writes', async () => {
    await fakeBrowser.storage.local.set({ ...V1_FIXTURE, apiBaseUrl: 42, searchDefaults: '{"location":"JAP' });
    // A worker stopped mid-repair: its first write landed, the removal after it never ran.
    const stopped: RawStorage = {
      ...local,
      remove: () => new Promise<void>(() => undefined),
    };
    void repairStoredSettings(stopped, 5);
    await expect
      .poll(async () => (await fakeBrowser.storage.local.get('settingsNotices')).settingsNotices)
      .toBeTruthy();

    // The next start finds the address still damaged and resets it; nothing is lost or said twice.
    await repairStoredSettings(local, 9);
    const stored = await fakeBrowser.storage.local.get(null);
    expect(stored.apiBaseUrl).toBeUndefined();
    expect(stored.searchDefaults).toEqual({});
    expect((stored.settingsNotices as Array<{ field: string }>).map((n) => n.field).sort()).toEqual([
      'API base URL',
      'Default search options',
    ]);
  });

  it('keeps the valid options of a partly damaged set', async () => {
    await fakeBrowser.storage.local.set({
      searchDefaults: { location: 'JAPAN', numberOfResults: 'lots', country: 'XX' },
    });
    await repairStoredSettings(local);
    expect(await searchDefaultsItem.getValue()).toEqual({ location: 'JAPAN' });
  });

  it('keeps every readable credit record of a ledger of daily totals', async () => {
    const ledger = {
      days: { '2026-03-01': { popup: { billed: 2, saved: 0, searches: 2 } } },
      archivedSaved: 0,
      balance: { amount: 100, setAt: 1 },
      billedSinceBalance: 2,
    };
    await fakeBrowser.storage.local.set({
      creditLedger: { ...ledger, days: { ...ledger.days, '2026-03-02': { popup: { billed: 'x' } }, yesterday: {} } },
    });
    const notices = await repairStoredSettings(local);
    expect(notices.map((n) => n.field)).toEqual(['Credit records']);
    expect(await creditLedgerItem.getValue()).toEqual(ledger);
  });

  it('leaves a first-release ledger of events to the migration, which drops a damaged event alone', async () => {
    const ledger = { ...V1_FIXTURE.creditLedger, events: [...V1_FIXTURE.creditLedger.events, { at: 'x' }] };
    await fakeBrowser.storage.local.set({ creditLedger: ledger });
    expect(await repairStoredSettings(local)).toEqual([]);
    expect(await creditLedgerItem.getValue()).toEqual(ledger);
  });

  it('keeps every readable site of damaged Blocked and Pinned sites lists, and the other settings', async () => {
    await fakeBrowser.storage.local.set({
      ...V1_FIXTURE,
      siteLists: { blocked: ['spam.example', 7, 'not a site'], pinned: 'docs.example' },
    });
    const notices = await repairStoredSettings(local);
    expect(notices.map((n) => n.field)).toEqual(['Blocked and pinned sites']);
    expect(await siteListsItem.getValue()).toEqual({ blocked: ['spam.example'], pinned: [] });
    expect(await apiKeyItem.getValue()).toBe('user-key-123');
  });

  it('leaves valid site lists, and where results open (new background tab), exactly as stored', async () => {
    const stored = {
      siteLists: { blocked: ['spam.example'], pinned: ['xn--bcher-kva.de'] },
      displayPreferences: { openLinksIn: 'background-tab' },
    };
    await fakeBrowser.storage.local.set(stored);
    expect(await repairStoredSettings(local)).toEqual([]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual(stored);
    expect((await readSettings()).display).toEqual({ openLinksIn: 'background-tab' });
  });

  it('leaves a fresh install alone', async () => {
    expect(await repairStoredSettings(local)).toEqual([]);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });
});
