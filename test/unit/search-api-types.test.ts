import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESULT_TYPES, startSearchApi, type ResultType, type SearchApi } from '../search-api/server';
import { arrayOf } from '../search-api/search-types';
import { postJson, type Answer } from './search-api-http';

// The spec's `resultType` (news, images, videos, places, shopping; scholar and patents in
// search-api-study-types.test.ts) and paging, in spec mode.
let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { 'test-key': 100_000 }, rateLimit: false });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const search = (body: object | string, key = 'test-key'): Promise<Answer> =>
  postJson(`${api.url}/v1/search`, body, { 'X-API-Key': key });

type Item = Record<string, unknown>;
const itemsOf = (answer: Answer, type: ResultType): Item[] => (answer.json[arrayOf(type)] as Item[] | undefined) ?? [];

/** The demo query each type answers best, and the fields every item of that type has. */
const TYPES: ReadonlyArray<readonly [ResultType, string, readonly string[]]> = [
  ['news', 'tesla', ['title', 'link', 'snippet', 'date', 'source', 'imageUrl', 'position']],
  [
    'images',
    'paris',
    [
      'title',
      'imageUrl',
      'imageWidth',
      'imageHeight',
      'thumbnailUrl',
      'thumbnailWidth',
      'thumbnailHeight',
      'source',
      'domain',
      'link',
      'position',
    ],
  ],
  [
    'videos',
    'ada lovelace',
    ['title', 'link', 'snippet', 'imageUrl', 'duration', 'source', 'channel', 'date', 'position'],
  ],
  [
    'places',
    'coffee',
    ['position', 'title', 'address', 'latitude', 'longitude', 'rating', 'ratingCount', 'category', 'cid'],
  ],
  ['shopping', 'coffee', ['title', 'source', 'link', 'price', 'delivery', 'imageUrl', 'position']],
];

describe('local search API: result types in spec mode', () => {
  it.each(TYPES)('answers resultType %j with a %j array beside an empty organic list', async (type, query, fields) => {
    const answer = await search({ query, resultType: type });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json)).toEqual(['status', 'searchParameters', 'organic', type, 'credits']);
    expect(answer.json).toMatchObject({ status: 'SUCCESS', organic: [], credits: 1 });
    expect(answer.json.searchParameters).toEqual({
      query,
      type,
      engine: 'local-corpus',
      location: 'UK',
      numberOfResults: 10,
    });
    const items = itemsOf(answer, type);
    expect(items).toHaveLength(10);
    expect(items.map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const item of items) {
      for (const field of fields) expect(item, `${type} item ${String(item.title)} has ${field}`).toHaveProperty(field);
      const link = type === 'places' ? item.website : item.link;
      if (link !== undefined) expect(link).toMatch(/^https?:\/\//u);
    }
  });

  it('writes news and video dates as ISO 8601, and the other fields with the right types', async () => {
    const news = itemsOf(await search({ query: 'tesla', resultType: 'news' }), 'news');
    const videos = itemsOf(await search({ query: 'typescript', resultType: 'videos' }), 'videos');
    for (const item of [...news, ...videos]) expect(new Date(String(item.date)).toISOString()).toBe(item.date);
    for (const video of videos) expect(video.duration).toMatch(/^(\d+:)?\d{1,2}:\d{2}$/u);
    const places = itemsOf(await search({ query: 'coffee', resultType: 'places', numberOfResults: 100 }), 'places');
    for (const place of places) {
      expect(typeof place.latitude).toBe('number');
      expect(place.rating).toBeGreaterThanOrEqual(1);
      expect(place.cid).toMatch(/^\d{15,20}$/u);
    }
    // Real places answers leave out what a place does not have (recordings/…-places-2025.json).
    expect(places.some((place) => place.website === undefined)).toBe(true);
    expect(places.some((place) => place.phoneNumber === undefined)).toBe(true);
    const products = itemsOf(
      await search({ query: 'coffee', resultType: 'shopping', numberOfResults: 100 }),
      'shopping',
    );
    for (const product of products) expect(product.price).toMatch(/^\$\d+\.\d{2}$/u);
    // offers and productId come together, on some products only, as recorded from the live service.
    expect(products.some((product) => product.offers !== undefined)).toBe(true);
    expect(products.some((product) => product.offers === undefined)).toBe(true);
    for (const product of products) expect(product.offers === undefined).toBe(product.productId === undefined);
  });

  it('has enough for the demos: 25+ tesla news, 100+ paris images, several 10+ queries', async () => {
    expect(
      itemsOf(await search({ query: 'tesla', resultType: 'news', numberOfResults: 100 }), 'news').length,
    ).toBeGreaterThanOrEqual(25);
    expect(
      itemsOf(await search({ query: 'paris', resultType: 'images', numberOfResults: 100 }), 'images'),
    ).toHaveLength(100);
    for (const [type, query] of [
      ['news', 'ada lovelace'],
      ['news', 'paris'],
      ['news', 'coffee'],
      ['images', 'ada lovelace'],
      ['images', 'coffee'],
      ['videos', 'typescript'],
      ['places', 'paris'],
      ['shopping', 'coffee'],
    ] as const) {
      expect(itemsOf(await search({ query, resultType: type }), type), `${type} ${query}`).toHaveLength(10);
    }
  });

  it('lists the newest news first, and filters news and videos by dateRange', async () => {
    const all = itemsOf(await search({ query: 'tesla', resultType: 'news', numberOfResults: 100 }), 'news');
    const dates = all.map((item) => Date.parse(String(item.date)));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const pastDay = itemsOf(
      await search({ query: 'tesla', resultType: 'news', numberOfResults: 100, dateRange: 'PAST_24_HOURS' }),
      'news',
    );
    expect(pastDay.length).toBeGreaterThan(0);
    expect(pastDay.length).toBeLessThan(all.length);
    for (const item of pastDay) expect(Date.now() - Date.parse(String(item.date))).toBeLessThanOrEqual(86_400_000);
    const videos = (dateRange?: string) =>
      search({ query: 'coffee', resultType: 'videos', numberOfResults: 100, dateRange }).then((a) =>
        itemsOf(a, 'videos'),
      );
    expect((await videos('PAST_WEEK')).length).toBeLessThan((await videos()).length);
    // Places, images and shopping have no dates: the filter leaves them alone.
    const places = (dateRange?: string) =>
      search({ query: 'coffee', resultType: 'places', dateRange }).then((a) => itemsOf(a, 'places'));
    expect(await places('PAST_HOUR')).toEqual(await places());
  });

  it('answers an empty list for a query a type has nothing for', async () => {
    const answer = await search({ query: 'xqzvwk blorftag', resultType: 'shopping' });
    expect(answer.status).toBe(200);
    expect(answer.json.shopping).toEqual([]);
  });

  it.each([
    [
      'an unknown type',
      { resultType: 'maps' },
      'Unknown resultType “maps”: use news, images, videos, places, shopping, scholar or patents (or none for web)',
    ],
    ['web search named', { resultType: 'search' }, 'Unknown resultType “search”'],
    ['a type in capitals', { resultType: 'NEWS' }, 'Unknown resultType “NEWS”'],
    ['a number', { resultType: 3 }, 'Unknown resultType “3”'],
  ])('refuses %s with 400 and a reason a person can act on, billing nothing', async (_label, fields, message) => {
    const answer = await search({ query: 'coffee', ...fields });
    expect(answer.status).toBe(400);
    expect(answer.json.status).toBe('ERROR');
    expect(answer.json.message).toContain(message);
    expect(api.getCredits('test-key')).toBe(100_000);
  });

  it('treats a null resultType as web search', async () => {
    const answer = await search({ query: 'coffee', resultType: null });
    expect(answer.json.searchParameters).toMatchObject({ type: 'search' });
    expect((answer.json.organic as unknown[]).length).toBeGreaterThan(0);
  });
});

describe('local search API: paging', () => {
  it.each(RESULT_TYPES.map((type) => [type] as const))(
    'pages %s: page n holds ranks (n−1)·size … n·size−1, positions from 1, an empty page past the end',
    async (type) => {
      const query = {
        news: 'tesla',
        images: 'ada lovelace',
        videos: 'coffee',
        places: 'coffee',
        shopping: 'coffee',
        scholar: 'typescript',
        patents: 'tesla',
      }[type];
      const everything = itemsOf(await search({ query, resultType: type, numberOfResults: 100 }), type);
      const size = 4;
      const pages: Item[][] = [];
      for (let page = 1; page <= Math.ceil(everything.length / size) + 1; page += 1) {
        const answer = await search({ query, resultType: type, numberOfResults: size, page });
        expect(answer.status).toBe(200);
        if (page === 1) expect(answer.json.searchParameters).not.toHaveProperty('page');
        else expect(answer.json.searchParameters).toMatchObject({ page, type });
        pages.push(itemsOf(answer, type));
      }
      expect(pages.at(-1)).toEqual([]);
      // Papers and patents carry no rank, as the live service sends them; the others number each page from 1.
      const ranked = type !== 'scholar' && type !== 'patents';
      for (const items of pages.slice(0, -1)) {
        const expected = items.map((_, index) => (ranked ? index + 1 : undefined));
        expect(items.map((item) => item.position)).toEqual(expected);
      }
      const strip = ({ position: _position, ...rest }: Item) => rest;
      expect(pages.flat().map(strip)).toEqual(everything.map(strip));
    },
  );

  it('pages web results the same way; the panel and related searches come with page 1 only', async () => {
    const first = await search({ query: 'paris', numberOfResults: 3 });
    const second = await search({ query: 'paris', numberOfResults: 3, page: 2 });
    const both = await search({ query: 'paris', numberOfResults: 6 });
    const organic = (answer: Answer) => answer.json.organic as Item[];
    expect(organic(second).map((r) => r.position)).toEqual([1, 2, 3]);
    expect([...organic(first), ...organic(second)].map((r) => r.link)).toEqual(organic(both).map((r) => r.link));
    expect(second.json.searchParameters).toMatchObject({ page: 2, type: 'search' });
    expect(first.json.knowledgeGraph).toBeDefined();
    expect(second.json).not.toHaveProperty('knowledgeGraph');
    expect(second.json).not.toHaveProperty('relatedSearches');
    const far = await search({ query: 'paris', page: 50 });
    expect(far.status).toBe(200);
    expect(far.json.organic).toEqual([]);
  });

  it.each([
    ['0', 0],
    ['a negative page', -1],
    ['a fraction', 1.5],
    ['a string', '2'],
    ['a boolean', true],
  ])('refuses page %s with 400 and a reason, billing nothing', async (_label, page) => {
    const answer = await search({ query: 'coffee', page });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toMatch(/^page must be a whole number from 1/u);
    expect(api.getCredits('test-key')).toBe(100_000);
  });

  it('treats a null page as the first page', async () => {
    const answer = await search({ query: 'coffee', page: null });
    expect(answer.status).toBe(200);
    expect(answer.json.searchParameters).not.toHaveProperty('page');
  });
});

describe('local search API: pricing', () => {
  it('bills every type like web search by default: one credit per started ten results', async () => {
    expect((await search({ query: 'paris', resultType: 'images' })).json.credits).toBe(1);
    expect((await search({ query: 'paris', resultType: 'images', numberOfResults: 100 })).json.credits).toBe(10);
    expect(api.getCredits('test-key')).toBe(100_000 - 11);
  });

  it('bills what the pricing option says, told the type, size, page and path', async () => {
    const seen: unknown[] = [];
    const priced = await startSearchApi({
      rateLimit: false,
      pricing: (search) => {
        seen.push(search);
        return search.type === 'images' ? 5 : search.page;
      },
    });
    try {
      const post = (body: object) => postJson(`${priced.url}/v1/search`, body, { 'X-API-Key': 'test-key' });
      expect((await post({ query: 'paris', resultType: 'images' })).json.credits).toBe(5);
      expect((await post({ query: 'paris', page: 3 })).json.credits).toBe(3);
      expect(priced.getCredits('test-key')).toBe(1000 - 8);
      expect(seen[0]).toEqual({
        mode: 'spec',
        path: '/v1/search',
        type: 'images',
        numberOfResults: 10,
        page: 1,
        query: 'paris',
        apiKey: 'test-key',
      });
    } finally {
      await priced.close();
    }
  });
});
