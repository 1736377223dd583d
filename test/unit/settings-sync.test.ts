import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_GROUPS } from '../../lib/settings/sync/sync-groups';
import { readGroup, SYNC_CLOCK_SKEW_MS } from '../../lib/settings/sync/synced-group';
import { browserProfile, carry, type Profile } from './sync-browsers';

/** Lets the debounce, the writes and the events they cause run their course. */
const quiet = async () => {
  for (let round = 0; round < 4; round += 1) await vi.advanceTimersByTimeAsync(1_500);
};
const switchOn = (profile: Profile) => profile.local.set({ settingsSyncOn: true });
const group = (profile: Profile, name: string) =>
  profile.sync.data.get(`settings.${name}`) as { v: number; at: number; data: Record<string, unknown> } | undefined;
const blocked = (profile: Profile) =>
  (profile.local.data.get('siteLists') as { blocked: string[] } | undefined)?.blocked;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('switching sync on', () => {
  it('with nothing synced yet, puts every group of this browser there and says nothing was taken', async () => {
    const first = browserProfile();
    await first.local.set({ siteLists: { blocked: ['spam.example'], pinned: [] }, searchDefaults: { country: 'DE' } });
    await switchOn(first);
    await quiet();

    expect([...first.sync.data.keys()].sort()).toEqual(
      ['settings.credits', 'settings.display', 'settings.search', 'settings.service', 'settings.sites'].sort(),
    );
    expect(group(first, 'sites')?.data).toEqual({ 'siteLists.blocked': ['spam.example'], 'siteLists.pinned': [] });
    expect(group(first, 'search')?.data['searchDefaults.country']).toBe('DE');
    expect(first.state().report.taken).toEqual([]);
    // All five groups in one write operation.
    expect(first.sync.writes).toHaveLength(1);
  });

  it('takes the settings another browser synced — this page’s values do not overwrite them — and says which', async () => {
    const first = browserProfile();
    await first.local.set({ siteLists: { blocked: ['spam.example'], pinned: ['docs.example'] } });
    await switchOn(first);
    await quiet();

    const second = browserProfile();
    await second.local.set({
      apiKey: 'second-key',
      siteLists: { blocked: ['mine.example'], pinned: [] },
      usagePreferences: { cacheTtlMinutes: 5, privateMode: true, lowBalanceThreshold: 3, showBadge: true },
    });
    await carry(first, second);
    const carried = group(second, 'sites');
    await switchOn(second);
    await quiet();

    expect(second.local.data.get('siteLists')).toEqual({ blocked: ['spam.example'], pinned: ['docs.example'] });
    expect(second.state().report.taken).toEqual(['search', 'sites', 'service', 'credits', 'display']);
    // What was taken is not written back over the other browser's.
    expect(group(second, 'sites')).toEqual(carried);
    expect(second.sync.writes).toHaveLength(1); // carry's own write only
    // This browser's key, private mode and cache lifetime are its own.
    expect(second.local.data.get('apiKey')).toBe('second-key');
    expect(second.local.data.get('usagePreferences')).toMatchObject({
      cacheTtlMinutes: 5,
      privateMode: true,
      lowBalanceThreshold: 20,
      showBadge: false,
    });
  });

  it('switched off, neither writes nor reads, and leaves the settings here as they are', async () => {
    const first = browserProfile();
    const second = browserProfile();
    await switchOn(first);
    await quiet();
    await carry(first, second);
    await switchOn(second);
    await quiet();

    await second.local.set({ settingsSyncOn: false });
    await quiet();
    expect(second.state()).toEqual({ joined: false, pending: {}, report: {} });

    await first.local.set({ siteLists: { blocked: ['new.example'], pinned: [] } });
    await quiet();
    await carry(first, second);
    await quiet();
    expect(blocked(second)).toEqual([]);

    const writes = second.sync.writes.length;
    await second.local.set({ siteLists: { blocked: ['second.example'], pinned: [] } });
    await quiet();
    expect(second.sync.writes).toHaveLength(writes);
    expect(blocked(second)).toEqual(['second.example']);
  });

  it('says so and keeps everything local where sync storage does not sync (Firefox for Android)', async () => {
    const phone = browserProfile({ platform: 'android' });
    await phone.local.set({ siteLists: { blocked: ['spam.example'], pinned: [] } });
    await switchOn(phone);
    await quiet();
    expect(phone.sync.data.size).toBe(0);
    expect(phone.state().joined).toBe(false);
    expect(phone.state().report.unavailable).toBe(
      'Firefox for Android does not sync add-on data: your settings stay on this device.',
    );
    expect(blocked(phone)).toEqual(['spam.example']);
  });

  it('says so where the browser refuses its sync storage', async () => {
    const profile = browserProfile();
    profile.sync.get = () => Promise.reject(new Error('Please set webextensions.storage.sync.enabled to true'));
    await switchOn(profile);
    await quiet();
    expect(profile.state().report.unavailable).toContain('webextensions.storage.sync.enabled');
  });
});

describe('after that, the newest change wins per group', () => {
  async function twoInSync() {
    const first = browserProfile();
    const second = browserProfile();
    await switchOn(first);
    await quiet();
    await carry(first, second);
    await switchOn(second);
    await quiet();
    return { first, second };
  }

  it('carries a change made in one browser to the other', async () => {
    const { first, second } = await twoInSync();
    await first.local.set({ siteLists: { blocked: [], pinned: ['wiki.example'] } });
    await quiet();
    await carry(first, second);
    await quiet();
    expect(second.local.data.get('siteLists')).toEqual({ blocked: [], pinned: ['wiki.example'] });
    // Applying it wrote nothing back.
    expect(group(second, 'sites')).toEqual(group(first, 'sites'));
  });

  it('keeps the newer of two changes to one group in both browsers, whichever arrives first', async () => {
    for (const order of ['older first', 'newer first'] as const) {
      const { first, second } = await twoInSync();
      await first.local.set({ siteLists: { blocked: ['older.example'], pinned: [] } });
      await quiet();
      vi.advanceTimersByTime(60_000);
      await second.local.set({ siteLists: { blocked: ['newer.example'], pinned: [] } });
      await quiet();

      if (order === 'older first') {
        await carry(first, second);
        await quiet();
        await carry(second, first);
      } else {
        await carry(second, first);
        await quiet();
        await carry(first, second);
      }
      await quiet();
      expect({ order, first: blocked(first), second: blocked(second) }).toEqual({
        order,
        first: ['newer.example'],
        second: ['newer.example'],
      });
    }
  });

  it('does not take its own write coming back for another browser’s, when the group changed here again meanwhile', async () => {
    const profile = browserProfile();
    await switchOn(profile);
    await quiet();
    await profile.local.set({ siteLists: { blocked: ['first.example'], pinned: [] } });
    // The person blocks another site the moment the first change is written: its event comes
    // after the write's own event, which the worker handles with the second change stored.
    profile.sync.afterWrite = () => void profile.local.set({ siteLists: { blocked: ['second.example'], pinned: [] } });
    await quiet();
    expect(blocked(profile)).toEqual(['second.example']);
    expect(group(profile, 'sites')?.data['siteLists.blocked']).toEqual(['second.example']);
  });

  it('stamps a change made here when it was made, not when a slow worker got to it: a later change elsewhere still wins', async () => {
    const { first, second } = await twoInSync();
    // The second browser's storage answers slowly: its worker hears of the change at once, but
    // gets to it only after the first browser has changed the same group (a busy machine, CI).
    let answer = () => undefined as void;
    second.local.hold = new Promise<void>((resolve) => (answer = resolve));
    await second.local.set({ siteLists: { blocked: ['earlier.example'], pinned: [] } });
    await vi.advanceTimersByTimeAsync(200);
    await first.local.set({ siteLists: { blocked: ['later.example'], pinned: [] } });
    await quiet();
    vi.advanceTimersByTime(5_000);
    second.local.hold = undefined;
    answer();
    await quiet();

    await carry(first, second);
    await quiet();
    await carry(second, first);
    await quiet();
    expect({ first: blocked(first), second: blocked(second) }).toEqual({
      first: ['later.example'],
      second: ['later.example'],
    });
  });

  it('keeps changes to different groups from both browsers', async () => {
    const { first, second } = await twoInSync();
    await first.local.set({ siteLists: { blocked: ['a.example'], pinned: [] } });
    await second.local.set({ displayPreferences: { openLinksIn: 'current-tab' } });
    await quiet();
    await carry(first, second);
    await quiet();
    await carry(second, first);
    await quiet();
    for (const profile of [first, second]) {
      expect(blocked(profile)).toEqual(['a.example']);
      expect(profile.local.data.get('displayPreferences')).toEqual({ openLinksIn: 'current-tab' });
    }
  });

  it('a group stamped in the future (a clock far off, or a group made to win for ever) counts as written now (L6)', async () => {
    const { first, second } = await twoInSync();
    // The first browser's clock runs a year fast when it writes the group.
    const yearAhead = Date.now() + 365 * 86_400_000;
    await first.local.set({ siteLists: { blocked: ['from-the-future.example'], pinned: [] } });
    await quiet();
    const stamped = group(first, 'sites')!;
    first.sync.data.set('settings.sites', { ...stamped, at: yearAhead });
    await carry(first, second);
    await quiet();
    expect(blocked(second)).toEqual(['from-the-future.example']);
    // A change made here a minute later is newer: it goes out and stays, in both browsers.
    vi.advanceTimersByTime(60_000);
    await second.local.set({ siteLists: { blocked: ['made-here.example'], pinned: [] } });
    await quiet();
    await carry(second, first);
    await quiet();
    expect(blocked(second)).toEqual(['made-here.example']);
    expect(blocked(first)).toEqual(['made-here.example']);
  });

  it('a group stamped a few minutes ahead (clocks differ a little) keeps its time', () => {
    const [sites] = SYNC_GROUPS.filter((candidate) => candidate.name === 'sites');
    const now = Date.now();
    const read = (at: number) => readGroup(sites!, { v: 1, at, data: {} }, now);
    expect(read(now + 5 * 60_000)).toMatchObject({ kind: 'ok', at: now + 5 * 60_000 });
    expect(read(now + SYNC_CLOCK_SKEW_MS + 1)).toMatchObject({ kind: 'ok', at: now });
  });

  it('catches up on start with what another browser changed while the worker was stopped', async () => {
    const { first, second } = await twoInSync();
    await first.local.set({ siteLists: { blocked: ['while-asleep.example'], pinned: [] } });
    await quiet();
    // The second browser's worker is stopped: its sync storage changes without it hearing.
    second.engine.onStorageChanged = () => undefined;
    await carry(first, second);
    const restarted = browserProfile();
    for (const [key, value] of second.local.data) restarted.local.data.set(key, value);
    for (const [key, value] of second.sync.data) restarted.sync.data.set(key, value);
    await restarted.engine.catchUp();
    expect(blocked(restarted)).toEqual(['while-asleep.example']);
  });
});

describe('within the browser’s limits', () => {
  it('writes only the group that changed, and one Save’s changes to several groups in one operation', async () => {
    const profile = browserProfile();
    await switchOn(profile);
    await quiet();
    const [writes, search] = [profile.sync.writes.length, group(profile, 'search')];

    await profile.local.set({ siteLists: { blocked: ['x.example'], pinned: [] } });
    await quiet();
    expect(profile.sync.writes).toHaveLength(writes + 1);
    expect(group(profile, 'search')).toEqual(search);

    await profile.local.set({ displayPreferences: { openLinksIn: 'background-tab' } });
    await profile.local.set({
      usagePreferences: {
        cacheTtlMinutes: 60,
        privateMode: false,
        lowBalanceThreshold: 7,
        showBadge: true,
        dailyBudget: 40,
      },
    });
    await profile.local.set({ menuPresets: [] });
    await quiet();
    expect(profile.sync.writes).toHaveLength(writes + 2);
    expect(group(profile, 'credits')?.data).toEqual({
      'usagePreferences.dailyBudget': 40,
      'usagePreferences.lowBalanceThreshold': 7,
      'usagePreferences.showBadge': true,
    });

    // Saving the same values again writes nothing.
    await profile.local.set({ menuPresets: ['x'] });
    await profile.local.set({ menuPresets: [] });
    await quiet();
    expect(profile.sync.writes).toHaveLength(writes + 2);
  });

  it('reports a group over 8 KB with its size, does not write it, and writes it once it fits', async () => {
    const profile = browserProfile();
    await profile.local.set({ siteLists: { blocked: ['small.example'], pinned: [] } });
    await switchOn(profile);
    await quiet();

    const many = Array.from({ length: 600 }, (_, i) => `site-number-${i}.example`);
    await profile.local.set({
      siteLists: { blocked: many, pinned: [] },
      displayPreferences: { openLinksIn: 'current-tab' },
    });
    await quiet();

    const [report] = profile.state().report.tooLarge as Array<{ group: string; bytes: number; limit: number }>;
    expect(report).toMatchObject({ group: 'sites', limit: 8_192 });
    expect(report!.bytes).toBeGreaterThan(8_192);
    // Not cut, not written: sync keeps the last one that fit; the other group went out.
    expect(group(profile, 'sites')?.data['siteLists.blocked']).toEqual(['small.example']);
    expect(group(profile, 'display')?.data['displayPreferences.openLinksIn']).toBe('current-tab');
    expect(blocked(profile)).toHaveLength(600);

    await profile.local.set({ siteLists: { blocked: many.slice(0, 100), pinned: [] } });
    await quiet();
    expect(group(profile, 'sites')?.data['siteLists.blocked']).toHaveLength(100);
    expect(profile.state().report.tooLarge).toEqual([]);
  });

  it.each([
    ['the minute’s write cap', 'This request exceeds the MAX_WRITE_OPERATIONS_PER_MINUTE quota.', 60_000],
    ['the quota', 'Resource::kQuotaBytes quota exceeded', 5 * 60_000],
  ])('shows a refusal (%s), keeps the settings here, and tries again later', async (_, message, wait) => {
    const profile = browserProfile();
    await switchOn(profile);
    await quiet();
    profile.sync.refuse = () => new Error(message);
    await profile.local.set({ siteLists: { blocked: ['later.example'], pinned: [] } });
    await quiet();

    const failed = profile.state().report.failed as { message: string; retryAt: number };
    expect(failed.message).toBe(message);
    expect(failed.retryAt).toBeGreaterThan(Date.now() + wait - 10_000);
    expect(blocked(profile)).toEqual(['later.example']);
    expect(group(profile, 'sites')?.data['siteLists.blocked']).toEqual([]);

    profile.sync.refuse = undefined;
    await vi.advanceTimersByTimeAsync(wait);
    await quiet();
    expect(group(profile, 'sites')?.data['siteLists.blocked']).toEqual(['later.example']);
    expect(profile.state().report.failed).toBeUndefined();
  });
});

describe('what another browser wrote', () => {
  const now = () => Date.now();

  it('reads an older shape like stored settings, leaves a setting it lacks alone, and writes it again with it', async () => {
    const profile = browserProfile();
    await profile.local.set({ menuPresets: ['past-week'], searchDefaults: { type: 'news' } });
    // Written by a version that synced only the country and location, in forms the readers normalize.
    profile.sync.data.set('settings.search', {
      v: 1,
      at: now() - 1_000,
      data: {
        'searchDefaults.country': 'de',
        'searchDefaults.location': 'JAPAN',
        'searchDefaults.numberOfResults': '20',
      },
    });
    await switchOn(profile);
    await quiet();

    expect(profile.local.data.get('searchDefaults')).toEqual({
      type: 'news',
      country: 'DE',
      location: 'JAPAN',
      numberOfResults: 20,
    });
    expect(profile.local.data.get('menuPresets')).toEqual(['past-week']);
    expect(group(profile, 'search')?.data).toMatchObject({
      'searchDefaults.country': 'DE',
      'searchDefaults.type': 'news',
      menuPresets: ['past-week'],
    });
  });

  it('keeps settings a newer version added (unknown here) when it writes the group', async () => {
    const profile = browserProfile();
    profile.sync.data.set('settings.service', {
      v: 1,
      at: now() - 1_000,
      data: { apiBaseUrl: 'https://api.example.com', apiDialect: 'serper', readerBaseUrl: 'https://scrape.example' },
    });
    await switchOn(profile);
    await quiet();
    await profile.local.set({ apiDialect: 'spec' });
    await quiet();
    expect(group(profile, 'service')?.data).toEqual({
      apiBaseUrl: 'https://api.example.com',
      apiDialect: 'spec',
      readerUrl: null,
      readerBaseUrl: 'https://scrape.example',
    });
  });

  it('replaces an unreadable group with this browser’s at the next change here, and stops saying so', async () => {
    const profile = browserProfile();
    profile.sync.data.set('settings.display', { v: 1, at: now(), data: { 'displayPreferences.openLinksIn': 7 } });
    await switchOn(profile);
    await quiet();
    expect(profile.state().report.ignored).toEqual([{ group: 'display', newer: false }]);
    await profile.local.set({ displayPreferences: { openLinksIn: 'background-tab' } });
    await quiet();
    expect(group(profile, 'display')?.data).toEqual({
      'displayPreferences.openLinksIn': 'background-tab',
      // Never set here: null, "not set" (the default applies in each browser).
      'displayPreferences.collapseTabGroups': null,
      passageLinks: null,
      onDeviceSummaries: null,
      onDeviceTranslations: null,
      serviceSuggestions: null,
    });
    expect(profile.state().report.ignored).toEqual([]);
  });

  it('does not apply a group a newer format wrote, says so, and does not overwrite it', async () => {
    const profile = browserProfile();
    const newer = { v: 2, at: now() - 1_000, data: { 'siteLists.blocked': { rules: [] } } };
    profile.sync.data.set('settings.sites', newer);
    await profile.local.set({ siteLists: { blocked: ['mine.example'], pinned: [] } });
    await switchOn(profile);
    await quiet();
    await profile.local.set({ siteLists: { blocked: ['mine.example', 'more.example'], pinned: [] } });
    await quiet();
    expect(blocked(profile)).toEqual(['mine.example', 'more.example']);
    expect(group(profile, 'sites')).toEqual(newer);
    expect(profile.state().report.ignored).toEqual([{ group: 'sites', newer: true }]);
  });

  it.each([
    ['a value that is not a group', 'settings.sites', 'blocked'],
    ['a group without data', 'settings.sites', { v: 1, at: 1 }],
    ['a version that is not a number', 'settings.sites', { v: 'one', at: 1, data: {} }],
    ['a group without its time', 'settings.sites', { v: 1, data: { 'siteLists.blocked': ['ok.example'] } }],
    [
      'one entry that names no site',
      'settings.sites',
      { v: 1, at: 1, data: { 'siteLists.blocked': ['ok.example', 'not a site/at all'] } },
    ],
    ['a list that is not a list', 'settings.sites', { v: 1, at: 1, data: { 'siteLists.pinned': 'ok.example' } }],
    [
      'a negative budget',
      'settings.credits',
      { v: 1, at: 1, data: { 'usagePreferences.dailyBudget': -1, 'usagePreferences.showBadge': true } },
    ],
    [
      'a threshold that is text',
      'settings.credits',
      { v: 1, at: 1, data: { 'usagePreferences.lowBalanceThreshold': 'x', 'usagePreferences.showBadge': true } },
    ],
    [
      'an unknown link target',
      'settings.display',
      { v: 1, at: 1, data: { 'displayPreferences.openLinksIn': 'sideways' } },
    ],
    [
      'an unknown service',
      'settings.service',
      { v: 1, at: 1, data: { apiBaseUrl: 'https://ok.example', apiDialect: 'soap' } },
    ],
    [
      'an address the key must not go to',
      'settings.service',
      { v: 1, at: 1, data: { apiBaseUrl: 'http://plain.example', apiDialect: 'spec' } },
    ],
    [
      'presets that are not a list',
      'settings.search',
      { v: 1, at: 1, data: { menuPresets: 'all', 'searchDefaults.country': 'FR' } },
    ],
    [
      'an unknown country',
      'settings.search',
      { v: 1, at: 1, data: { 'searchDefaults.country': 'XX', menuPresets: [] } },
    ],
  ])('ignores a malformed group (%s) with a notice, never applying part of it', async (_, key, value) => {
    const profile = browserProfile();
    const mine = {
      siteLists: { blocked: ['mine.example'], pinned: [] },
      usagePreferences: { cacheTtlMinutes: 60, privateMode: false, lowBalanceThreshold: 9, showBadge: false },
      displayPreferences: { openLinksIn: 'new-tab' },
      apiBaseUrl: 'https://mine.example',
      apiDialect: 'serper',
      searchDefaults: { country: 'GB' },
      menuPresets: ['past-week'],
    };
    await profile.local.set(mine);
    profile.sync.data.set(key, value);
    await switchOn(profile);
    await quiet();
    for (const [item, stored] of Object.entries(mine)) expect(profile.local.data.get(item)).toEqual(stored);
    expect(profile.state().report.ignored).toEqual([{ group: key.slice('settings.'.length), newer: false }]);
    expect(profile.state().report.taken).toEqual([]);
  });
});
