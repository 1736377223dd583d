import { describe, expect, it } from 'vitest';
import { findFresh, keyFingerprint, ttlFor, withEntry, type CacheEntry } from '../../lib/cache/cache-policy';
import { filterHistory, withSearch, withoutEntry, type HistoryEntry } from '../../lib/history/search-history';
import { checkHistory } from '../../lib/history/history-item';
import type { SearchResponse } from '../../lib/api/search-response';

const response = (titles: string[] = []): SearchResponse => ({
  query: 'q',
  organic: titles.map((title, i) => ({ title, link: `https://x.example/${i}`, position: i + 1 })),
  relatedSearches: [],
  droppedResults: 0,
});

const entry = (key: string, fetchedAt: number, bytes = 100, ttl = 1000): CacheEntry => ({
  key,
  response: response(),
  fetchedAt,
  expiresAt: fetchedAt + ttl,
  bytes,
});

describe('cache policy', () => {
  it('serves an entry until it expires, then not', () => {
    const store = withEntry({ entries: [] }, entry('a', 0, 100, 1000), 0);
    expect(findFresh(store, 'a', 999)?.key).toBe('a');
    expect(findFresh(store, 'a', 1000)).toBeUndefined();
  });

  it('keeps the user’s TTL but shortens it for recent-only searches', () => {
    expect(ttlFor({ query: 'q' }, 60)).toBe(3_600_000);
    expect(ttlFor({ query: 'q', dateRange: 'PAST_HOUR' }, 60)).toBe(300_000);
    expect(ttlFor({ query: 'q', dateRange: 'PAST_24_HOURS' }, 60)).toBe(1_800_000);
    expect(ttlFor({ query: 'q', dateRange: 'PAST_HOUR' }, 2)).toBe(120_000);
    expect(ttlFor({ query: 'q' }, 0)).toBe(0);
  });

  it('evicts the oldest entries beyond the entry cap', () => {
    let store = { entries: [] as CacheEntry[] };
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) {
      store = withEntry(store, entry(key, i, 10, 10_000), i, { maxEntries: 3, maxBytes: 1e6 });
    }
    expect(store.entries.map((e) => e.key)).toEqual(['b', 'c', 'd']);
  });

  it('evicts the oldest entries beyond the byte cap', () => {
    let store = { entries: [] as CacheEntry[] };
    for (const [i, key] of ['a', 'b', 'c'].entries()) {
      store = withEntry(store, entry(key, i, 400, 10_000), i, { maxEntries: 100, maxBytes: 1000 });
    }
    expect(store.entries.map((e) => e.key)).toEqual(['b', 'c']);
  });

  it('drops expired entries and replaces an entry for the same search', () => {
    let store = withEntry({ entries: [] }, entry('old', 0, 10, 5), 0);
    store = withEntry(store, entry('a', 1, 10, 100), 10);
    store = withEntry(store, entry('a', 20, 10, 100), 20);
    expect(store.entries.map((e) => [e.key, e.fetchedAt])).toEqual([['a', 20]]);
  });

  it('fingerprints keys without storing them, and differently per key', async () => {
    const a = await keyFingerprint('key-one');
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(a).not.toContain('key-one');
    expect(await keyFingerprint('key-two')).not.toBe(a);
    expect(await keyFingerprint('key-one')).toBe(a);
  });
});

const search = (id: string, query: string, bytes = 100, titles: string[] = []): HistoryEntry => ({
  id,
  request: { query },
  source: 'sidepanel',
  at: Number(id.replace(/\D/g, '')) || 0,
  cached: false,
  credits: 1,
  response: response(titles),
  bytes,
});

describe('history', () => {
  it('keeps searches newest first and moves a repeated search to the top', () => {
    let history = { entries: [] as HistoryEntry[] };
    for (const item of [search('1', 'a'), search('2', 'b'), search('3', 'a')]) history = withSearch(history, item);
    expect(history.entries.map((e) => e.id)).toEqual(['3', '2']);
  });

  it('evicts the oldest beyond the count cap', () => {
    let history = { entries: [] as HistoryEntry[] };
    for (let i = 1; i <= 5; i += 1)
      history = withSearch(history, search(String(i), `q${i}`), { maxEntries: 3, maxBytes: 1e6 });
    expect(history.entries.map((e) => e.id)).toEqual(['5', '4', '3']);
  });

  it('evicts the oldest beyond the byte cap', () => {
    let history = { entries: [] as HistoryEntry[] };
    for (let i = 1; i <= 4; i += 1)
      history = withSearch(history, search(String(i), `q${i}`, 300), { maxEntries: 100, maxBytes: 1000 });
    expect(history.entries.map((e) => e.id)).toEqual(['4', '3', '2']);
  });

  it('does not let one oversized search wipe the history', () => {
    const history = withSearch({ entries: [] }, search('1', 'small', 10));
    const after = withSearch(history, search('2', 'huge', 5000), { maxEntries: 100, maxBytes: 1000 });
    expect(after.entries.map((e) => e.id)).toEqual(['1']);
  });

  it('deletes one entry', () => {
    const history = { entries: [search('2', 'b'), search('1', 'a')] };
    expect(withoutEntry(history, '2').entries.map((e) => e.id)).toEqual(['1']);
  });

  it('finds past searches by query words or result titles, in any case', () => {
    const history = {
      entries: [search('2', 'Ada Lovelace', 100, ['Analytical Engine']), search('1', 'paris weather')],
    };
    expect(filterHistory(history, 'lovelace').map((e) => e.id)).toEqual(['2']);
    expect(filterHistory(history, 'ENGINE ada').map((e) => e.id)).toEqual(['2']);
    expect(filterHistory(history, 'paris').map((e) => e.id)).toEqual(['1']);
    expect(filterHistory(history, '  ')).toHaveLength(2);
  });

  it('reads a stored history keeping every well-formed entry', () => {
    const good = search('1', 'a');
    expect(checkHistory({ entries: [good, { id: 2 }, null, 'x'] })).toEqual({ entries: [good] });
    expect(checkHistory('garbage')).toEqual({ entries: [] });
  });
});
