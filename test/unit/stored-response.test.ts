import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { parseSearchResponse } from '../../lib/api/parse-response';
import { readStoredResponse } from '../../lib/api/read-stored-response';
import { LIMITS } from '../../lib/api/search-response';
import { legacyCacheEntries } from '../../lib/cache/legacy-cache';
import { legacyHistoryEntries } from '../../lib/history/legacy-history';
import { migrateLegacyData } from '../../lib/background/legacy-migration';
import { safeLinkUrl } from '../../lib/text/safe-url';
import { usageWiring } from './usage-wiring';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const RLO = '\u202E';
const BIDI_AND_CONTROLS =
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;

/** Results as the first release stored them: parsed in its day, with none of today's checks. */
const hostileResults = [
  {
    title: `${RLO}fdp.exe ${'A'.repeat(50_000)}`,
    link: '  https://example.org/long  ',
    snippet: `line\u0000one\u2066two${'s'.repeat(5000)}`,
    position: 1,
    date: 'Aug 1, 2023',
  },
  {
    title: 'Garbage date',
    link: 'https://example.org/g',
    position: 2,
    date: `\u0007${'not a date at all '.repeat(10)}`,
  },
  { title: 'Script link', link: 'javascript:alert(1)', position: 3, date: 42 },
  { link: 'https://example.org/no-title', position: 4 },
  { title: `Facts${RLO}`, link: 'https://example.org/f', position: 5, attributes: [['Founded', '1976']] },
];

/** A first-release stored response: the parsed shape of its day (related searches as text, attributes as pairs). */
const hostileStored = {
  query: `evil${RLO}query`,
  organic: hostileResults,
  knowledgeGraph: { title: `Ada${RLO}`, attributes: [['Born', `1815${RLO}`]], website: 'javascript:alert(2)' },
  relatedSearches: [`more\u202Eevil`, 42],
  droppedResults: 0,
  credits: 1,
};

/** The same answer as the service would send it (the echo in searchParameters, attributes as a map). */
const serviceBody = {
  searchParameters: { q: hostileStored.query },
  organic: hostileResults.map((result) =>
    result.attributes
      ? { ...result, attributes: Object.fromEntries(result.attributes) as Record<string, string> }
      : result,
  ),
  knowledgeGraph: { ...hostileStored.knowledgeGraph, attributes: { Born: `1815${RLO}` } },
  relatedSearches: hostileStored.relatedSearches.map((query) => ({ query })),
  credits: 1,
};

beforeEach(() => {
  fakeBrowser.reset();
});

function freshParse() {
  const parsed = parseSearchResponse(JSON.stringify(serviceBody), { query: 'fallback' });
  if (!parsed.ok) throw new Error('the service body did not parse');
  return parsed.value;
}

describe('a stored response is re-read like a fresh answer', () => {
  it('gives exactly what a fresh parse of the same answer gives', () => {
    expect(readStoredResponse(hostileStored)).toEqual(freshParse());
  });

  it('cleans bidi and control characters and caps a 50,000-character title', () => {
    const read = readStoredResponse(hostileStored);
    const [first] = read?.organic ?? [];
    expect(first?.title.length).toBeLessThanOrEqual(LIMITS.title);
    expect(first?.snippet?.length).toBeLessThanOrEqual(LIMITS.snippet);
    expect(first?.link).toBe('https://example.org/long');
    for (const text of [read?.query, ...(read?.organic ?? []).flatMap((r) => [r.title, r.snippet, r.date])]) {
      expect(text ?? '').not.toMatch(BIDI_AND_CONTROLS);
    }
    expect(read?.relatedSearches).toEqual(['moreevil']);
    expect(read?.knowledgeGraph?.attributes).toEqual([['Born', '1815']]);
  });

  it('turns "Aug 1, 2023" into its ISO day, keeps a garbage date as capped text, drops a date that is not text', () => {
    const organic = readStoredResponse(hostileStored)?.organic ?? [];
    expect(organic[0]?.date).toBe('2023-08-01');
    expect(organic[1]?.date?.length).toBeLessThanOrEqual(LIMITS.date);
    expect(organic[1]?.date).toMatch(/^not a date at all/u);
    expect(organic[2]).not.toHaveProperty('date');
  });

  it('keeps a javascript: link as data that never becomes a link', () => {
    const read = readStoredResponse(hostileStored);
    const script = read?.organic.find((result) => result.title === 'Script link');
    expect(script?.link).toBe('javascript:alert(1)');
    expect(safeLinkUrl(script?.link)).toBeUndefined();
    expect(safeLinkUrl(read?.knowledgeGraph?.website)).toBeUndefined();
  });

  it('drops a result without a title and counts it, keeping the others', () => {
    const read = readStoredResponse(hostileStored);
    expect(read?.organic.map((result) => result.position)).toEqual([1, 2, 3, 5]);
    expect(read?.droppedResults).toBe(1);
  });

  it('reads attributes stored as pairs and as a map alike', () => {
    const asMap = { ...hostileStored, knowledgeGraph: { title: 'Ada', attributes: { Born: '1815' } } };
    const asPairs = { ...hostileStored, knowledgeGraph: { title: 'Ada', attributes: [['Born', '1815'], 'odd'] } };
    expect(readStoredResponse(asMap)?.knowledgeGraph?.attributes).toEqual([['Born', '1815']]);
    expect(readStoredResponse(asPairs)?.knowledgeGraph?.attributes).toEqual([['Born', '1815']]);
  });

  it('reads a stored price as the price shown', () => {
    const read = readStoredResponse({
      query: 'q',
      organic: [{ title: 'T', link: 'https://a.example/', price: '$29' }],
    });
    expect(read?.organic[0]?.price).toBe('$29');
  });

  it.each([null, 'text', 42, { query: 'q' }, { organic: 'nope' }])('reads %j as no response', (stored) => {
    expect(readStoredResponse(stored)).toBeUndefined();
  });
});

describe('the first release’s records go through the same reader', () => {
  const record = (id: string, response: unknown, request: unknown = { query: 'hostile' }) => ({
    id,
    request,
    source: 'popup',
    at: NOW - 1000,
    credits: 1,
    cached: false,
    response,
    bytes: 100,
  });

  it('migrates a hostile history record cleaned, and drops an unreadable one alone', () => {
    const entries = legacyHistoryEntries({
      entries: [
        record('hostile', hostileStored),
        record('no-results', { query: 'x', organic: 'nope' }),
        record('bad-request', hostileStored, { query: '   ' }),
        record('x'.repeat(500), hostileStored),
      ],
    });
    expect(entries.map((entry) => entry.id)).toEqual(['hostile']);
    expect(entries[0]?.response).toEqual(freshParse());
  });

  it('migrates a hostile cache record cleaned, and drops an unreadable one alone', () => {
    const cached = (key: string, response: unknown) => ({
      key,
      response,
      fetchedAt: NOW - 1000,
      expiresAt: NOW + 60_000,
      bytes: 10,
    });
    const entries = legacyCacheEntries(
      { entries: [cached('hostile', hostileStored), cached('broken', { organic: {} })] },
      NOW,
    );
    expect(entries.map((entry) => entry.key)).toEqual(['hostile']);
    expect(entries[0]?.response).toEqual(freshParse());
  });

  it('stores the cleaned record in IndexedDB: the history lists clean titles', async () => {
    await fakeBrowser.storage.local.set({ searchHistory: { entries: [record('hostile', hostileStored)] } });
    const wiring = usageWiring({ now: () => NOW });
    await migrateLegacyData({
      local: fakeBrowser.storage.local,
      history: wiring.history,
      cache: wiring.cacheStore,
      migrateLedger: () => wiring.usage.ledger.migrateLedger(),
      historyChanged: () => undefined,
      now: () => NOW,
    });
    const [summary] = await wiring.history.list();
    expect(summary?.titles).not.toMatch(BIDI_AND_CONTROLS);
    expect(summary?.titles.length).toBeLessThan(2000);
    expect((await wiring.history.get('hostile'))?.response).toEqual(freshParse());
  });
});
