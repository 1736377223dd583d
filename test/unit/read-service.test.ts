import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { isReaderPage } from '../../lib/api/reader-answer';
import { keyFingerprint } from '../../lib/cache/cache-policy';
import { createSearchCache } from '../../lib/cache/search-cache';
import { billedByType } from '../../lib/credits/usage-breakdown';
import { expectedCost, READER_ENDPOINT } from '../../lib/credits/expected-cost';
import { checkLedger, creditLedgerItem } from '../../lib/credits/ledger-item';
import { createBookkeeping } from '../../lib/search/bookkeeping';
import { createReadService } from '../../lib/search/read-service';
import type { ReadDeps } from '../../lib/search/read-deps';
import { pageAddress } from '../../lib/search/page-address';
import type { SearchView } from '../../lib/search/search-message';
import { readSettings } from '../../lib/settings/read-settings';
import { apiDialectItem, apiKeyItem, readerUrlItem } from '../../lib/settings/settings-items';
import { DEFAULT_USAGE_PREFERENCES, usagePreferencesItem } from '../../lib/settings/usage-preferences';
import { READER_PATH, startSearchApi, type SearchApi } from '../search-api/server';
import { usageWiring } from './usage-wiring';
import { saveAddressWithKey } from './key-entered';

const KEY = 'read-service-key-3e9a';
const PAGE = 'https://en.wikipedia.org/wiki/Ada_Lovelace';
const NORMAL: SearchView = { windowId: 1, private: false };
const PRIVATE: SearchView = { windowId: 2, private: true };

let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false, mode: 'live' });
});
afterAll(() => api.close());

beforeEach(async () => {
  fakeBrowser.reset();
  api.reset();
  await apiKeyItem.setValue(KEY);
  await saveAddressWithKey(api.url);
  await apiDialectItem.setValue('serper');
  await readerUrlItem.setValue(`${api.url}${READER_PATH}`);
});

function reader(wiring = usageWiring(), overrides: Partial<ReadDeps> = {}) {
  const service = createReadService({
    readSettings,
    hasHostPermission: () => Promise.resolve(true),
    cache: createSearchCache(wiring.cacheStore, Date.now, undefined, isReaderPage),
    usage: wiring.usage,
    bookkeeping: createBookkeeping(0),
    fingerprintOf: keyFingerprint,
    ...overrides,
  });
  const read = async (message: Parameters<typeof service.read>[0], view = NORMAL) => {
    const outcome = await service.read(message, view);
    await service.whenIdle();
    return outcome;
  };
  return { ...wiring, service, read };
}

const ledger = async () => checkLedger(await creditLedgerItem.getValue());

describe('reading a page: billed once, then cached', () => {
  it('reads a page for its credits, then serves it again for 0 from the cache, with one request', async () => {
    const { read } = reader();
    const first = await read({ url: PAGE });
    expect(first).toMatchObject({ ok: true, billed: 2, page: { url: PAGE, format: 'markdown' } });
    const again = await read({ url: `${PAGE}#Early_life` });
    expect(again).toMatchObject({ ok: true, billed: 0, page: { url: PAGE } });
    expect(again.ok && again.cachedAt).toBeGreaterThan(0);
    expect(api.readerRequests()).toHaveLength(1);
  });

  it('shares one request between two reads of the same page at once', async () => {
    api.setLatency(150);
    const { service } = reader();
    const [a, b] = await Promise.all([service.read({ url: PAGE }, NORMAL), service.read({ url: PAGE }, NORMAL)]);
    expect(a).toEqual(b);
    expect(api.readerRequests()).toHaveLength(1);
  });

  it('counts the read on the ledger’s own line, “reader”, and learns its cost', async () => {
    const { read } = reader();
    expect(expectedCost(await ledger(), READER_ENDPOINT)).toBe(2);
    await read({ url: PAGE, source: 'sidepanel' });
    await read({ url: PAGE });
    const stored = await ledger();
    expect(billedByType(stored, Date.now())).toEqual({ reader: 2 });
    expect(Object.values(stored.days)[0]?.sidepanel).toEqual({ billed: 2, saved: 2, searches: 2 });
    expect(expectedCost(stored, READER_ENDPOINT)).toBe(2);
  });

  it('notes the read on the search it came from, so the history says what was read', async () => {
    const wiring = usageWiring();
    await wiring.usage.history.remember({
      id: 's1',
      request: { query: 'ada lovelace' },
      source: 'sidepanel',
      at: Date.now(),
      cached: false,
      response: { query: 'ada lovelace', organic: [], relatedSearches: [], droppedResults: 0 },
    });
    const { read } = reader(wiring);
    await read({ url: PAGE, title: 'Ada Lovelace', searchId: 's1' });
    const entry = await wiring.usage.history.find('s1');
    expect(entry?.reads).toEqual([expect.objectContaining({ url: PAGE, credits: 2 })]);
    expect(entry?.reads?.[0]?.title).not.toBe('');
  });

  it('keeps nothing of a private window’s read: no history note, no stored page, and never serves it to a normal window', async () => {
    const wiring = usageWiring();
    const { read } = reader(wiring);
    await read({ url: PAGE, searchId: 's1' }, PRIVATE);
    expect(await wiring.cacheStore.keys()).toEqual([]);
    await read({ url: PAGE }, NORMAL);
    expect(api.readerRequests()).toHaveLength(2);
  });

  it('reads again past the cache when asked to refresh', async () => {
    const { read } = reader();
    await read({ url: PAGE });
    await read({ url: PAGE, refresh: true });
    expect(api.readerRequests()).toHaveLength(2);
  });
});

describe('reading a page: what stops it before it is sent', () => {
  it('holds back a read that would pass the daily budget, until “Read anyway”', async () => {
    await usagePreferencesItem.setValue({ ...DEFAULT_USAGE_PREFERENCES, dailyBudget: 1 });
    const { read } = reader();
    const held = await read({ url: PAGE });
    expect(held).toMatchObject({ ok: false, error: { kind: 'over-budget' } });
    expect(api.readerRequests()).toHaveLength(0);
    expect(await read({ url: PAGE, overBudgetOk: true })).toMatchObject({ ok: true, billed: 2 });
  });

  it.each([
    ['the documented API (no reader)', () => apiDialectItem.setValue('spec'), 'not-configured'],
    ['no reader address', () => readerUrlItem.setValue(''), 'not-configured'],
    ['no key', () => apiKeyItem.setValue(''), 'not-configured'],
  ])('sends nothing with %s', async (_name, change, kind) => {
    await change();
    expect(await reader().read({ url: PAGE })).toMatchObject({ ok: false, error: { kind } });
    expect(api.readerRequests()).toHaveLength(0);
  });

  it('sends nothing without permission for the reader’s origin, checked like a search’s', async () => {
    const asked: string[] = [];
    const { read } = reader(undefined, {
      hasHostPermission: (pattern) => {
        asked.push(pattern);
        return Promise.resolve(false);
      },
    });
    expect(await read({ url: PAGE })).toMatchObject({ ok: false, error: { kind: 'permission-denied' } });
    expect(asked).toEqual([`${api.url}/*`]);
    expect(api.readerRequests()).toHaveLength(0);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'file:///etc/passwd', 'not a url'])(
    'refuses to read %s',
    async (url) => {
      expect(await reader().read({ url })).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
      expect(api.readerRequests()).toHaveLength(0);
    },
  );

  it('records an out-of-credits answer on the ledger (remaining 0)', async () => {
    api.setCredits(KEY, 1);
    const { read } = reader();
    expect(await read({ url: PAGE })).toMatchObject({ ok: false, error: { kind: 'insufficient-credits' } });
    expect((await ledger()).exhaustedAt).toBeGreaterThan(0);
  });
});

describe('pageAddress', () => {
  it.each([
    ['https://example.com/a#frag', 'https://example.com/a'],
    ['http://Example.com:80/a?b=1', 'http://example.com/a?b=1'],
    ['javascript:alert(1)', undefined],
    [`https://example.com/${'x'.repeat(3000)}`, undefined],
  ])('%s → %s', (url, expected) => {
    expect(pageAddress(url)).toBe(expected);
  });
});
