import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { dayKey } from '../../lib/credits/calendar';
import { dayTotals, summarize, type CreditLedger } from '../../lib/credits/credit-ledger';
import { checkLedger, creditLedgerItem } from '../../lib/credits/ledger-item';
import { createLedgerArchive, type LedgerArchive } from '../../lib/credits/ledger-archive';
import { cacheEntry } from '../../lib/cache/cache-policy';
import { settingsNoticesItem } from '../../lib/settings/settings-notices';
import { apiKeyItem } from '../../lib/settings/settings-items';
import { localSpaceFreer } from '../../lib/background/free-local-space';
import { moveLegacyHistory } from '../../lib/background/legacy-migration';
import type { HistoryEntry } from '../../lib/history/search-history';
import type { OpenDatabase } from '../../lib/storage/database';
import type { SidekickSchema } from '../../lib/search/database';
import { createBookkeeping } from '../../lib/search/bookkeeping';
import { freshDatabase } from './fresh-database';
import { usageWiring } from './usage-wiring';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-20T12:00:00Z');
/** Before the recent window: the archive's to keep. */
const OLD = NOW - 60 * DAY;
/** Last month, inside the chart's 30 days: stays in the ledger unless space runs out. */
const LAST_MONTH = NOW - 26 * DAY;
const totals = (billed: number, saved: number, searches = 1) => ({ billed, saved, searches });

/** A ledger with a day for the archive, a day of last month, and a balance. */
const STORED_LEDGER: CreditLedger = {
  days: {
    [dayKey(OLD)]: { popup: totals(5, 2) },
    [dayKey(LAST_MONTH)]: { sidepanel: totals(3, 4) },
  },
  archivedSaved: 0,
  balance: { amount: 100, setAt: OLD - DAY },
  billedSinceBalance: 8,
};

const storedLedger = async () => checkLedger(await creditLedgerItem.getValue());
/**
 * Every credit billed, wherever its day is kept. A day in both places counts once, as the
 * ledger's: the archive's copy is replaced when the day leaves the ledger.
 */
async function billedEverywhere(archive: LedgerArchive): Promise<number> {
  const { days } = await storedLedger();
  const inLedger = Object.values(days).reduce((sum, usage) => sum + dayTotals(usage).billed, 0);
  const archived = (await archive.days())
    .filter((record) => days[record.day] === undefined)
    .reduce((sum, record) => sum + dayTotals(record.usage).billed, 0);
  return inLedger + archived;
}

const refused = () => new DOMException('A newer version of the database is stored.', 'VersionError');

beforeEach(async () => {
  fakeBrowser.reset();
  await creditLedgerItem.setValue(STORED_LEDGER);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the ledger without IndexedDB', () => {
  /** Two ways the archive fails: its write refused, or its database not opening at all. */
  const failures: Array<
    [string, (open: OpenDatabase<SidekickSchema>, broken: () => boolean) => Partial<Parameters<typeof usageWiring>[0]>]
  > = [
    [
      'an archive whose keep() rejects',
      (_open, broken) => ({
        archive: (archive) => ({
          ...archive,
          keep: (...args) => (broken() ? Promise.reject(refused()) : archive.keep(...args)),
        }),
      }),
    ],
    [
      'a database opener that rejects',
      (open, broken) => ({
        archive: () => createLedgerArchive(() => (broken() ? Promise.reject(refused()) : open())),
      }),
    ],
  ];

  it.each(failures)(
    'with %s, every charge, 402 and balance change still reaches the ledger, and the waiting days move once the archive works',
    async (_name, failing) => {
      let broken = true;
      const open = freshDatabase();
      const wiring = usageWiring({ open, now: () => NOW, ...failing(open, () => broken) });
      const ledger = wiring.usage.ledger;

      for (let i = 1; i <= 3; i += 1) {
        await ledger.billed({ at: NOW + i, credits: 2, source: 'popup' });
        expect(summarize(await storedLedger(), NOW).billedToday).toBe(2 * i);
      }
      await ledger.exhausted(NOW + 10);
      expect(summarize(await storedLedger(), NOW)).toMatchObject({ remaining: 0, exhausted: true });
      await ledger.setBalance(500, NOW + 20);
      expect((await storedLedger()).balance).toEqual({ amount: 500, setAt: NOW + 20 });
      await ledger.billed({ at: NOW + 30, credits: 1, source: 'sidepanel' });
      expect(summarize(await storedLedger(), NOW).remaining).toBe(499);
      // The old day waits in the ledger.
      expect(Object.keys((await storedLedger()).days)).toContain(dayKey(OLD));

      broken = false;
      const before = summarize(await storedLedger(), NOW);
      await ledger.billed({ at: NOW + 40, credits: 1, source: 'sidepanel' });
      const archived = await wiring.archive.days();
      expect(archived.map((record) => record.day)).toEqual([dayKey(OLD)]);
      expect(Object.keys((await storedLedger()).days)).not.toContain(dayKey(OLD));
      // Counted once: 5 + 3 from before, 2 × 3 + 1 + 1 since.
      expect(await billedEverywhere(wiring.archive)).toBe(16);
      expect(summarize(await storedLedger(), NOW)).toMatchObject({
        savedByCache: before.savedByCache,
        billedToday: before.billedToday + 1,
      });
      await ledger.billed({ at: NOW + 50, credits: 0, source: 'popup', saved: 1 });
      expect(summarize(await storedLedger(), NOW).savedByCache).toBe(before.savedByCache + 1);
      expect(await billedEverywhere(wiring.archive)).toBe(16);
    },
  );
});

/** storage.local's refusal in Chrome (Firefox names it QuotaExceededError). */
const quotaError = () => new Error('QUOTA_BYTES quota exceeded');

const pastSearch: HistoryEntry = {
  id: 'kept',
  request: { query: 'kept search' },
  source: 'sidepanel',
  at: NOW - 1000,
  cached: false,
  credits: 1,
  response: { query: 'kept search', organic: [], relatedSearches: [], droppedResults: 0 },
};

/** The stores, storage.local's left-overs and settings, and a ledger recorder that frees storage.local. */
async function fullLocalStorage() {
  const local = fakeBrowser.storage.local;
  await apiKeyItem.setValue('secret-key');
  await settingsNoticesItem.setValue([{ field: 'API base URL', message: 'was reset', at: NOW - DAY }]);
  await local.set({ searchCache: { entries: [] }, searchCache$: { v: 1 } });
  let historyChanges = 0;
  const wiring = usageWiring({
    now: () => NOW,
    freeLocalSpace: localSpaceFreer({
      local,
      moveLegacyHistory: () =>
        moveLegacyHistory({ local, history: wiring.history, historyChanged: () => (historyChanges += 1) }),
    }),
  });
  await wiring.history.add([pastSearch]);
  await wiring.cacheStore.put([cacheEntry('cached-key', pastSearch.response, NOW - 1000, 3_600_000)], NOW);
  const indexedDbUntouched = async () => {
    expect(wiring.freed).toEqual([]);
    expect((await wiring.history.list()).map((entry) => entry.id)).toEqual(['kept']);
    expect(await wiring.cacheStore.keys()).toEqual(['cached-key']);
  };
  return { wiring, local, indexedDbUntouched, historyChanges: () => historyChanges };
}

/** Refuses storage.local writes of the ledger: `times` of them, or all. */
function refuseLedgerWrites(times = Infinity) {
  const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
  let left = times;
  return vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation((items: Record<string, unknown>) => {
    if ('creditLedger' in items && left > 0) {
      left -= 1;
      return Promise.reject(quotaError());
    }
    return set(items);
  });
}

describe('the ledger when storage.local is full', () => {
  it('frees space in storage.local, not in IndexedDB, and the write succeeds on the retry', async () => {
    const { wiring, local, indexedDbUntouched } = await fullLocalStorage();
    refuseLedgerWrites(1);
    await wiring.usage.ledger.billed({ at: NOW, credits: 2, source: 'popup' });

    const ledger = await storedLedger();
    expect(summarize(ledger, NOW).billedToday).toBe(2);
    // The days before this month went to the archive early; today and this month stay.
    expect(Object.keys(ledger.days)).toEqual([dayKey(NOW)]);
    expect((await wiring.archive.days()).map((record) => record.day).sort()).toEqual(
      [dayKey(OLD), dayKey(LAST_MONTH)].sort(),
    );
    // No credit record lost, none counted twice.
    expect(await billedEverywhere(wiring.archive)).toBe(10);
    expect(summarize(ledger, NOW).savedByCache).toBe(6);
    expect(ledger.balance).toEqual(STORED_LEDGER.balance);
    // What can go beside the ledger went; settings and the key stayed.
    expect(await local.get(['searchCache', 'searchCache$', 'settingsNotices'])).toEqual({});
    expect(await apiKeyItem.getValue()).toBe('secret-key');
    await indexedDbUntouched();
  });

  it('moves the first release’s history left in storage.local to IndexedDB rather than dropping it', async () => {
    const { wiring, local, historyChanges } = await fullLocalStorage();
    await local.set({
      searchHistory: { entries: [{ ...pastSearch, id: 'first-release', request: { query: 'old' } }] },
    });
    refuseLedgerWrites(1);
    await wiring.usage.ledger.billed({ at: NOW, credits: 1, source: 'popup' });
    expect(await local.get('searchHistory')).toEqual({});
    expect((await wiring.history.list()).map((entry) => entry.id)).toEqual(['kept', 'first-release']);
    expect(historyChanges()).toBe(1);
  });

  it('reports a second refusal and deletes nothing more; the days moved early are counted once', async () => {
    const { wiring, local, indexedDbUntouched } = await fullLocalStorage();
    const refusals = refuseLedgerWrites(2);
    await expect(wiring.usage.ledger.billed({ at: NOW, credits: 2, source: 'popup' })).rejects.toThrow('quota');
    expect(refusals).toHaveBeenCalledTimes(2);
    // The ledger as it was; the settings and the key as they were; IndexedDB as it was.
    expect(await storedLedger()).toEqual(STORED_LEDGER);
    expect(await apiKeyItem.getValue()).toBe('secret-key');
    await indexedDbUntouched();
    expect(await local.get('creditLedger')).toHaveProperty('creditLedger');

    // The archive took the early days while the ledger kept them: the next write counts each once.
    await wiring.usage.ledger.billed({ at: NOW, credits: 1, source: 'popup' });
    const ledger = await storedLedger();
    expect(summarize(ledger, NOW).savedByCache).toBe(6);
    expect(await billedEverywhere(wiring.archive)).toBe(9);
  });

  it('is reported through the search’s bookkeeping: the answer stands, the person is told', async () => {
    const { wiring } = await fullLocalStorage();
    refuseLedgerWrites();
    const problems: unknown[] = [];
    await createBookkeeping(0, (error) => problems.push(error)).afterPaint(() =>
      wiring.usage.ledger.billed({ at: NOW, credits: 1, source: 'popup' }),
    );
    expect(problems).toHaveLength(1);
  });
});
