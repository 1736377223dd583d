import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { EMPTY_LEDGER, recordBilled, type CreditLedger } from '../../lib/credits/credit-ledger';
import { overDailyBudget } from '../../lib/credits/daily-budget';
import { creditLedgerItem } from '../../lib/credits/ledger-item';
import { createSearchService } from '../../lib/search/search-service';
import { windowRecordKey } from '../../lib/search/current-search';
import { windowRecordStore } from '../../lib/search/window-records';
import { searchMessageSchema } from '../../lib/search/message-schema';
import type { SearchMessage } from '../../lib/search/search-message';
import { readSettings } from '../../lib/settings/read-settings';
import { apiKeyItem } from '../../lib/settings/settings-items';
import {
  checkUsagePreferences,
  DEFAULT_USAGE_PREFERENCES,
  usagePreferencesItem,
} from '../../lib/settings/usage-preferences';
import { checkDailyBudget } from '../../lib/settings/settings-fields';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { usageWiring } from './usage-wiring';
import { saveAddressWithKey } from './key-entered';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const billedAt = (ledger: CreditLedger, at: number, credits: number, size?: number) =>
  recordBilled(ledger, { at, credits, source: 'sidepanel', ...(size !== undefined && { size }) }, 'UTC');
/** A ledger with `credits` billed today (one web search of the default size each). */
const today = (credits: number) =>
  Array.from({ length: credits }).reduce<CreditLedger>((ledger) => billedAt(ledger, NOW - 1000, 1), EMPTY_LEDGER);

describe('the daily budget rule', () => {
  it.each([
    { case: 'one under: this search reaches the budget exactly, and goes', billed: 9, budget: 10, over: false },
    { case: 'budget reached exactly: the next search would pass it', billed: 10, budget: 10, over: true },
    { case: 'a budget of 0 stops every billed search', billed: 0, budget: 0, over: true },
    { case: 'well under', billed: 2, budget: 10, over: false },
  ])('$case', ({ billed, budget, over }) => {
    const verdict = overDailyBudget(today(billed), budget, {}, NOW, 'UTC');
    expect(verdict !== undefined).toBe(over);
    if (over) expect(verdict).toEqual({ billedToday: billed, dailyBudget: budget, expected: 1 });
  });

  it('no budget: never over, whatever was spent', () => {
    expect(overDailyBudget(today(500), undefined, {}, NOW, 'UTC')).toBeUndefined();
  });

  it('an unknown cost counts as 1; a known one as what the last search of its kind was billed', () => {
    // 8 billed today; a 100-result search last cost 3.
    const ledger = billedAt(today(5), NOW - 500, 3, 100);
    expect(overDailyBudget(ledger, 9, { type: 'news' }, NOW, 'UTC')).toBeUndefined();
    expect(overDailyBudget(ledger, 8, { type: 'news' }, NOW, 'UTC')).toMatchObject({ expected: 1 });
    expect(overDailyBudget(ledger, 10, { numberOfResults: 100 }, NOW, 'UTC')).toMatchObject({ expected: 3 });
    expect(overDailyBudget(ledger, 11, { numberOfResults: 100 }, NOW, 'UTC')).toBeUndefined();
  });

  it('counts today only: yesterday’s credits do not weigh on today’s budget', () => {
    const ledger = billedAt(billedAt(EMPTY_LEDGER, NOW - 86_400_000, 50), NOW - 86_400_000, 1);
    expect(overDailyBudget(ledger, 1, {}, NOW, 'UTC')).toBeUndefined();
  });
});

describe('the daily budget setting', () => {
  it.each([
    [{ dailyBudget: 10 }, 10],
    [{ dailyBudget: 0 }, 0],
    [{}, undefined],
    [{ dailyBudget: -1 }, undefined],
    [{ dailyBudget: 2.5 }, undefined],
    [{ dailyBudget: '10' }, undefined],
  ])('is read tolerantly: %j → %s, the other fields kept', (stored, expected) => {
    const checked = checkUsagePreferences({ ...stored, cacheTtlMinutes: 5 });
    expect(checked.dailyBudget).toBe(expected);
    expect(checked.cacheTtlMinutes).toBe(5);
  });

  it.each([
    ['', { ok: true, value: null }],
    [' 12 ', { ok: true, value: 12 }],
    ['0', { ok: true, value: 0 }],
    ['-3', { ok: false }],
    ['2.5', { ok: false }],
    ['not a number', { ok: false }],
  ])('the options field "%s" → %j', (typed, expected) => {
    const checked = checkDailyBudget(typed);
    expect(checked).toMatchObject(expected);
    if (!checked.ok) expect(checked.message).toMatch(/^Daily credit budget: enter a whole number/u);
  });

  it('the search message may carry overBudgetOk, and nothing but a boolean', () => {
    const base = { request: { query: 'paris' }, source: 'sidepanel' };
    expect(searchMessageSchema.safeParse({ ...base, overBudgetOk: true }).success).toBe(true);
    expect(searchMessageSchema.safeParse({ ...base, overBudgetOk: 'yes' }).success).toBe(false);
  });
});

const KEY = 'budget-test-key';
let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false });
});
afterAll(() => api.close());

const WINDOW = 4;

function service() {
  const wiring = usageWiring();
  const searches = createSearchService({
    bookkeepingDelayMs: 0,
    readSettings,
    hasHostPermission: () => Promise.resolve(true),
    records: windowRecordStore(fakeBrowser.storage.session),
    cache: wiring.cache,
    usage: wiring.usage,
    freeSpace: wiring.freeSpace,
  });
  return async (message: SearchMessage) => {
    const outcome = await searches.search(message, { windowId: WINDOW, private: false });
    await searches.whenIdle();
    return outcome;
  };
}

const shownRecord = async () =>
  (await fakeBrowser.storage.session.get(windowRecordKey(WINDOW)))[windowRecordKey(WINDOW)];
const setBudget = (dailyBudget: number) => usagePreferencesItem.setValue({ ...DEFAULT_USAGE_PREFERENCES, dailyBudget });

describe('search service: the daily budget', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    api.reset();
    await apiKeyItem.setValue(KEY);
    await saveAddressWithKey(api.url);
  });

  it('a search that would pass the budget is not sent and settles as over-budget, in the window too', async () => {
    const search = service();
    await setBudget(1);
    expect(await search({ request: { query: 'paris' }, source: 'sidepanel' })).toMatchObject({ ok: true });
    const held = await search({ request: { query: 'coffee' }, source: 'context-menu' });
    expect(held).toMatchObject({ ok: false, error: { kind: 'over-budget' } });
    expect(!held.ok && held.error.message).toBe(
      'Not sent: today’s searches have used 1 of your daily budget of 1 credits, and this one would cost about 1 more.',
    );
    expect(api.searchRequests()).toHaveLength(1);
    expect(await shownRecord()).toMatchObject({
      status: 'error',
      error: { kind: 'over-budget' },
      source: 'context-menu',
    });
  });

  it('one under the budget, the search goes (and reaches it exactly)', async () => {
    const search = service();
    await setBudget(2);
    await search({ request: { query: 'paris' }, source: 'sidepanel' });
    expect(await search({ request: { query: 'coffee' }, source: 'sidepanel' })).toMatchObject({ ok: true });
    expect(api.searchRequests()).toHaveLength(2);
  });

  it('a cached answer is never stopped, however far past the budget', async () => {
    const search = service();
    await search({ request: { query: 'paris' }, source: 'sidepanel' });
    await setBudget(0);
    expect(await search({ request: { query: 'paris' }, source: 'popup' })).toMatchObject({
      ok: true,
      record: { billed: 0 },
    });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('with no budget set, nothing is held back', async () => {
    const search = service();
    await creditLedgerItem.setValue(today(1000));
    expect(await search({ request: { query: 'paris' }, source: 'sidepanel' })).toMatchObject({ ok: true });
  });

  it('"Search anyway" (overBudgetOk) sends it past the budget, and bills it', async () => {
    const search = service();
    await setBudget(0);
    expect(await search({ request: { query: 'paris' }, source: 'sidepanel' })).toMatchObject({
      ok: false,
      error: { kind: 'over-budget' },
    });
    expect(api.searchRequests()).toHaveLength(0);
    expect(await search({ request: { query: 'paris' }, source: 'sidepanel', overBudgetOk: true })).toMatchObject({
      ok: true,
      record: { billed: 1 },
    });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('a 402 within the budget still shows as insufficient credits', async () => {
    const search = service();
    await setBudget(10);
    api.setCredits(KEY, 0);
    expect(await search({ request: { query: 'paris' }, source: 'sidepanel' })).toMatchObject({
      ok: false,
      error: { kind: 'insufficient-credits' },
    });
    expect(api.searchRequests()).toHaveLength(1);
  });
});
