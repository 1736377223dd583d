import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSearchService } from '../../lib/search/search-service';
import { currentSearchItem, privateSearchItem } from '../../lib/search/current-search';
import { createCurrentSearchStore } from '../../lib/search/current-search-store';
import { apiBaseUrlItem, apiKeyItem } from '../../lib/settings/settings-items';
import { readSettings } from '../../lib/settings/read-settings';
import { checkLedger, creditLedgerItem } from '../../lib/credits/ledger-item';
import { summarize } from '../../lib/credits/credit-ledger';
import { storePendingSearch } from '../../lib/search/pending-search';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { usageWiring } from './usage-wiring';

// A search from a private (incognito) window: shown only in private windows, billed and
// counted, and nothing of it kept — no history, no stored cache, no answer for normal windows.
const KEY = 'private-test-key';
let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false });
});
afterAll(() => api.close());

function service() {
  const wiring = usageWiring();
  const normal = createCurrentSearchStore();
  const searches = createSearchService({
    bookkeepingDelayMs: 0,
    readSettings,
    hasHostPermission: () => Promise.resolve(true),
    readState: () => normal.read(),
    writeState: (state) => normal.write(state),
    privateState: createCurrentSearchStore(privateSearchItem),
    cache: wiring.cache,
    usage: wiring.usage,
  });
  return { ...wiring, searches };
}

beforeEach(async () => {
  fakeBrowser.reset();
  api.reset();
  await apiKeyItem.setValue(KEY);
  await apiBaseUrlItem.setValue(api.url);
});

describe('searches from private windows', () => {
  it('are shown in private windows only, and leave no history and no stored cache; their credits count', async () => {
    const { searches, history, cacheStore } = service();
    await searches.search({ request: { query: 'secret plans' }, source: 'sidepanel', private: true });
    expect(await privateSearchItem.getValue()).toMatchObject({ status: 'success', request: { query: 'secret plans' } });
    expect(await currentSearchItem.getValue()).toBeNull();
    expect(await history.list()).toEqual([]);
    expect(await cacheStore.keys()).toEqual([]);
    expect(summarize(checkLedger(await creditLedgerItem.getValue()), Date.now()).billedToday).toBe(1);
  });

  it('repeat from memory within the private window, but are never served to a normal window', async () => {
    const { searches } = service();
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel', private: true });
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel', private: true });
    expect(api.searchRequests()).toHaveLength(1);
    expect(await privateSearchItem.getValue()).toMatchObject({ status: 'success', billed: 0 });

    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' });
    expect(api.searchRequests()).toHaveLength(2);
    expect(await currentSearchItem.getValue()).toMatchObject({ status: 'success', billed: 1 });
  });

  it('are not served from what a normal window searched, and do not join its search in flight', async () => {
    const { searches } = service();
    api.setLatency(50);
    await Promise.all([
      searches.search({ request: { query: 'coffee' }, source: 'sidepanel' }),
      searches.search({ request: { query: 'coffee' }, source: 'sidepanel', private: true }),
    ]);
    expect(api.searchRequests()).toHaveLength(2);
    expect(await currentSearchItem.getValue()).toMatchObject({ status: 'success' });
    expect(await privateSearchItem.getValue()).toMatchObject({ status: 'success' });
  });

  it('still running when the last private window closes, show and keep nothing for the next private window', async () => {
    const { searches } = service();
    const privateStore = createCurrentSearchStore(privateSearchItem);
    api.setLatency(200);
    const running = searches.search({ request: { query: 'secret plans' }, source: 'sidepanel', private: true });
    await expect.poll(() => api.searchRequests().length).toBe(1);
    // What the background does when the last private window closes.
    searches.forgetPrivate();
    await privateStore.clear();
    await running;
    expect(await privateSearchItem.getValue()).toBeNull();

    api.setLatency(0);
    await searches.search({ request: { query: 'secret plans' }, source: 'sidepanel', private: true });
    // Not served from a memory the closing was meant to clear: asked again.
    expect(api.searchRequests()).toHaveLength(2);
  });

  it('a right-click search in a private tab is stored as pending for private windows only', async () => {
    await storePendingSearch({ id: 'p1', request: { query: 'x' }, source: 'context-menu', private: true }, 1);
    expect(await privateSearchItem.getValue()).toMatchObject({ id: 'p1', status: 'pending' });
    expect(await currentSearchItem.getValue()).toBeNull();
  });
});
