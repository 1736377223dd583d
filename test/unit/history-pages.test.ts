import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDB } from 'idb';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { mergePages } from '../../lib/api/merge-pages';
import type { SearchResponse } from '../../lib/api/search-response';
import { MAX_PAGE } from '../../lib/api/search-options';
import { checkHistoryPages, inferredPages } from '../../lib/history/history-pages';
import { createHistoryStore } from '../../lib/history/history-store';
import { SIDEKICK_DATABASE, sidekickDatabase } from '../../lib/search/database';
import { createSearchService } from '../../lib/search/search-service';
import type { SuccessRecord } from '../../lib/search/current-search';
import { windowRecordStore } from '../../lib/search/window-records';
import type { SearchView } from '../../lib/search/search-message';
import { shownSearch } from '../../lib/ui/use-window-search';
import { nextPageRequest } from '../../lib/ui/use-more-results';
import { apiKeyItem } from '../../lib/settings/settings-items';
import { readSettings } from '../../lib/settings/read-settings';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { usageWiring } from './usage-wiring';
import { saveAddressWithKey } from './key-entered';

const response = (links: string[], extra: Partial<SearchResponse> = {}): SearchResponse => ({
  query: 'paris',
  organic: links.map((link, index) => ({ title: link, link: `https://${link}.example/`, position: index + 1 })),
  relatedSearches: [],
  credits: 1,
  droppedResults: 0,
  ...extra,
});
const record = (extra: Partial<SuccessRecord> = {}): SuccessRecord => ({
  id: 's1',
  status: 'success',
  request: { query: 'paris', numberOfResults: 5 },
  source: 'sidepanel',
  startedAt: 1,
  finishedAt: 2,
  ...extra,
});

describe('the next page More results asks for', () => {
  it('is the page after the last the search holds or loaded — never one it has', () => {
    expect(nextPageRequest(record(), [])).toMatchObject({ page: 2 });
    // Reopened from the history with pages 1–2 merged into its results.
    expect(nextPageRequest(record({ lastPage: 2 }), [])).toMatchObject({ page: 3, numberOfResults: 5 });
    // …and page 3 loaded since.
    const third = { id: 'p3', page: 3, billed: 1 };
    expect(nextPageRequest(record({ lastPage: 2, pages: [third] }), [4])).toMatchObject({ page: 4 });
    // A page the record names that its results hold already is not loaded again, nor counted.
    expect(nextPageRequest(record({ lastPage: 3, pages: [{ id: 'p2', page: 2 }, third] }), [])).toMatchObject({
      page: 4,
    });
  });

  it('is none while a page is loading, when the last brought nothing new, or past the last page', () => {
    expect(nextPageRequest(record({ pages: [{ id: 'p2', page: 2 }] }), [])).toBeUndefined();
    expect(nextPageRequest(record({ pages: [{ id: 'p2', page: 2 }] }), [0])).toBeUndefined();
    expect(nextPageRequest(record({ lastPage: 3, noMorePages: true }), [])).toBeUndefined();
    expect(nextPageRequest(record({ lastPage: MAX_PAGE }), [])).toBeUndefined();
  });

  it('a page shows a past search’s held pages once: those its results hold are not merged again', () => {
    const held = mergePages(response(['a', 'b']), [response(['c', 'd'])]).response;
    const answers = new Map([
      ['s1', { record: record({ lastPage: 2 }), response: held }],
      ['p3', { record: record({ id: 'p3' }), response: response(['e']) }],
    ]);
    // The window's record (written before the worker stopped) names pages 2 and 3; the answer, from the history, holds 2.
    const windowRecord = record({
      pages: [
        { id: 'p2', page: 2 },
        { id: 'p3', page: 3 },
      ],
    });
    const { shown, pageAdded } = shownSearch(windowRecord, answers, new Set());
    expect(shown?.status === 'success' && shown.response.organic.map((item) => item.title)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
    ]);
    expect(pageAdded).toEqual([1]);
    expect(shown?.status === 'success' && nextPageRequest(shown, pageAdded ?? [])).toMatchObject({ page: 4 });
  });

  it('merging a page into a search that holds pages keeps where each began', () => {
    const two = mergePages(response(['a', 'b']), [response(['c'])]).response;
    expect(mergePages(two, [response(['d'])]).response.pageStarts).toEqual([2, 3]);
  });
});

describe('the pages a past search holds', () => {
  it.each([
    [undefined, undefined],
    [[], undefined],
    [[{ page: 2, added: 5, credits: 1 }], [{ page: 2, added: 5, credits: 1 }]],
    [
      [{ page: 2, added: 5 }, { page: 2, added: 1 }, { page: 1, added: 1 }, { page: 3, added: 0, credits: -1 }, 'x'],
      [
        { page: 2, added: 5 },
        { page: 3, added: 0 },
      ],
    ],
  ])('%j reads as %j', (stored, pages) => {
    expect(checkHistoryPages(stored)).toEqual(pages);
  });

  it('for a search recorded before they were, are inferred from its results (at least page 2), only when it had pages', () => {
    expect(inferredPages({ numberOfResults: 5 }, { pageStarts: [5] }, 10)).toEqual([{ page: 2, added: 1 }]);
    expect(inferredPages({ numberOfResults: 5 }, { pageStarts: [10] }, 15)).toEqual([
      { page: 2, added: 1 },
      { page: 3, added: 1 },
    ]);
    // Duplicates dropped: fewer results than pages asked for still holds page 2.
    expect(inferredPages({}, { pageStarts: [10] }, 12)).toEqual([{ page: 2, added: 1 }]);
    expect(inferredPages({}, {}, 30)).toBeUndefined();
  });
});

describe('the history database, version 1 → 2', () => {
  /** A version-1 database as the release before this one left it, with its records as it stored them. */
  async function versionOneDatabase(name: string): Promise<void> {
    const db = await openDB(name, 1, {
      upgrade(upgrading) {
        for (const upgrade of SIDEKICK_DATABASE.upgrades) upgrade(upgrading, 0);
      },
    });
    const paged = {
      id: 'paged',
      request: { query: 'paris', numberOfResults: 5 },
      source: 'sidepanel',
      at: 1_700_000_000_000,
      credits: 2,
      cached: false,
      requestKey: '{"query":"paris","numberOfResults":5}',
      resultCount: 10,
      titles: 'a\nb\nc\nd\ne\nf\ng\nh\ni\nj',
      bytes: 900,
    };
    const single = {
      ...paged,
      id: 'single',
      request: { query: 'coffee' },
      requestKey: '{"query":"coffee"}',
      credits: 1,
    };
    await db.put('history', paged);
    await db.put('history', single);
    await db.put('historyResponses', {
      id: 'paged',
      response: response(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'], { pageStarts: [5], credits: 2 }),
    });
    await db.put('historyResponses', { id: 'single', response: response(['a']) });
    await db.put('totals', { store: 'history', bytes: 1800 });
    db.close();
  }

  it('records the pages each past search holds; nothing else changes, nothing is lost', async () => {
    const name = 'history-pages-migration';
    await versionOneDatabase(name);
    const open = sidekickDatabase(name);
    const db = await open();
    expect(db.version).toBe(2);
    const history = createHistoryStore(open);
    const paged = await history.get('paged');
    expect(paged).toMatchObject({ credits: 2, pages: [{ page: 2, added: 1 }] });
    expect(paged?.response.organic).toHaveLength(10);
    const single = await history.get('single');
    expect(single).toMatchObject({ credits: 1 });
    expect(single?.pages).toBeUndefined();
    expect((await history.list()).map((entry) => entry.id).sort()).toEqual(['paged', 'single']);
    // The byte total is recounted at the next write.
    expect(await db.get('totals', 'history')).toBeUndefined();
    db.close();
  });
});

describe('a past search reopened asks for the page after the last it holds', () => {
  const KEY = 'history-pages-key';
  const WINDOW: SearchView = { windowId: 5, private: false };
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

  const serviceOver = (wiring: ReturnType<typeof usageWiring>) =>
    createSearchService({
      bookkeepingDelayMs: 0,
      readSettings,
      hasHostPermission: () => Promise.resolve(true),
      records: windowRecordStore(fakeBrowser.storage.session),
      cache: wiring.cache,
      usage: wiring.usage,
    });
  const pagesSent = () => api.searchRequests().map((sent) => (sent.json as { page?: number }).page ?? 1);

  it('from the history, and in a results tab, after the worker stopped and the cache was cleared: page 3, never page 2 again', async () => {
    const first = usageWiring();
    const searches = serviceOver(first);
    const request = { query: 'paris', numberOfResults: 5 };
    const shown = await searches.search({ request, source: 'sidepanel' }, WINDOW);
    if (!shown.ok) throw new Error('search failed');
    const page2 = await searches.search(
      { request: { ...request, page: 2 }, source: 'sidepanel', more: { of: shown.record.id } },
      WINDOW,
    );
    await searches.whenIdle();
    expect(page2.ok && page2.record.billed).toBe(1);
    expect(await first.usage.history.find(shown.record.id)).toMatchObject({
      credits: 2,
      pages: [{ page: 2, credits: 1, added: expect.any(Number) as number }],
    });

    // The worker stops; the cache is cleared.
    await first.cacheStore.clear();
    const restarted = usageWiring({ open: first.open });
    const again = serviceOver(restarted);

    // Reopened from the history: it says it holds page 2.
    const reopened = await again.reopen(shown.record.id, WINDOW);
    expect(reopened?.ok && reopened.record).toMatchObject({ historyId: shown.record.id, lastPage: 2 });
    const next = reopened?.ok ? nextPageRequest(reopened.record, []) : undefined;
    expect(next).toEqual({ ...request, page: 3 });
    // A results tab restored after the worker stopped asks for its search by id: the same.
    const tab = await again.answer({ id: shown.record.id, request }, WINDOW);
    expect(tab.ok && tab.record.lastPage).toBe(2);
    expect(tab.ok && tab.response.organic.length).toBeGreaterThan(5);

    if (!reopened?.ok || !next) throw new Error('not reopened');
    const more = { of: reopened.record.id, historyId: shown.record.id };
    expect(await again.search({ request: next, source: 'sidepanel', more }, WINDOW)).toMatchObject({ ok: true });
    // Page 2 asked for again directly (a stale page) is not added to the entry twice.
    await restarted.usage.history.appendPage(shown.record.id, 2, response(['z']), 1);
    await again.whenIdle();
    expect(pagesSent()).toEqual([1, 2, 3]);
    const entry = await restarted.usage.history.find(shown.record.id);
    expect(entry?.pages?.map((page) => page.page)).toEqual([2, 3]);
    expect(entry?.credits).toBe(3);
    expect(entry?.response.organic.map((item) => item.title)).not.toContain('z');
  });

  it('a page whose credits were not reported leaves the entry’s credits unknown, never less than they were', async () => {
    const wiring = usageWiring();
    const searches = serviceOver(wiring);
    const request = { query: 'paris', numberOfResults: 5 };
    const shown = await searches.search({ request, source: 'sidepanel' }, WINDOW);
    if (!shown.ok) throw new Error('search failed');
    api.enqueue({ unreported: true });
    await searches.search(
      { request: { ...request, page: 2 }, source: 'sidepanel', more: { of: shown.record.id } },
      WINDOW,
    );
    await searches.whenIdle();
    const entry = await wiring.usage.history.find(shown.record.id);
    expect(entry?.credits).toBeUndefined();
    expect(entry?.pages).toEqual([{ page: 2, added: expect.any(Number) as number }]);
  });
});
