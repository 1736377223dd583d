import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseSearchResponse } from '../../lib/api/parse-response';
import { pathOf, searchTypeUnit, SERPER_PATHS } from '../../lib/api/result-types';
import type { SearchRequest, SearchType } from '../../lib/api/search-options';
import type { SearchResponse } from '../../lib/api/search-response';
import { safeImageUrl, safeLinkUrl } from '../../lib/text/safe-url';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { postJson, type Answer } from './search-api-http';

// The local API's answers for each search type, over real HTTP, read by the parser: in spec
// mode (POST /v1/search with `resultType`) and on the live service's own paths (live mode).
type ResultType = Exclude<SearchType, 'web'>;
type Raw = Record<string, unknown>;
const KEY = 'types-key';
const DEMO: ReadonlyArray<readonly [ResultType, string]> = [
  ['news', 'tesla'],
  ['images', 'paris'],
  ['videos', 'ada lovelace'],
  ['places', 'coffee'],
  ['shopping', 'coffee'],
];

function parse(answer: Answer, request: Pick<SearchRequest, 'query' | 'type'>): SearchResponse {
  expect(answer.status).toBe(200);
  const result = parseSearchResponse(answer.text, request);
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.value;
}

const linkOf = (type: ResultType, item: Raw) => (type === 'places' ? item.website : item.link);

/** What the answer sent and what the parser read agree: count, links, ranks, titles. */
function expectRead(type: ResultType, answer: Answer, value: SearchResponse): void {
  const raw = answer.json[type] as Raw[];
  const items = searchTypeUnit(type).listIn(value).items as unknown as Raw[];
  expect(value.type).toBe(type);
  expect(raw.length).toBeGreaterThan(0);
  expect(items).toHaveLength(raw.length);
  expect(items.map((item) => linkOf(type, item))).toEqual(raw.map((item) => linkOf(type, item)));
  expect(items.map((item) => item.position)).toEqual(raw.map((item) => item.position));
  expect(items.map((item) => item.title)).toEqual(raw.map((item) => item.title));
  expect(value.droppedResults).toBe(0);
}

describe('the local API’s typed answers, read by the parser', () => {
  let api: SearchApi;
  beforeAll(async () => {
    api = await startSearchApi({ keys: { [KEY]: 100_000 }, rateLimit: false, tls: true });
  });
  afterAll(() => api.close());

  it.each(DEMO)('spec mode: resultType %s for %j reads every item, with https pictures', async (type, query) => {
    api.setMode('spec');
    const answer = await postJson(`${api.url}/v1/search`, { query, resultType: type }, { 'X-API-Key': KEY });
    const value = parse(answer, { query, type });
    expectRead(type, answer, value);
    expect(value.query).toBe(query);
    for (const item of searchTypeUnit(type).listIn(value).items as unknown as Raw[]) {
      const link = linkOf(type, item) as string | undefined;
      if (link !== undefined) expect(safeLinkUrl(link)).toBeDefined();
      for (const picture of [item.imageUrl, item.thumbnailUrl]) {
        if (typeof picture === 'string') expect(safeImageUrl(picture)?.startsWith(`${api.tlsUrl}/thumbs/`)).toBe(true);
      }
    }
  });

  it.each(DEMO)('live mode: POST /{pathOf(%s)} for %j is read as that type', async (type, query) => {
    api.setMode('live');
    const answer = await postJson(`${api.url}/${pathOf(type)}`, { q: query }, { 'X-API-KEY': KEY });
    expectRead(type, answer, parse(answer, { query, type }));
  });

  it('live mode: the web path answers organic results, read as web', async () => {
    api.setMode('live');
    const answer = await postJson(`${api.url}/${SERPER_PATHS.web}`, { q: 'ada lovelace' }, { 'X-API-KEY': KEY });
    const value = parse(answer, { query: 'ada lovelace' });
    expect(value.type).toBeUndefined();
    expect(value.organic.length).toBe((answer.json.organic as unknown[]).length);
  });

  it('live mode: a recorded query on its path serves the recording, read in full', async () => {
    api.setMode('live');
    const answer = await postJson(`${api.url}/${pathOf('images')}`, { q: 'Lion' }, { 'X-API-KEY': KEY });
    const value = parse(answer, { query: 'Lion', type: 'images' });
    expectRead('images', answer, value);
    expect(value.images?.[0]).toMatchObject({ title: 'Lion - Wikipedia', imageWidth: 5168, thumbnailWidth: 275 });
  });
});

describe('the local API’s pictures without TLS', () => {
  let api: SearchApi;
  beforeAll(async () => {
    api = await startSearchApi({ keys: { [KEY]: 1000 }, rateLimit: false });
  });
  afterAll(() => api.close());

  it.each(DEMO.filter(([type]) => type !== 'places'))(
    '%s: the http thumbnails are read as sent but never pass safeImageUrl, so no page loads them',
    async (type, query) => {
      const answer = await postJson(`${api.url}/v1/search`, { query, resultType: type }, { 'X-API-Key': KEY });
      const items = searchTypeUnit(type).listIn(parse(answer, { query, type })).items as unknown as Raw[];
      const pictures = items
        .flatMap((item) => [item.imageUrl, item.thumbnailUrl])
        .filter((url): url is string => typeof url === 'string');
      expect(pictures.length).toBeGreaterThan(0);
      for (const picture of pictures) {
        expect(picture.startsWith('http://')).toBe(true);
        expect(safeImageUrl(picture)).toBeUndefined();
      }
    },
  );
});
