import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { mergePages } from '../../lib/api/merge-pages';
import type { SearchResponse } from '../../lib/api/search-response';
import { createSearchService } from '../../lib/search/search-service';
import { windowRecordKey, type SearchRecord } from '../../lib/search/current-search';
import { windowRecordStore } from '../../lib/search/window-records';
import { apiKeyItem } from '../../lib/settings/settings-items';
import { readSettings } from '../../lib/settings/read-settings';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { usageWiring } from './usage-wiring';
import { saveAddressWithKey } from './key-entered';

const page = (links: string[], credits = 1): SearchResponse => ({
  query: 'q',
  organic: links.map((link, index) => ({ title: link, link: `https://${link}.example/`, position: index + 1 })),
  relatedSearches: [],
  credits,
  droppedResults: 0,
});

describe('pages merged into one list', () => {
  it('appends each later page, positions continuing, an item already shown not shown again', () => {
    const { response, added } = mergePages(page(['a', 'b']), [page(['c', 'a', 'd']), page(['b'])]);
    expect(response.organic.map((item) => [item.title, item.position])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ]);
    expect(added).toEqual([2, 0]);
    expect(response.credits).toBe(3);
    expect(response.pageStarts).toEqual([2, 4]);
  });

  it('merges the typed lists the same way (news by link)', () => {
    const news = (links: string[]): SearchResponse => ({
      query: 'q',
      type: 'news',
      organic: [],
      news: links.map((link, index) => ({ title: link, link: `https://${link}.example/`, position: index + 1 })),
      relatedSearches: [],
      droppedResults: 0,
    });
    const { response, added } = mergePages(news(['a']), [news(['a', 'b'])]);
    expect(response.news?.map((item) => item.position)).toEqual([1, 2]);
    expect(added).toEqual([1]);
  });
});

describe('More results in the search service', () => {
  const KEY = 'paging-key';
  const WINDOW = 4;
  let api: SearchApi;
  beforeAll(async () => {
    api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false });
  });
  afterAll(() => api.close());
  beforeEach(async () => {
    fakeBrowser.reset();
    api.reset();
    await apiKeyItem.setValue(KEY);
    await saveAddressWithKey(api.url);
  });

  const recordOf = async () =>
    (await fakeBrowser.storage.session.get(windowRecordKey(WINDOW)))[windowRecordKey(WINDOW)] as SearchRecord;

  it('adds a page to the shown search (its record, its history entry), sent once for a double click, then cached', async () => {
    const wiring = usageWiring();
    const searches = createSearchService({
      bookkeepingDelayMs: 0,
      readSettings,
      hasHostPermission: () => Promise.resolve(true),
      records: windowRecordStore(fakeBrowser.storage.session),
      cache: wiring.cache,
      usage: wiring.usage,
    });
    const view = { windowId: WINDOW, private: false };
    const first = await searches.search({ request: { query: 'paris', numberOfResults: 5 }, source: 'sidepanel' }, view);
    await searches.whenIdle();
    if (!first.ok) throw new Error('search failed');
    const more = { of: first.record.id };
    const request = { query: 'paris', numberOfResults: 5, page: 2 };
    const [a, b] = await Promise.all([
      searches.search({ request, source: 'sidepanel', more }, view),
      searches.search({ request, source: 'sidepanel', more }, view),
    ]);
    await searches.whenIdle();
    expect(a).toEqual(b);
    expect(api.searchRequests().map((sent) => (sent.json as { page?: number }).page)).toEqual([undefined, 2]);
    // The window still shows the first search, now with its second page.
    const record = await recordOf();
    expect(record).toMatchObject({ id: first.record.id, status: 'success', pages: [{ page: 2, billed: 1 }] });
    // The history's entry holds both pages.
    const entry = await wiring.usage.history.find(first.record.id);
    expect(entry?.response.organic.length).toBe(first.response.organic.length + (a.ok ? a.response.organic.length : 0));
    expect((await wiring.history.list()).map((e) => e.request.query)).toEqual(['paris']);
    // The same page again: from the cache.
    const again = await searches.search({ request, source: 'sidepanel', more }, view);
    expect(again).toMatchObject({ ok: true, record: { billed: 0 } });
    expect(api.searchRequests()).toHaveLength(2);
  });
});
