import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSearchService } from '../../lib/search/search-service';
import { currentSearchItem } from '../../lib/search/current-search';
import { apiBaseUrlItem, apiKeyItem } from '../../lib/settings/settings-items';
import { readSettings } from '../../lib/settings/read-settings';
import { createSearchCache } from '../../lib/cache/search-cache';
import { createUsageRecorder } from '../../lib/credits/usage-recorder';
import { creditLedgerItem, checkLedger } from '../../lib/credits/ledger-item';
import { remainingCredits } from '../../lib/credits/credit-ledger';
import { searchHistoryItem } from '../../lib/history/history-item';
import { usagePreferencesItem, DEFAULT_USAGE_PREFERENCES } from '../../lib/settings/usage-preferences';
import { startSearchApi, type SearchApi } from '../search-api/server';

const KEY = 'usage-test-key';
let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100, 'other-key': 100 }, rateLimit: false });
});
afterAll(() => api.close());

function service() {
  const usage = createUsageRecorder();
  return {
    usage,
    searches: createSearchService({
      bookkeepingDelayMs: 0,
      readSettings,
      hasHostPermission: () => Promise.resolve(true),
      readState: () => currentSearchItem.getValue(),
      writeState: (state) => currentSearchItem.setValue(state),
      cache: createSearchCache(),
      usage,
    }),
  };
}

beforeEach(async () => {
  fakeBrowser.reset();
  api.reset();
  await apiKeyItem.setValue(KEY);
  await apiBaseUrlItem.setValue(api.url);
});

describe('search service: cache, ledger and history', () => {
  it('answers the same search twice with one request; the second is cached and costs 0', async () => {
    const { searches } = service();
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    const first = await currentSearchItem.getValue();
    await searches.search({ request: { query: 'paris' }, source: 'popup' });
    const second = await currentSearchItem.getValue();
    expect(api.searchRequests()).toHaveLength(1);
    expect(first).toMatchObject({ status: 'success', billed: 1 });
    expect(second).toMatchObject({
      status: 'success',
      billed: 0,
      cachedAt: first?.status === 'success' ? first.finishedAt : -1,
    });
  });

  it('serves the cache after a service-worker restart (a new service over the same storage)', async () => {
    await service().searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    await service().searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    expect(api.searchRequests()).toHaveLength(1);
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

  it('records billed credits per entry point, and what the cache saved', async () => {
    const { searches } = service();
    await searches.search({ request: { query: 'paris', numberOfResults: 20 }, source: 'popup' });
    await searches.search({ request: { query: 'paris', numberOfResults: 20 }, source: 'sidepanel' });
    const ledger = checkLedger(await creditLedgerItem.getValue());
    expect(ledger.events.map(({ credits, source, saved }) => ({ credits, source, saved }))).toEqual([
      { credits: 2, source: 'popup', saved: undefined },
      { credits: 0, source: 'sidepanel', saved: 2 },
    ]);
  });

  it('after a 402, remaining is 0', async () => {
    const { searches, usage } = service();
    await usage.setBalance(100, Date.now() - 1000);
    api.setCredits(KEY, 0);
    const outcome = await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    expect(outcome).toMatchObject({ ok: false, error: { kind: 'insufficient-credits' } });
    expect(remainingCredits(checkLedger(await creditLedgerItem.getValue()))).toBe(0);
  });

  it('remembers searches with their results, newest first, and nothing in private mode', async () => {
    const { searches } = service();
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    await searches.search({ request: { query: 'coffee' }, source: 'sidepanel' });
    const history = await searchHistoryItem.getValue();
    expect(history.entries.map((e) => e.request.query)).toEqual(['coffee', 'paris']);
    expect(history.entries[0]?.response.organic.length).toBeGreaterThan(0);

    await usagePreferencesItem.setValue({ ...DEFAULT_USAGE_PREFERENCES, privateMode: true });
    await searches.search({ request: { query: 'typescript' }, source: 'sidepanel' });
    expect((await searchHistoryItem.getValue()).entries).toHaveLength(2);
  });
});
