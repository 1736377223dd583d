import { describe, expect, it, vi } from 'vitest';
import { syncItemBytes } from '../../lib/storage/byte-size';
import { NEVER_SYNCED, SYNC_GROUPS, SYNCED_KEYS, syncGroup } from '../../lib/settings/sync/sync-groups';
import { FOLLOWED_KEYS } from '../../entrypoints/options/settings-form';
import { wholeItem } from '../../lib/settings/sync/synced-setting';
import { localGroupData, readGroup, storedGroup } from '../../lib/settings/sync/synced-group';
import { browserProfile } from './sync-browsers';
import { checkUsagePreferences } from '../../lib/settings/usage-preferences';

describe('the groups', () => {
  it('make each group one storage.sync item, and each setting belongs to one group only', () => {
    expect(SYNC_GROUPS.map((group) => group.key)).toEqual([
      'settings.search',
      'settings.sites',
      'settings.service',
      'settings.credits',
      'settings.display',
    ]);
    const ids = SYNC_GROUPS.flatMap((group) => group.settings.map((setting) => setting.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([
      'searchDefaults.type',
      'searchDefaults.location',
      'searchDefaults.country',
      'searchDefaults.numberOfResults',
      'searchDefaults.dateRange',
      'menuPresets',
      'siteLists.blocked',
      'siteLists.pinned',
      'apiBaseUrl',
      'apiDialect',
      'readerUrl',
      'usagePreferences.dailyBudget',
      'usagePreferences.lowBalanceThreshold',
      'usagePreferences.showBadge',
      'displayPreferences.openLinksIn',
      'displayPreferences.collapseTabGroups',
      'passageLinks',
      'onDeviceSummaries',
      'onDeviceTranslations',
      'serviceSuggestions',
    ]);
  });

  it('read only keys the options page follows, so a change another browser made shows there at once', () => {
    for (const key of SYNCED_KEYS) expect(FOLLOWED_KEYS).toContain(key);
  });

  it('with a fresh browser’s settings, are each far under the 8,192 bytes an item may hold', () => {
    for (const group of SYNC_GROUPS) {
      const bytes = syncItemBytes(group.key, storedGroup(Date.now(), localGroupData(group, {}), {}));
      expect({ group: group.name, small: bytes < 1_000 }).toEqual({ group: group.name, small: true });
    }
  });

  it('hold about 400 blocked sites of ordinary length in the sites group', () => {
    const [sites] = SYNC_GROUPS.filter((group) => group.name === 'sites');
    const hosts = (n: number) => Array.from({ length: n }, (_, i) => `news-site-${i}.example.com`);
    const bytes = (n: number) =>
      syncItemBytes(
        'settings.sites',
        storedGroup(0, localGroupData(sites!, { siteLists: { blocked: hosts(n), pinned: [] } }), {}),
      );
    expect(bytes(250)).toBeLessThan(8_192);
    expect(bytes(400)).toBeGreaterThan(8_192);
  });
});

describe('measuring an item as the browser does', () => {
  // Each figure checked in Chromium 156 at the 8,192-byte limit (test/e2e/settings-sync.spec.ts).
  it.each([
    ['ASCII: key + quotes + text', 'k', 'a'.repeat(8_189), 8_192],
    ['CJK: three bytes a character', 'k', '界'.repeat(2_729), 1 + 2 + 8_187],
    ['a key outside ASCII, in UTF-8', 'ключ', 1, 8 + 1],
    ['"<", which Chromium writes as \\u003C', 'k', '<'.repeat(10), 1 + 2 + 60],
    ['U+2028, which Chromium writes as \\u2028', 'k', '\u2028'.repeat(10), 1 + 2 + 60],
    ['DEL, which Chromium writes as \\u007F', 'k', '\u007f', 1 + 2 + 6],
    ['quotes and backslashes, escaped by both', 'k', '"\\', 1 + 2 + 4],
    ['an object', 'settings.x', { v: 1, at: 2, data: {} }, 10 + 24],
  ])('%s', (_, key, value, bytes) => {
    expect(syncItemBytes(key, value)).toBe(bytes);
  });
});

describe('never synced', () => {
  it('lists the key first, and no group carries anything on the list', () => {
    expect(NEVER_SYNCED[0]).toBe('apiKey');
    for (const group of SYNC_GROUPS) {
      for (const setting of group.settings) {
        expect(NEVER_SYNCED).not.toContain(setting.key);
        expect(NEVER_SYNCED).not.toContain(setting.id);
      }
    }
  });

  it('refuses to define a group that would carry the key, private mode or the ledger', () => {
    for (const key of ['apiKey', 'creditLedger', 'settingsSyncOn']) {
      expect(() => syncGroup('service', [wholeItem(key, (v) => v)])).toThrow(/never be synced/u);
    }
  });

  it('drops a never-synced name another browser put in a group instead of passing it on', () => {
    const [credits] = SYNC_GROUPS.filter((group) => group.name === 'credits');
    const read = readGroup(credits!, {
      v: 1,
      at: 1,
      data: { apiKey: 'leaked', 'usagePreferences.privateMode': true, 'usagePreferences.showBadge': true, future: 1 },
    });
    expect(read.kind).toBe('ok');
    const written = storedGroup(2, { 'usagePreferences.showBadge': true }, read.kind === 'ok' ? read.unknown : {});
    expect(written.data).toEqual({ 'usagePreferences.showBadge': true, future: 1 });
  });

  it('keeps the key, whether one is set, the ledger, private mode, the cache’s lifetime and notices out of sync storage, and out of the other browser', async () => {
    vi.useFakeTimers();
    try {
      const secret = 'sk-live-7Hq2-never-leaves';
      const first = browserProfile();
      await first.local.set({
        apiKey: secret,
        apiKeySet: true,
        apiBaseUrl: 'https://api.example.com',
        creditLedger: { days: { '2025-03-01': { credits: 3 } }, balance: { amount: 1_000, setAt: 1 } },
        serviceBalance: { credits: 990, at: 1 },
        usagePreferences: { cacheTtlMinutes: 5, privateMode: true, lowBalanceThreshold: 5, showBadge: true },
        settingsNotices: [{ field: 'API key', message: secret, at: 1 }],
        siteLists: { blocked: ['spam.example'], pinned: [] },
      });
      await first.local.set({ settingsSyncOn: true });
      await vi.advanceTimersByTimeAsync(5_000);

      const everything = JSON.stringify(Object.fromEntries(first.sync.data));
      expect(everything).not.toContain(secret);
      const names = [...first.sync.data.values()].flatMap((group) => Object.keys((group as { data: object }).data));
      for (const never of NEVER_SYNCED)
        expect(names.some((name) => name === never || name.startsWith(`${never}.`))).toBe(false);
      expect(everything).not.toMatch(/privateMode|cacheTtlMinutes|creditLedger|serviceBalance|apiKey"/u);

      const second = browserProfile();
      for (const [key, value] of first.sync.data) second.sync.data.set(key, value);
      await second.local.set({ settingsSyncOn: true });
      await vi.advanceTimersByTimeAsync(5_000);
      const secondLocal = JSON.stringify(Object.fromEntries(second.local.data));
      expect(secondLocal).not.toContain(secret);
      expect(second.local.data.get('apiKey')).toBeUndefined();
      expect(second.local.data.get('siteLists')).toEqual({ blocked: ['spam.example'], pinned: [] });
      // Its own private mode and cache lifetime (here: the defaults); the warning came from the first.
      expect(checkUsagePreferences(second.local.data.get('usagePreferences'))).toMatchObject({
        privateMode: false,
        cacheTtlMinutes: 60,
        lowBalanceThreshold: 5,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
