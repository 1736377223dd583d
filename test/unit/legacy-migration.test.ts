import type { SearchResponse } from '../../lib/api/search-response';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { dayKey, monthKey } from '../../lib/credits/calendar';
import { remainingCredits, summarize } from '../../lib/credits/credit-ledger';
import { dailyUsage } from '../../lib/credits/usage-breakdown';
import { checkLedger, creditLedgerItem } from '../../lib/credits/ledger-item';
import { createLedgerArchive } from '../../lib/credits/ledger-archive';
import { migrateLegacyData, type LegacyStorage } from '../../lib/background/legacy-migration';
import { usageWiring } from './usage-wiring';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-20T12:00:00Z');

const response = (query: string, titles: string[]) => ({
  query,
  organic: titles.map((title, i) => ({ title, link: `https://example.org/${i}`, position: i + 1 })),
  relatedSearches: ['more'],
  droppedResults: 0,
  credits: 1,
});

/** storage.local exactly as the first release left it ("version 1" of each value, WXT's meta beside). */
const EVENTS = [
  { at: NOW - 200 * DAY, credits: 5, source: 'popup' },
  { at: NOW - 40 * DAY, credits: 0, source: 'sidepanel', saved: 2 },
  { at: NOW - 35 * DAY, credits: 2, source: 'context-menu' },
  { at: NOW - 3 * DAY, credits: 1, source: 'omnibox' },
  { at: NOW - 2 * 3600_000, credits: 0, source: 'sidepanel', saved: 1 },
  { at: NOW - 3600_000, credits: 3, source: 'shortcut' },
  { at: 'broken', credits: 1, source: 'popup' },
];
const LEGACY = {
  searchHistory: {
    entries: [
      {
        id: 'h3',
        request: { query: 'coffee', numberOfResults: 20 },
        source: 'popup',
        at: NOW - 1000,
        credits: 2,
        cached: false,
        response: response('coffee', ['Coffee — Wikipedia', '珈琲の歴史']),
        bytes: 300,
      },
      { id: 'broken', at: 'yesterday' },
      {
        id: 'h1',
        request: { query: 'paris' },
        source: 'sidepanel',
        at: NOW - 5000,
        cached: true,
        credits: 0,
        response: response('paris', ['Paris']),
        bytes: 200,
      },
    ],
  },
  searchHistory$: { v: 1 },
  searchCache: {
    entries: [
      {
        key: 'fp|https://api.example|old',
        response: response('old', ['Old']),
        fetchedAt: NOW - 7200_000,
        expiresAt: NOW - 3600_000,
        bytes: 10,
      },
      { key: 'fp|https://api.example|damaged', fetchedAt: NOW, expiresAt: NOW + 1 },
      {
        key: 'fp|https://api.example|fresh',
        response: response('fresh', ['Fresh']),
        fetchedAt: NOW - 60_000,
        expiresAt: NOW + 3600_000,
        bytes: 10,
      },
    ],
  },
  searchCache$: { v: 1 },
  creditLedger: {
    events: EVENTS,
    balance: { amount: 100, setAt: NOW - 36 * DAY },
    billedSinceBalance: 6,
    exhaustedAt: NOW - 10 * DAY,
  },
};

/** The first release's figures, computed from its events the way it computed them. */
interface GoodEvent {
  at: number;
  credits: number;
  saved?: number;
}

function figuresFromEvents(now: number) {
  const good = EVENTS.flatMap((e): GoodEvent[] => (typeof e.at === 'number' ? [{ ...e, at: e.at }] : []));
  const sum = (pick: (e: GoodEvent) => boolean, value: (e: GoodEvent) => number) =>
    good.filter(pick).reduce((total, e) => total + value(e), 0);
  return {
    billedToday: sum(
      (e) => dayKey(e.at) === dayKey(now),
      (e) => e.credits,
    ),
    billedThisMonth: sum(
      (e) => monthKey(e.at) === monthKey(now),
      (e) => e.credits,
    ),
    savedByCache: sum(
      () => true,
      (e) => e.saved ?? 0,
    ),
    chart: (day: string) =>
      sum(
        (e) => dayKey(e.at) === day,
        (e) => e.credits,
      ),
  };
}

const local: LegacyStorage = {
  get: (keys) => fakeBrowser.storage.local.get(keys),
  remove: (keys) => fakeBrowser.storage.local.remove(keys),
};

function migration(wiring = usageWiring({ now: () => NOW }), storage: LegacyStorage = local) {
  let changed = 0;
  const run = () =>
    migrateLegacyData({
      local: storage,
      history: wiring.history,
      cache: wiring.cacheStore,
      migrateLedger: () => wiring.usage.ledger.migrateLedger(),
      historyChanged: () => (changed += 1),
      now: () => NOW,
    });
  return { wiring, run, changes: () => changed };
}

beforeEach(async () => {
  fakeBrowser.reset();
  await fakeBrowser.storage.local.set(structuredClone(LEGACY));
});

describe('moving the first release’s stored data', () => {
  it('moves the history into IndexedDB, newest first, dropping only the damaged entry', async () => {
    const { wiring, run, changes } = migration();
    await run();
    const list = await wiring.history.list();
    expect(list.map((e) => e.id)).toEqual(['h3', 'h1']);
    expect(list[0]).toMatchObject({
      request: { query: 'coffee', numberOfResults: 20 },
      source: 'popup',
      credits: 2,
      resultCount: 2,
    });
    expect((await wiring.history.get('h1'))?.response).toEqual(LEGACY.searchHistory.entries[2]?.response);
    expect(changes()).toBe(1);
  });

  it('moves the fresh cache entries, leaving the expired and the damaged ones', async () => {
    const { wiring, run } = migration();
    await run();
    const fresh = (await wiring.cacheStore.get('fp|https://api.example|fresh', NOW))?.response as SearchResponse;
    expect(fresh.organic[0]?.title).toBe('Fresh');
    expect(await wiring.cacheStore.get('fp|https://api.example|old', NOW)).toBeUndefined();
    expect(await wiring.cacheStore.get('fp|https://api.example|damaged', NOW)).toBeUndefined();
  });

  it('turns the ledger’s events into daily totals with every figure unchanged', async () => {
    const { wiring, run } = migration();
    await run();
    const stored = await creditLedgerItem.getValue();
    expect(stored).not.toHaveProperty('events');
    const ledger = checkLedger(stored);
    const before = figuresFromEvents(NOW);
    expect(summarize(ledger, NOW)).toEqual({
      billedToday: before.billedToday,
      billedThisMonth: before.billedThisMonth,
      savedByCache: before.savedByCache,
      remaining: 0,
      exhausted: true,
    });
    for (const day of dailyUsage(ledger, NOW, 30)) expect(day.credits).toBe(before.chart(day.day));
    expect(ledger).toMatchObject({
      balance: LEGACY.creditLedger.balance,
      billedSinceBalance: 6,
      exhaustedAt: NOW - 10 * DAY,
    });
    expect(remainingCredits({ ...ledger, exhaustedAt: undefined })).toBe(94);
    // The days before the recent window are kept in the archive, not dropped.
    const archived = await createLedgerArchive(wiring.open).days();
    expect(archived.map((d) => d.day)).toEqual([
      dayKey(NOW - 200 * DAY),
      dayKey(NOW - 40 * DAY),
      dayKey(NOW - 35 * DAY),
    ]);
    expect(Object.keys(ledger.days).every((day) => day >= dayKey(NOW - 31 * DAY))).toBe(true);
  });

  it('removes the old keys, and only after the new records are stored', async () => {
    await migration().run();
    const left = await fakeBrowser.storage.local.get(null);
    expect(Object.keys(left).sort()).toEqual(['creditLedger']);
  });

  it('stopped before the old keys were removed, runs again without copying anything twice', async () => {
    let refuse = true;
    const interrupted: LegacyStorage = {
      get: (keys) => local.get(keys),
      remove: (keys) => (refuse ? Promise.reject(new Error('worker stopped')) : local.remove(keys)),
    };
    const first = migration(usageWiring({ now: () => NOW }), interrupted);
    await expect(first.run()).rejects.toThrow('worker stopped');
    expect(await fakeBrowser.storage.local.get('searchHistory')).toHaveProperty('searchHistory');
    refuse = false;
    const again = migration(usageWiring({ open: first.wiring.open, now: () => NOW }), interrupted);
    await again.run();
    expect((await again.wiring.history.list()).map((e) => e.id)).toEqual(['h3', 'h1']);
    expect(summarize(checkLedger(await creditLedgerItem.getValue()), NOW).savedByCache).toBe(3);
    await again.run();
    expect((await again.wiring.history.list()).map((e) => e.id)).toEqual(['h3', 'h1']);
  });

  it('finds nothing to move on a new install, and touches nothing', async () => {
    fakeBrowser.reset();
    const { wiring, run, changes } = migration();
    await run();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
    expect(await wiring.history.list()).toEqual([]);
    expect(changes()).toBe(0);
  });
});
