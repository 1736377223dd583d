import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createSearchService } from '../../lib/search/search-service';
import { ONLY_WINDOW_ID, windowRecordKey, type SearchRecord } from '../../lib/search/current-search';
import { windowRecordStore } from '../../lib/search/window-records';
import type { SearchMessage, SearchView } from '../../lib/search/search-message';
import { apiKeyItem } from '../../lib/settings/settings-items';
import { readSettings } from '../../lib/settings/read-settings';
import { checkLedger, creditLedgerItem } from '../../lib/credits/ledger-item';
import { summarize } from '../../lib/credits/credit-ledger';
import { senderViews } from '../../lib/background/sender-view';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { usageWiring } from './usage-wiring';
import { saveAddressWithKey } from './key-entered';

// A search from a private (incognito) window: shown only in that window, billed and counted,
// and nothing of it kept — no history, no stored cache, no answer for normal windows.
const KEY = 'private-test-key';
const NORMAL: SearchView = { windowId: 1, private: false };
const PRIVATE: SearchView = { windowId: 2, private: true };
let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false });
});
afterAll(() => api.close());

function service() {
  const wiring = usageWiring();
  const searches = createSearchService({
    bookkeepingDelayMs: 0,
    readSettings,
    hasHostPermission: () => Promise.resolve(true),
    records: windowRecordStore(fakeBrowser.storage.session),
    cache: wiring.cache,
    usage: wiring.usage,
  });
  const search = async (message: SearchMessage, view: SearchView) => {
    const outcome = await searches.search(message, view);
    await searches.whenIdle();
    return outcome;
  };
  return { ...wiring, searches: { ...searches, search } };
}

async function recordOf(view: SearchView): Promise<SearchRecord | undefined> {
  const key = windowRecordKey(view.windowId ?? -1);
  return (await fakeBrowser.storage.session.get(key))[key] as SearchRecord | undefined;
}

beforeEach(async () => {
  fakeBrowser.reset();
  api.reset();
  await apiKeyItem.setValue(KEY);
  await saveAddressWithKey(api.url);
});

describe('searches from private windows', () => {
  it('are shown in their window only, and leave no history and no stored cache; their credits count', async () => {
    const { searches, history, cacheStore } = service();
    await searches.search({ request: { query: 'secret plans' }, source: 'sidepanel' }, PRIVATE);
    expect(await recordOf(PRIVATE)).toMatchObject({ status: 'success', request: { query: 'secret plans' } });
    expect(await recordOf(NORMAL)).toBeUndefined();
    expect(await history.list()).toEqual([]);
    expect(await cacheStore.keys()).toEqual([]);
    expect(summarize(checkLedger(await creditLedgerItem.getValue()), Date.now()).billedToday).toBe(1);
  });

  it('repeat from memory within the private window, but are never served to a normal window', async () => {
    const { searches } = service();
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' }, PRIVATE);
    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' }, PRIVATE);
    expect(api.searchRequests()).toHaveLength(1);
    expect(await recordOf(PRIVATE)).toMatchObject({ status: 'success', billed: 0 });

    await searches.search({ request: { query: 'paris' }, source: 'sidepanel' }, NORMAL);
    expect(api.searchRequests()).toHaveLength(2);
    expect(await recordOf(NORMAL)).toMatchObject({ status: 'success', billed: 1 });
  });

  it('are not served from what a normal window searched, and do not join its search in flight', async () => {
    const { searches } = service();
    api.setLatency(50);
    await Promise.all([
      searches.search({ request: { query: 'coffee' }, source: 'sidepanel' }, NORMAL),
      searches.search({ request: { query: 'coffee' }, source: 'sidepanel' }, PRIVATE),
    ]);
    expect(api.searchRequests()).toHaveLength(2);
    expect(await recordOf(NORMAL)).toMatchObject({ status: 'success' });
    expect(await recordOf(PRIVATE)).toMatchObject({ status: 'success' });
  });

  it('still running when the last private window closes, show and keep nothing for the next private window', async () => {
    const { searches } = service();
    api.setLatency(200);
    const running = searches.search({ request: { query: 'secret plans' }, source: 'sidepanel' }, PRIVATE);
    await expect.poll(() => api.searchRequests().length).toBe(1);
    // What the background does when the last private window closes.
    searches.forgetPrivate();
    await searches.forgetWindow(2);
    await running;
    expect(await recordOf(PRIVATE)).toBeUndefined();

    api.setLatency(0);
    await searches.search({ request: { query: 'secret plans' }, source: 'sidepanel' }, { windowId: 3, private: true });
    // Not served from a memory the closing was meant to clear: asked again.
    expect(api.searchRequests()).toHaveLength(2);
  });

  it('a right-click search in a private tab is stored as pending for its window only, and nothing is sent', async () => {
    const { searches } = service();
    await searches.storePending({ id: 'p1', request: { query: 'x' }, source: 'context-menu' }, 2);
    expect(await recordOf(PRIVATE)).toMatchObject({ id: 'p1', status: 'pending' });
    expect(await recordOf(NORMAL)).toBeUndefined();
    expect(api.searchRequests()).toHaveLength(0);
  });
});

describe('privacy decided by the background, from the browser', () => {
  const windows = {
    get: (id: number) =>
      id === 2
        ? Promise.resolve({ incognito: true })
        : id === 1
          ? Promise.resolve({ incognito: false })
          : Promise.reject(new Error('No window with id')),
  };

  it('takes a tab’s window and privacy from the tab the browser names', async () => {
    const { viewOf } = senderViews(windows);
    expect(await viewOf({ tab: { windowId: 1, incognito: false } }, 2)).toEqual({ windowId: 1, private: false });
    expect(await viewOf({ tab: { windowId: 2, incognito: true } }, 1)).toEqual({ windowId: 2, private: true });
  });

  it('asks the browser about the window a panel or popup names, whatever the page says of itself', async () => {
    const { viewOf } = senderViews(windows);
    expect(await viewOf({}, 1)).toEqual({ windowId: 1, private: false });
    expect(await viewOf({}, 2)).toEqual({ windowId: 2, private: true });
  });

  it('fails closed: a page that names no window, or a window the browser does not know, is private', async () => {
    const { viewOf } = senderViews(windows);
    expect(await viewOf({}, undefined)).toEqual({ private: true });
    expect(await viewOf({}, 99)).toEqual({ private: true });
    expect(await viewOf({ tab: { windowId: 1 } }, undefined)).toEqual({ windowId: 1, private: true });
  });

  it('without a windows API (Firefox for Android) takes the browser as one normal window, private tabs and unnamed windows apart', async () => {
    const { viewOf } = senderViews(undefined);
    expect(await viewOf({}, ONLY_WINDOW_ID)).toEqual({ windowId: ONLY_WINDOW_ID, private: false });
    expect(await viewOf({ tab: { windowId: 5, incognito: false } }, undefined)).toEqual({
      windowId: ONLY_WINDOW_ID,
      private: false,
    });
    expect(await viewOf({ tab: { windowId: 5, incognito: true } }, ONLY_WINDOW_ID)).toEqual({ private: true });
    expect(await viewOf({ tab: { windowId: 5 } }, ONLY_WINDOW_ID)).toEqual({ private: true });
    expect(await viewOf({}, undefined)).toEqual({ private: true });
  });
});
