import { describe, expect, it } from 'vitest';
import { cacheEntry, keyFingerprint, ttlFor } from '../../lib/cache/cache-policy';
import { createCacheStore } from '../../lib/cache/cache-store';
import { createSearchCache } from '../../lib/cache/search-cache';
import { createHistoryStore } from '../../lib/history/history-store';
import { filterHistory, summarize, type HistoryEntry } from '../../lib/history/search-history';
import { jsonBytes } from '../../lib/storage/byte-size';
import type { SearchResponse } from '../../lib/api/search-response';
import { freshDatabase } from './fresh-database';

const response = (titles: string[] = [], snippet = ''): SearchResponse => ({
  query: 'q',
  organic: titles.map((title, i) => ({ title, link: `https://x.example/${i}`, position: i + 1, snippet })),
  relatedSearches: [],
  droppedResults: 0,
});

const entry = (key: string, fetchedAt: number, ttl = 1000, snippet = '') =>
  cacheEntry(key, response(['t'], snippet), fetchedAt, ttl);

describe('cache store (IndexedDB)', () => {
  it('serves an entry until it expires, then not', async () => {
    const store = createCacheStore(freshDatabase());
    await store.put([entry('a', 0, 1000)], 0);
    expect((await store.get('a', 999))?.key).toBe('a');
    expect(await store.get('a', 1000)).toBeUndefined();
  });

  it('keeps the user’s TTL but shortens it for recent-only searches', () => {
    expect(ttlFor({ query: 'q' }, 60)).toBe(3_600_000);
    expect(ttlFor({ query: 'q', dateRange: 'PAST_HOUR' }, 60)).toBe(300_000);
    expect(ttlFor({ query: 'q', dateRange: 'PAST_24_HOURS' }, 60)).toBe(1_800_000);
    expect(ttlFor({ query: 'q', dateRange: 'PAST_HOUR' }, 2)).toBe(120_000);
    expect(ttlFor({ query: 'q' }, 0)).toBe(0);
  });

  it('evicts the oldest entries beyond the entry cap', async () => {
    const store = createCacheStore(freshDatabase(), { maxEntries: 3, maxBytes: 1e6 });
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) await store.put([entry(key, i, 10_000)], i);
    const kept = await Promise.all(['a', 'b', 'c', 'd'].map((key) => store.get(key, 10)));
    expect(kept.map((e) => e?.key)).toEqual([undefined, 'b', 'c', 'd']);
  });

  it('evicts the oldest entries beyond the byte cap, counted in UTF-8 bytes', async () => {
    const big = entry('a', 0, 10_000, '東京'.repeat(100));
    expect(big.bytes).toBeGreaterThan(JSON.stringify(big.response).length + 300);
    const store = createCacheStore(freshDatabase(), { maxEntries: 100, maxBytes: big.bytes * 2 + 10 });
    for (const [i, key] of ['a', 'b', 'c'].entries()) {
      await store.put([entry(key, i, 10_000, '東京'.repeat(100))], i);
    }
    expect(await store.get('a', 10)).toBeUndefined();
    expect((await store.get('c', 10))?.key).toBe('c');
  });

  it('drops expired entries first, and replaces an entry for the same search', async () => {
    const store = createCacheStore(freshDatabase(), { maxEntries: 2, maxBytes: 1e6 });
    await store.put([entry('old', 0, 5)], 0);
    await store.put([entry('a', 1, 100)], 1);
    await store.put([entry('a', 20, 100)], 20);
    await store.put([entry('b', 21, 100)], 21);
    expect((await store.get('a', 22))?.fetchedAt).toBe(20);
    expect((await store.get('b', 22))?.key).toBe('b');
  });

  it('treats a damaged record as a miss', async () => {
    const open = freshDatabase();
    await (await open()).put('cache', { key: 'x', fetchedAt: 0, expiresAt: 1e12, bytes: 1 } as never);
    expect(await createCacheStore(open).get('x', 1)).toBeUndefined();
  });

  it('empties, and says how many bytes it held', async () => {
    const store = createCacheStore(freshDatabase());
    const stored = entry('a', 0, 1000);
    await store.put([stored], 0);
    expect(await store.clear()).toBe(stored.bytes);
    expect(await store.get('a', 1)).toBeUndefined();
  });

  it('fingerprints keys without storing them, and differently per key', async () => {
    const a = await keyFingerprint('key-one');
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(a).not.toContain('key-one');
    expect(await keyFingerprint('key-two')).not.toBe(a);
    expect(await keyFingerprint('key-one')).toBe(a);
  });
});

describe('search cache (memory in front of IndexedDB)', () => {
  it('serves a held answer before its record is written, and after', async () => {
    const store = createCacheStore(freshDatabase());
    const cache = createSearchCache(store, () => 10);
    const held = cache.hold('k', response(['t']), 1000, 5);
    expect((await cache.get('k'))?.fetchedAt).toBe(5);
    expect(await store.get('k', 10)).toBeUndefined();
    await cache.persist(held!);
    expect((await store.get('k', 10))?.fetchedAt).toBe(5);
  });

  it('holds nothing when the cache is off (TTL 0)', async () => {
    const cache = createSearchCache(createCacheStore(freshDatabase()));
    expect(cache.hold('k', response(), 0)).toBeUndefined();
    expect(await cache.get('k')).toBeUndefined();
  });

  it('forgets memory and records alike when cleared', async () => {
    const store = createCacheStore(freshDatabase());
    const cache = createSearchCache(store, () => 10);
    await cache.persist(cache.hold('k', response(), 1000, 5)!);
    await cache.clear();
    expect(await cache.get('k')).toBeUndefined();
  });
});

const search = (id: string, query: string, titles: string[] = [], at = Number(id)): HistoryEntry => ({
  id,
  request: { query },
  source: 'sidepanel',
  at,
  cached: false,
  credits: 1,
  response: response(titles),
});

describe('history store (IndexedDB)', () => {
  it('lists searches newest first; a repeated search replaces its earlier record', async () => {
    const history = createHistoryStore(freshDatabase());
    for (const item of [search('1', 'a'), search('2', 'b'), search('3', 'a')]) await history.add([item]);
    expect((await history.list()).map((e) => e.id)).toEqual(['3', '2']);
  });

  it('evicts the oldest beyond the count cap', async () => {
    const history = createHistoryStore(freshDatabase(), { maxEntries: 3, maxBytes: 1e6 });
    for (let i = 1; i <= 5; i += 1) await history.add([search(String(i), `q${i}`)]);
    expect((await history.list()).map((e) => e.id)).toEqual(['5', '4', '3']);
    expect(await history.get('1')).toBeUndefined();
  });

  it('evicts the oldest beyond the byte cap', async () => {
    const size = summarize(search('1', 'q1')).bytes;
    const history = createHistoryStore(freshDatabase(), { maxEntries: 100, maxBytes: size * 3 + 5 });
    for (let i = 1; i <= 4; i += 1) await history.add([search(String(i), `q${i}`)]);
    expect((await history.list()).map((e) => e.id)).toEqual(['4', '3', '2']);
  });

  it('does not let one oversized search wipe the history', async () => {
    const history = createHistoryStore(freshDatabase(), { maxEntries: 100, maxBytes: 2000 });
    await history.add([search('1', 'small')]);
    await history.add([search('2', 'huge', ['x'.repeat(5000)])]);
    expect((await history.list()).map((e) => e.id)).toEqual(['1']);
  });

  it('reopens a past search with its results, and deletes one entry', async () => {
    const history = createHistoryStore(freshDatabase());
    await history.add([search('1', 'a', ['Alpha'])]);
    await history.add([search('2', 'b')]);
    expect((await history.get('1'))?.response.organic[0]?.title).toBe('Alpha');
    await history.delete('2');
    expect((await history.list()).map((e) => e.id)).toEqual(['1']);
    expect(await history.get('2')).toBeUndefined();
  });

  it('drops the oldest share of the searches to make room', async () => {
    const history = createHistoryStore(freshDatabase());
    for (let i = 1; i <= 8; i += 1) await history.add([search(String(i), `q${i}`)]);
    await history.dropOldest(0.25);
    expect((await history.list()).map((e) => e.id)).toEqual(['8', '7', '6', '5', '4', '3']);
  });

  it('skips a damaged record and lists the rest', async () => {
    const open = freshDatabase();
    const history = createHistoryStore(open);
    await history.add([search('1', 'a')]);
    await (await open()).put('history', { id: 'broken', at: 5 } as never);
    expect((await history.list()).map((e) => e.id)).toEqual(['1']);
    expect(await history.get('broken')).toBeUndefined();
  });

  it('finds past searches by query words or result titles, in any case', () => {
    const entries = [
      summarize(search('2', 'Ada Lovelace', ['Analytical Engine'])),
      summarize(search('1', 'paris weather')),
    ];
    expect(filterHistory(entries, 'lovelace').map((e) => e.id)).toEqual(['2']);
    expect(filterHistory(entries, 'ENGINE ada').map((e) => e.id)).toEqual(['2']);
    expect(filterHistory(entries, 'paris').map((e) => e.id)).toEqual(['1']);
    expect(filterHistory(entries, '  ')).toHaveLength(2);
  });

  it('counts and finds a search of another type by its own items (a news search’s articles)', () => {
    const news = search('3', 'tesla');
    news.response = {
      ...news.response,
      type: 'news',
      organic: [],
      news: [{ title: 'Tesla rallies', link: 'https://n.example/', position: 1 }],
    };
    const summary = summarize(news);
    expect(summary.resultCount).toBe(1);
    expect(filterHistory([summary], 'rallies').map((e) => e.id)).toEqual(['3']);
  });

  it('counts sizes in UTF-8 bytes, as the quota does', () => {
    expect(jsonBytes('東京')).toBe(8); // two quotes + 2 × 3 bytes
    expect(jsonBytes('ab')).toBe(4);
  });
});
