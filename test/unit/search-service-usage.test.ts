import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSearchService } from '../../lib/search/search-service';
import type { SearchServiceDeps } from '../../lib/search/search-service-deps';
import { windowRecordKey, type SearchRecord } from '../../lib/search/current-search';
import { windowRecordStore, type WindowRecordStore } from '../../lib/search/window-records';
import type { SearchMessage } from '../../lib/search/search-message';
import { apiKeyItem } from '../../lib/settings/settings-items';
import { readSettings } from '../../lib/settings/read-settings';
import { creditLedgerItem, checkLedger } from '../../lib/credits/ledger-item';
import { remainingCredits, summarize } from '../../lib/credits/credit-ledger';
import { usagePreferencesItem, DEFAULT_USAGE_PREFERENCES } from '../../lib/settings/usage-preferences';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { usageWiring } from './usage-wiring';
import { saveAddressWithKey } from './key-entered';

const KEY = 'usage-test-key';
let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100, 'other-key': 100 }, rateLimit: false });
});
afterAll(() => api.close());

const WINDOW = 3;
const windowRecords = () => windowRecordStore(fakeBrowser.storage.session);

/** The service, with `search` settling only once the search's books are kept (as these tests read them). */
function service(wiring = usageWiring(), overrides: Partial<SearchServiceDeps> = {}) {
  const searches = createSearchService({
    bookkeepingDelayMs: 0,
    readSettings,
    hasHostPermission: () => Promise.resolve(true),
    records: windowRecords(),
    cache: wiring.cache,
    usage: wiring.usage,
    freeSpace: wiring.freeSpace,
    ...overrides,
  });
  const search = async (message: SearchMessage) => {
    const outcome = await searches.search(message, { windowId: WINDOW, private: false });
    await searches.whenIdle();
    return outcome;
  };
  return { ...wiring, searches: { ...searches, search } };
}

async function shownRecord(): Promise<SearchRecord | undefined> {
  const key = windowRecordKey(WINDOW);
  return (await fakeBrowser.storage.session.get(key))[key] as SearchRecord | undefined;
}

const ledgerNow = async () => summarize(checkLedger(await creditLedgerItem.getValue()), Date.now());

beforeEach(async () => {
  fakeBrowser.reset();
  api.reset();
  await apiKeyItem.setValue(KEY);
  await saveAddressWithKey(api.url);
});

describe('search service: cache, ledger and history', () => {
  it('answers the same search twice with one request; the second is cached and costs 0', async () => {
    const { searches } = service();
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    const first = await shownRecord();
    await searches.search({ request: { query: 'paris' }, source: 'popup' });
    const second = await shownRecord();
    expect(api.searchRequests()).toHaveLength(1);
    expect(first).toMatchObject({ status: 'success', billed: 1 });
    expect(second).toMatchObject({
      status: 'success',
      billed: 0,
      cachedAt: first?.status === 'success' ? first.finishedAt : -1,
    });
  });

  it('serves the cache after a service-worker restart (a new service over the same database)', async () => {
    const first = usageWiring();
    await service(first).searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    await service(usageWiring({ open: first.open })).searches.search({
      request: { query: 'paris' },
      source: 'sidepanel',
    });
    expect(api.searchRequests()).toHaveLength(1);
  });

  it('repeated the moment it answers, 20 times, a search is sent once and billed once', async () => {
    // The bookkeeping waits as in the extension, so every repeat lands before the cache record is written.
    let answered: (state: SearchRecord) => void = () => undefined;
    const records: WindowRecordStore = windowRecords();
    const { searches } = service(usageWiring(), {
      bookkeepingDelayMs: 100,
      records: {
        ...records,
        write: async (windowId, state) => {
          await records.write(windowId, state);
          if (state.status === 'success') answered(state);
        },
      },
    });
    const runs: Array<Promise<unknown>> = [];
    const shown: SearchRecord[] = [];
    for (let i = 0; i < 20; i += 1) {
      const next = new Promise<SearchRecord>((resolve) => (answered = resolve));
      runs.push(searches.search({ request: { query: 'paris' }, source: 'sidepanel' }));
      shown.push(await next);
      // The answer is on screen and the in-flight join released; its cache record is not written yet.
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await Promise.all(runs);
    expect(api.searchRequests()).toHaveLength(1);
    expect(shown.map((state) => (state.status === 'success' ? state.billed : -1))).toEqual([
      1,
      ...Array<number>(19).fill(0),
    ]);
    expect(await ledgerNow()).toMatchObject({ billedToday: 1, savedByCache: 19 });
  });

  it('bypasses the cache on refresh', async () => {
    const { searches } = service();
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel', refresh: true });
    expect(api.searchRequests()).toHaveLength(2);
  });

  it('never serves one key’s cached answer to another key', async () => {
    const { searches } = service();
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    await apiKeyItem.setValue('other-key');
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    expect(api.searchRequests()).toHaveLength(2);
  });

  it('does not cache when the TTL is 0', async () => {
    await usagePreferencesItem.setValue({ ...DEFAULT_USAGE_PREFERENCES, cacheTtlMinutes: 0 });
    const { searches } = service();
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    expect(api.searchRequests()).toHaveLength(2);
  });

  it('records billed credits, what the cache saved and searches, per day and entry point', async () => {
    const { searches } = service();
    await searches.search({ request: { query: 'paris', numberOfResults: 20 }, source: 'popup' });
    await searches.search({ request: { query: 'paris', numberOfResults: 20 }, source: 'sidepanel' });
    const ledger = checkLedger(await creditLedgerItem.getValue());
    expect(Object.values(ledger.days)).toEqual([
      { popup: { billed: 2, saved: 0, searches: 1 }, sidepanel: { billed: 0, saved: 2, searches: 1 } },
    ]);
  });

  it('after a 402, remaining is 0', async () => {
    const { searches, usage } = service();
    await usage.ledger.setBalance(100, Date.now() - 1000);
    api.setCredits(KEY, 0);
    const outcome = await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'insufficient-credits' } });
    expect(remainingCredits(checkLedger(await creditLedgerItem.getValue()))).toBe(0);
  });

  it('remembers searches with their results, newest first, and nothing in private mode', async () => {
    const { searches, history, historyVersions, cacheStore } = service();
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    await searches.search({ request: { query: 'coffee' }, source: 'sidepanel' });
    const list = await history.list();
    expect(list.map((e) => e.request.query)).toEqual(['coffee', 'paris']);
    expect((await history.get(list[0]!.id))?.response.organic.length).toBeGreaterThan(0);
    expect(historyVersions()).toBe(2);

    await usagePreferencesItem.setValue({ ...DEFAULT_USAGE_PREFERENCES, privateMode: true });
    await searches.search({ request: { query: 'typescript' }, source: 'sidepanel' });
    expect(await history.list()).toHaveLength(2);
    // Nor a cached answer on disk; a repeat is still served from memory, not billed again.
    expect(await cacheStore.keys()).toHaveLength(2);
    await searches.search({ request: { query: 'typescript' }, source: 'sidepanel' });
    expect(api.searchRequests()).toHaveLength(3);
  });
});

describe('search service when storage is full', () => {
  const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  it('frees space (cache first, then the oldest history) and records the search on the retry', async () => {
    let refusals = 1;
    const wiring = usageWiring({
      history: (store) => ({
        ...store,
        add: (entries) => (refusals-- > 0 ? Promise.reject(quotaError()) : store.add(entries)),
      }),
    });
    const problems: unknown[] = [];
    const { searches, history, freed } = service(wiring, { onBookkeepingFailed: (e) => problems.push(e) });
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    expect(freed).toEqual(['cache', 'oldest history']);
    expect((await history.list()).map((e) => e.request.query)).toEqual(['paris']);
    expect(problems).toEqual([]);
  });

  it('shows the answer when the bookkeeping fails for good, reports it, and the next search still works', async () => {
    const wiring = usageWiring({
      history: (store) => ({ ...store, add: () => Promise.reject(quotaError()) }),
    });
    const problems: unknown[] = [];
    const { searches } = service(wiring, { onBookkeepingFailed: (e) => problems.push(e) });
    const first = await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    expect(first.ok).toBe(true);
    expect(await shownRecord()).toMatchObject({ status: 'success', request: { query: 'paris' } });
    const second = await searches.search({ request: { query: 'coffee' }, source: 'sidepanel' });
    expect(second.ok).toBe(true);
    expect(await shownRecord()).toMatchObject({ status: 'success', request: { query: 'coffee' } });
    expect(problems).toHaveLength(2);
    // The ledger still counts both.
    expect(await ledgerNow()).toMatchObject({ billedToday: 2 });
  });
});
