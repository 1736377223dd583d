import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { dayTotals, EMPTY_LEDGER, withPending, type CreditLedger } from '../../lib/credits/credit-ledger';
import { dayKey } from '../../lib/credits/calendar';
import { checkLedger, checkPendingCharges, creditLedgerItem } from '../../lib/credits/ledger-item';
import { pendingChargesItem, type PendingCharge } from '../../lib/credits/pending-charges';
import { createLedgerRecorder } from '../../lib/credits/ledger-recorder';
import { MIRROR_DELAY_MS } from '../../lib/credits/pending-charge-book';
import { createLedgerArchive } from '../../lib/credits/ledger-archive';
import { expectedCost } from '../../lib/credits/expected-cost';
import { withServiceBalance, type ServiceBalance } from '../../lib/credits/service-balance';
import { createSearchService } from '../../lib/search/search-service';
import { windowRecordStore } from '../../lib/search/window-records';
import type { SearchMessage, SearchView } from '../../lib/search/search-message';
import { readSettings } from '../../lib/settings/read-settings';
import { apiKeyItem } from '../../lib/settings/settings-items';
import { DEFAULT_USAGE_PREFERENCES, usagePreferencesItem } from '../../lib/settings/usage-preferences';
import { parseSearchResponse } from '../../lib/api/parse-response';
import { MAX_CREDITS_PER_ANSWER } from '../../lib/api/read-answer';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { freshDatabase } from './fresh-database';
import { usageWiring } from './usage-wiring';
import { saveAddressWithKey } from './key-entered';

const KEY = 'at-once-key';
let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 1000 }, rateLimit: false });
});
afterAll(() => api.close());
beforeEach(async () => {
  fakeBrowser.reset();
  api.reset();
  await apiKeyItem.setValue(KEY);
  await saveAddressWithKey(api.url);
});

const today = (ledger: CreditLedger) => dayTotals(ledger.days[dayKey(Date.now())]).billed;
const storedLedger = async () => checkLedger(await creditLedgerItem.getValue());
const setBudget = (dailyBudget: number) => usagePreferencesItem.setValue({ ...DEFAULT_USAGE_PREFERENCES, dailyBudget });
const WINDOW_ONE: SearchView = { windowId: 1, private: false };
const WINDOW_TWO: SearchView = { windowId: 2, private: false };
const search = (query: string, extra: Partial<SearchMessage> = {}): SearchMessage => ({
  request: { query },
  source: 'sidepanel',
  ...extra,
});

/**
 * The service as the worker builds it, with the ledger written long after an answer is shown
 * (the real delay is ~150 ms; here 400 ms, so what happens in between is seen for sure).
 */
function service(bookkeepingDelayMs = 400) {
  const wiring = usageWiring();
  const searches = createSearchService({
    bookkeepingDelayMs,
    readSettings,
    hasHostPermission: () => Promise.resolve(true),
    records: windowRecordStore(fakeBrowser.storage.session),
    cache: wiring.cache,
    usage: wiring.usage,
    freeSpace: wiring.freeSpace,
  });
  return { ...wiring, searches };
}

describe('an answer’s credits count from the moment it arrives', () => {
  it('before the ledger is written: the worker’s ledger, and the pending record pages read, have it at once', async () => {
    const { searches, usage } = service();
    const outcome = await searches.search(search('paris'), WINDOW_ONE);
    expect(outcome).toMatchObject({ ok: true, record: { billed: 1 } });
    // Not written yet…
    expect(today(await storedLedger())).toBe(0);
    // …but counted: in the worker, and for every page (stored ledger + pending charges, written
    // a task after the reply to the page that asked).
    expect(today(await usage.ledger.current())).toBe(1);
    await expect.poll(async () => (await pendingChargesItem.getValue()).length).toBe(1);
    const pending = checkPendingCharges(await pendingChargesItem.getValue());
    expect(pending).toMatchObject([{ credits: 1, source: 'sidepanel' }]);
    expect(today(withPending(await storedLedger(), pending))).toBe(1);
    expect((await usage.ledger.current()).billedTotal).toBe(1);

    // Once written: counted once, and no longer pending.
    await searches.whenIdle();
    expect(today(await storedLedger())).toBe(1);
    expect(await pendingChargesItem.getValue()).toEqual([]);
    expect(today(await usage.ledger.current())).toBe(1);
  });

  it('a budget reached by an answer stops the next search sent at once, from the same window or another', async () => {
    const { searches } = service();
    await setBudget(1);
    expect(await searches.search(search('paris'), WINDOW_ONE)).toMatchObject({ ok: true });
    const [same, other] = await Promise.all([
      searches.search(search('coffee'), WINDOW_ONE),
      searches.search(search('london', { source: 'popup' }), WINDOW_TWO),
    ]);
    expect(same).toMatchObject({ ok: false, error: { kind: 'over-budget' } });
    expect(other).toMatchObject({ ok: false, error: { kind: 'over-budget' } });
    expect(!same.ok && same.error.message).toBe(
      'Not sent: today’s searches have used 1 of your daily budget of 1 credits, and this one would cost about 1 more.',
    );
    expect(api.searchRequests()).toHaveLength(1);
    await searches.whenIdle();
  });

  it('searches in flight count at their expected cost: two sent together cannot pass the budget between them', async () => {
    const { searches } = service(0);
    await setBudget(1);
    api.setLatency(300);
    const [first, second] = await Promise.all([
      searches.search(search('paris'), WINDOW_ONE),
      searches.search(search('coffee'), WINDOW_TWO),
    ]);
    expect(first).toMatchObject({ ok: true });
    expect(second).toMatchObject({ ok: false, error: { kind: 'over-budget' } });
    expect(!second.ok && second.error.message).toBe(
      'Not sent: today’s searches have used 0 of your daily budget of 1 credits, searches still running will use about 1, and this one would cost about 1 more.',
    );
    expect(api.searchRequests()).toHaveLength(1);
    await searches.whenIdle();
    // The search that answered is no longer in flight: it counts as billed, once.
    const third = await searches.search(search('berlin'), WINDOW_ONE);
    expect(!third.ok && third.error.message).toContain('used 1 of your daily budget of 1 credits, and');
  });

  it('two identical searches in flight share one request and one reservation', async () => {
    const { searches } = service(0);
    await setBudget(1);
    api.setLatency(200);
    const [a, b] = await Promise.all([
      searches.search(search('paris'), WINDOW_ONE),
      searches.search(search('paris', { source: 'popup' }), WINDOW_TWO),
    ]);
    expect(a).toMatchObject({ ok: true });
    expect(b).toMatchObject({ ok: true });
    expect(api.searchRequests()).toHaveLength(1);
    await searches.whenIdle();
  });

  it('Search anyway goes past searches in flight too; a failed search stops counting', async () => {
    const { searches, usage } = service(0);
    await setBudget(1);
    api.setLatency(200);
    api.enqueue({ status: 500 });
    const [failed, anyway] = await Promise.all([
      searches.search(search('paris'), WINDOW_ONE),
      searches.search(search('coffee', { overBudgetOk: true }), WINDOW_TWO),
    ]);
    expect(failed).toMatchObject({ ok: false, error: { kind: 'server' } });
    expect(anyway).toMatchObject({ ok: true });
    await searches.whenIdle();
    // Only what was billed is counted: the 500 left no reservation behind.
    expect(today(await usage.ledger.current())).toBe(1);
  });
});

describe('what the pages are told before a search runs (searchCost)', () => {
  it('the expected credits by the worker’s ledger as it stands this moment; 0 only when cached', async () => {
    const { searches } = service();
    expect(await searches.searchCost({ query: 'paris' }, WINDOW_ONE)).toEqual({ cached: false, expected: 1 });
    expect(await searches.searchCost({ query: 'paris', numberOfResults: 100 }, WINDOW_ONE)).toEqual({
      cached: false,
      expected: 2,
    });
    api.enqueue({ billed: 3 });
    await searches.search(search('paris'), WINDOW_ONE);
    // Learned from the answer at once, before the ledger is written.
    expect(await searches.searchCost({ query: 'coffee' }, WINDOW_ONE)).toEqual({ cached: false, expected: 3 });
    expect(await searches.searchCost({ query: 'paris' }, WINDOW_ONE)).toMatchObject({ cached: true });
    expect(await searches.searchCost({ query: '   ' }, WINDOW_ONE)).toEqual({ cached: false });
    await searches.whenIdle();
  });
});

describe('the service’s balance between reads', () => {
  it('drops by an answer’s credits the moment it arrives', async () => {
    const { searches, usage } = service();
    const read: ServiceBalance = {
      amount: 500,
      at: Date.now(),
      baseUrl: api.url,
      mark: (await usage.ledger.current()).billedTotal ?? 0,
    };
    await searches.search(search('paris'), WINDOW_ONE);
    const summary = { billedToday: 0, billedThisMonth: 0, savedByCache: 0, exhausted: false };
    expect(withServiceBalance(summary, await usage.ledger.current(), read, api.url)).toMatchObject({
      remaining: 499,
      billedSince: 1,
    });
    // What the pages compute from storage says the same, before the ledger is written and after.
    const pages = async () =>
      withPending(await storedLedger(), checkPendingCharges(await pendingChargesItem.getValue()));
    await expect.poll(async () => withServiceBalance(summary, await pages(), read, api.url).remaining).toBe(499);
    await searches.whenIdle();
    expect(withServiceBalance(summary, await pages(), read, api.url)).toMatchObject({ remaining: 499 });
  });
});

describe('an answer without credits', () => {
  it('says nothing of its cost, counts at its expected cost, and teaches the estimate nothing', async () => {
    const { searches, usage } = service(0);
    api.enqueue({ billed: 3 });
    await searches.search(search('paris'), WINDOW_ONE);
    api.enqueue({ unreported: true });
    const outcome = await searches.search(search('coffee'), WINDOW_ONE);
    await searches.whenIdle();
    expect(outcome.ok && outcome.record.billed).toBeUndefined();
    expect(outcome.ok && outcome.response.credits).toBeUndefined();
    const ledger = await usage.ledger.current();
    // Counted at what the last search of its kind cost: 3 + 3.
    expect(today(ledger)).toBe(6);
    expect(ledger.costs).toEqual({ 'web|10': 3 });
    expect(expectedCost(ledger, 'web')).toBe(3);
  });

  it('is counted at least 1 — at the prior before anything was learned — and never promises 0 after', async () => {
    const { searches, usage } = service(0);
    api.enqueue({ unreported: true }, { unreported: true });
    await searches.search(search('paris'), WINDOW_ONE);
    await searches.search({ request: { query: 'coffee', numberOfResults: 20 }, source: 'popup' }, WINDOW_ONE);
    await searches.whenIdle();
    const ledger = await usage.ledger.current();
    expect(today(ledger)).toBe(1 + 2);
    expect(ledger.costs).toBeUndefined();
    expect(expectedCost(ledger, 'web')).toBe(1);
    expect(expectedCost(ledger, 'web', 10, 2)).toBe(1);
  });

  it('with a budget, counts as its expected cost', async () => {
    const { searches } = service();
    await setBudget(1);
    api.enqueue({ unreported: true });
    expect(await searches.search(search('paris'), WINDOW_ONE)).toMatchObject({ ok: true });
    expect(await searches.search(search('coffee'), WINDOW_ONE)).toMatchObject({
      ok: false,
      error: { kind: 'over-budget' },
    });
    await searches.whenIdle();
  });
});

describe('credits clamped to a sane maximum', () => {
  it.each([
    [1, 1],
    [MAX_CREDITS_PER_ANSWER, MAX_CREDITS_PER_ANSWER],
    [1e12, MAX_CREDITS_PER_ANSWER],
  ])('an answer saying %d credits is taken as %d', (credits, taken) => {
    const parsed = parseSearchResponse(JSON.stringify({ organic: [], credits }), { query: 'q' });
    expect(parsed).toMatchObject({ ok: true, value: { credits: taken } });
  });

  it.each([-1, 1.5, '2', null])('an answer saying %j reports none', (credits) => {
    const parsed = parseSearchResponse(JSON.stringify({ organic: [], credits }), { query: 'q' });
    expect(parsed.ok && parsed.value.credits).toBeUndefined();
  });
});

describe('a worker stopped before it wrote the ledger', () => {
  /** The recorders' last mirror writes (queued, not awaited by what queued them) land before the next test. */
  const mirrorWritten = () => new Promise((resolve) => setTimeout(resolve, MIRROR_DELAY_MS + 20));
  const charge: PendingCharge = { id: 'charge-1', at: Date.now(), credits: 2, source: 'popup', type: 'news' };
  const recorder = (open = freshDatabase()) =>
    createLedgerRecorder({ archive: createLedgerArchive(open), freeSpace: () => Promise.resolve() });

  it('left its charges stored: the next worker counts them at once and records each once', async () => {
    const stopped = recorder();
    stopped.charge(charge);
    await expect.poll(async () => (await pendingChargesItem.getValue()).length).toBe(1);

    const next = recorder();
    expect(today(await next.current())).toBe(2);
    await next.recoverPending();
    expect(today(await storedLedger())).toBe(2);
    expect(await pendingChargesItem.getValue()).toEqual([]);
    // Another start finds nothing more to record.
    const third = recorder();
    await third.recoverPending();
    expect(today(await storedLedger())).toBe(2);
    // Its id is kept until no pending record can list it, then forgotten at the next write.
    expect((await storedLedger()).absorbed).toEqual(['charge-1']);
    await third.billed({ at: Date.now(), credits: 1, source: 'sidepanel' });
    expect((await storedLedger()).absorbed).toBeUndefined();
    expect(today(await storedLedger())).toBe(3);
  });

  it('one it had written but not yet crossed off is not recorded twice', async () => {
    const stopped = recorder();
    stopped.charge(charge);
    await stopped.billed(charge);
    // Stopped between the ledger write and the pending record's removal.
    await pendingChargesItem.setValue([charge]);
    expect((await storedLedger()).absorbed).toEqual(['charge-1']);
    // Pages count it once meanwhile.
    expect(today(withPending(await storedLedger(), [charge]))).toBe(2);

    const next = recorder();
    expect(today(await next.current())).toBe(2);
    await next.recoverPending();
    expect(today(await storedLedger())).toBe(2);
    expect(await pendingChargesItem.getValue()).toEqual([]);
  });

  it('one it had written but not yet crossed off is not recorded twice, even when a search is billed before the start-up recovery (L8)', async () => {
    const stopped = recorder();
    stopped.charge(charge);
    await stopped.billed(charge);
    await mirrorWritten();
    // Stopped between the ledger write and the pending record's removal.
    await pendingChargesItem.setValue([charge]);

    // The next worker was woken by a search: its answer is written before the start-up work runs.
    const next = recorder();
    await next.billed({ at: Date.now(), credits: 1, source: 'sidepanel' });
    expect((await storedLedger()).absorbed).toEqual(['charge-1']);
    await next.recoverPending();
    expect(today(await storedLedger())).toBe(3);
    await expect.poll(() => pendingChargesItem.getValue()).toEqual([]);
    await mirrorWritten();
  });

  it('one it had not written is kept when the next worker counts a charge of its own before the recovery (L8)', async () => {
    await pendingChargesItem.setValue([charge]);
    const next = recorder();
    const own: PendingCharge = { id: 'charge-2', at: Date.now(), credits: 1, source: 'sidepanel' };
    next.charge(own);
    const mirrored = async () =>
      checkPendingCharges(await pendingChargesItem.getValue())
        .map((kept) => kept.id)
        .sort();
    await expect.poll(mirrored).toEqual(['charge-1', 'charge-2']);
    await next.billed(own);
    await next.recoverPending();
    expect(today(await storedLedger())).toBe(3);
    await expect.poll(() => pendingChargesItem.getValue()).toEqual([]);
    await mirrorWritten();
  });

  it('a damaged pending charge is dropped alone', () => {
    expect(checkPendingCharges([charge, { id: 'x', credits: -1 }, null, 'charge'])).toEqual([charge]);
    expect(checkPendingCharges('nothing')).toEqual([]);
  });

  it('reads the first ledger shape’s absence of the new fields as none (a ledger written before them)', () => {
    const old = { days: {}, archivedSaved: 0, billedSinceBalance: 0 };
    expect(checkLedger(old)).toEqual(EMPTY_LEDGER);
    expect(checkLedger({ ...old, billedTotal: 5, absorbed: ['a', 7, ''] })).toEqual({
      ...EMPTY_LEDGER,
      billedTotal: 5,
      absorbed: ['a'],
    });
  });
});
