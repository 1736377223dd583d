import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECORDED_TEXTS, RECORDINGS, type Recording } from '../search-api/recordings';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { getJson, postJson, type Answer } from './search-api-http';

// Live mode: the live Serper-style service's own paths, POST /search, /news, /images, /videos,
// /places, /shopping with X-API-KEY and { q, gl, hl, location, num, tbs, page, autocorrect },
// and GET /account. Shapes and bodies as recorded from it (recordings/).
const KEY = 'live-key-7c1d';
let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 500 }, rateLimit: false, mode: 'live' });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

type Item = Record<string, unknown>;
const serper = (path: string, body: object | string, key: string | null = KEY): Promise<Answer> =>
  postJson(`${api.url}${path}`, body, key === null ? {} : { 'X-API-KEY': key });
const account = (key: string | null = KEY) => getJson(`${api.url}/account`, key === null ? {} : { 'X-API-KEY': key });

describe('local search API, live mode: the live service’s paths', () => {
  it.each([
    ['/search', 'organic', 'ada lovelace'],
    ['/news', 'news', 'tesla'],
    ['/images', 'images', 'paris'],
    ['/videos', 'videos', 'typescript'],
    ['/places', 'places', 'coffee'],
    ['/shopping', 'shopping', 'coffee'],
  ])('POST %s answers in the live shape, with a %s array', async (path, array, q) => {
    const answer = await serper(path, { q });
    expect(answer.status).toBe(200);
    expect(answer.json).not.toHaveProperty('status');
    expect(answer.json.searchParameters).toEqual({ q, type: path.slice(1), num: 10, engine: 'google' });
    expect((answer.json[array] as Item[]).length).toBeGreaterThan(0);
    expect(answer.json.credits).toBe(1);
    if (array !== 'organic') expect(answer.json).not.toHaveProperty('organic');
  });

  it('logs the path, the X-API-KEY header and the body, for tests to check what was sent', async () => {
    await serper('/news', { q: 'tesla', gl: 'gb', hl: 'en-gb', num: 20, tbs: 'qdr:w', page: 2, location: 'London' });
    const [logged] = api.searchRequests();
    expect(logged?.path).toBe('/news');
    expect(logged?.headers['x-api-key']).toBe(KEY);
    expect(logged?.json).toEqual({
      q: 'tesla',
      gl: 'gb',
      hl: 'en-gb',
      num: 20,
      tbs: 'qdr:w',
      page: 2,
      location: 'London',
    });
  });

  it('echoes every field it was sent, in the live service’s order', async () => {
    const answer = await serper('/news', {
      page: 2,
      location: 'London, England, United Kingdom',
      tbs: 'qdr:w',
      num: 5,
      autocorrect: false,
      hl: 'en',
      gl: 'gb',
      q: '  tesla   news ',
      unknownField: 1,
    });
    expect(JSON.stringify(answer.json.searchParameters)).toBe(
      JSON.stringify({
        q: 'tesla news',
        gl: 'gb',
        hl: 'en',
        autocorrect: false,
        type: 'news',
        num: 5,
        page: 2,
        tbs: 'qdr:w',
        location: 'London, England, United Kingdom',
        engine: 'google',
      }),
    );
  });

  it('maps num, page and tbs: a page of num items, positions from 1, dates in words within the window', async () => {
    const all = (await serper('/news', { q: 'tesla', num: 100 })).json.news as Item[];
    const second = (await serper('/news', { q: 'tesla', num: 10, page: 2 })).json.news as Item[];
    expect(second.map((item) => item.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(second.map((item) => item.link)).toEqual(all.slice(10, 20).map((item) => item.link));
    expect((await serper('/news', { q: 'tesla', page: 9 })).json.news).toEqual([]);
    const pastDay = (await serper('/news', { q: 'tesla', tbs: 'qdr:d', num: 100 })).json.news as Item[];
    expect(pastDay.length).toBeLessThan(all.length);
    for (const item of pastDay) expect(item.date).toMatch(/^\d+ (minute|hour)s? ago$/u);
    expect(all.some((item) => /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/u.test(String(item.date)))).toBe(true);
  });

  it('bills 1 credit for up to 10 results and 2 for more', async () => {
    expect((await serper('/images', { q: 'paris', num: 10 })).json.credits).toBe(1);
    expect((await serper('/images', { q: 'paris', num: 11 })).json.credits).toBe(2);
    expect((await serper('/search', { q: 'typescript', num: 100 })).json.credits).toBe(2);
    expect(api.getCredits(KEY)).toBe(500 - 5);
  });

  it('answers 403 {"message":"Unauthorized.","statusCode":403} for a missing or unknown key', async () => {
    for (const key of [null, 'not-a-key']) {
      const answer = await serper('/places', { q: 'coffee' }, key);
      expect(answer.status).toBe(403);
      expect(answer.text).toBe('{"message":"Unauthorized.","statusCode":403}');
    }
  });

  it('answers 400 {"message":"Not enough credits","statusCode":400} when the balance is short, billing nothing', async () => {
    api.setCredits(KEY, 1);
    const answer = await serper('/shopping', { q: 'coffee', num: 20 });
    expect(answer.status).toBe(400);
    expect(answer.text).toBe('{"message":"Not enough credits","statusCode":400}');
    expect(api.getCredits(KEY)).toBe(1);
  });

  it.each([
    ['no q', {}, /^q is required/u],
    ['a blank q', { q: '  ' }, /^q is required/u],
    [
      'an upper-case gl',
      { q: 'x', gl: 'GB' },
      /^gl must be a lower-case two-letter country code such as "gb", got "GB"$/u,
    ],
    ['a three-letter gl', { q: 'x', gl: 'gbr' }, /^gl must be/u],
    ['a bad hl', { q: 'x', hl: 'english' }, /^hl must be a language code/u],
    ['num 0', { q: 'x', num: 0 }, /^num must be a whole number from 1 to 100, got 0$/u],
    ['num 101', { q: 'x', num: 101 }, /^num must be/u],
    ['a string num', { q: 'x', num: '10' }, /^num must be/u],
    ['an unknown tbs', { q: 'x', tbs: 'qdr:x' }, /^tbs must be a time filter/u],
    ['page 0', { q: 'x', page: 0 }, /^page must be a whole number from 1/u],
    ['a string autocorrect', { q: 'x', autocorrect: 'yes' }, /^autocorrect must be true or false/u],
    ['an empty location', { q: 'x', location: '' }, /^location must be a place name/u],
  ])('answers 400 with its reason for %s, billing nothing', async (_label, body, reason) => {
    const answer = await serper('/news', body);
    expect(answer.status).toBe(400);
    expect(answer.json.statusCode).toBe(400);
    expect(String(answer.json.message)).toMatch(reason);
    expect(api.getCredits(KEY)).toBe(500);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    expect((await serper('/videos', 'q=coffee')).json).toEqual({
      message: 'Request body must be valid JSON',
      statusCode: 400,
    });
    expect((await serper('/videos', '[]')).json.message).toBe('Request body must be a JSON object');
  });

  it('keeps answering POST /v1/search with the spec’s fields in the live shape, of any type', async () => {
    const web = await postJson(`${api.url}/v1/search`, { query: 'typescript' }, { 'X-API-Key': KEY });
    expect(web.json.searchParameters).toMatchObject({ q: 'typescript', type: 'search' });
    expect(web.json).not.toHaveProperty('status');
    const news = await postJson(
      `${api.url}/v1/search`,
      { query: 'tesla', resultType: 'news', page: 2 },
      { 'X-API-Key': KEY },
    );
    expect(news.json.searchParameters).toEqual({ q: 'tesla', type: 'news', num: 10, page: 2, engine: 'local-corpus' });
    expect((news.json.news as Item[])[0]?.date).toMatch(/ago$|, \d{4}$/u);
  });

  it('has none of these paths in spec mode', async () => {
    api.setMode('spec');
    expect((await serper('/news', { q: 'tesla' })).status).toBe(404);
    expect((await account()).status).toBe(404);
  });

  it('plays scripts on any search path, answering a bodiless 200 in that path’s shape', async () => {
    api.enqueue({ status: 503 }, { billed: 4 });
    expect((await serper('/images', { q: 'paris' })).status).toBe(503);
    const answer = await serper('/places', { q: 'coffee', num: 3 });
    expect(answer.json.credits).toBe(4);
    expect((answer.json.places as Item[]).length).toBe(3);
    expect(api.getCredits(KEY)).toBe(496);
  });
});

describe('local search API, live mode: GET /account', () => {
  it('answers the key’s balance in the live service’s shape, going down as searches bill', async () => {
    const before = await account();
    expect(before.status).toBe(200);
    expect(before.text).toBe('{"balance":500,"rateLimit":50}');
    await serper('/search', { q: 'coffee', num: 20 });
    await serper('/news', { q: 'tesla' });
    expect((await account()).json).toEqual({ balance: 497, rateLimit: 50 });
  });

  it('bills nothing and is logged, so a test can count the reads', async () => {
    await account();
    await account();
    expect(api.getCredits(KEY)).toBe(500);
    expect(api.accountRequests()).toHaveLength(2);
    expect(api.searchRequests()).toHaveLength(0);
    expect(api.accountRequests()[0]?.headers['x-api-key']).toBe(KEY);
  });

  it('answers 403 for a missing or unknown key', async () => {
    expect((await account(null)).text).toBe('{"message":"Unauthorized.","statusCode":403}');
    expect((await account('nope')).status).toBe(403);
  });

  it('reports the rate limit in requests per second', async () => {
    api.setRateLimit({ max: 20, windowMs: 1000 });
    expect((await account()).json.rateLimit).toBe(20);
  });

  it('has the same shape as the recorded body of the real service', async () => {
    const recorded = RECORDED_TEXTS.find((text) => text.kind === 'account');
    const mine = (await account()).text;
    expect(Object.keys(JSON.parse(mine) as object)).toEqual(Object.keys(recorded?.json as object));
    expect(mine).toMatch(/^\{"balance":\d+,"rateLimit":\d+\}$/u);
    expect(recorded?.text).toMatch(/^\{"balance":\d+,"rateLimit":\d+\}$/u);
  });

  it('can be scripted apart from searches', async () => {
    api.enqueueAccount({ status: 500 }, { body: { balance: 3, rateLimit: 5 } });
    api.enqueue({ status: 429 });
    expect((await account()).status).toBe(500);
    expect((await account()).json).toEqual({ balance: 3, rateLimit: 5 });
    expect((await account()).json.balance).toBe(500);
    expect((await serper('/search', { q: 'coffee' })).status).toBe(429);
  });
});

describe('local search API, live mode: recorded bodies', () => {
  // Recordings answering the same path, query and date filter are served in turn.
  const groups = new Map<string, Recording[]>();
  for (const recording of RECORDINGS) {
    const key = `${recording.endpoint} ${recording.query.toLowerCase()} ${recording.tbs ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), recording]);
  }

  it.each([...groups.values()].map((group) => [group.map((r) => r.name).join(' + '), group] as const))(
    'serves %s byte for byte on its path',
    async (_names, group) => {
      const [first] = group;
      if (!first) throw new Error('empty group');
      const served: string[] = [];
      for (let i = 0; i < group.length; i += 1) {
        const answer = await serper(first.endpoint, { q: first.query, ...(first.tbs && { tbs: first.tbs }) });
        expect(answer.status).toBe(200);
        served.push(answer.text);
      }
      expect(served.sort()).toEqual(group.map((r) => r.text).sort());
      const credits = group.map((r) => (typeof r.body.credits === 'number' ? r.body.credits : 1));
      expect(api.getCredits(KEY)).toBe(500 - credits.reduce((a, b) => a + b, 0));
    },
  );

  it('serves a recording only for its path and date filter', async () => {
    const onSearch = await serper('/search', { q: 'Lion' });
    expect(onSearch.text).not.toBe(RECORDINGS.find((r) => r.name === 'lion-images')?.text);
    const pastHour = await serper('/news', { q: 'Tesla Inc.', tbs: 'qdr:h' });
    expect((pastHour.json.searchParameters as Item).tbs).toBe('qdr:h');
    const pastDay = await serper('/news', { q: 'Tesla Inc.', tbs: 'qdr:d' });
    expect(RECORDINGS.map((r) => r.text)).not.toContain(pastDay.text);
  });

  it('still serves a recorded /search body for the spec endpoint', async () => {
    const answer = await postJson(`${api.url}/v1/search`, { query: 'Apple Inc.' }, { 'X-API-Key': KEY });
    expect(answer.text).toBe(RECORDINGS.find((r) => r.name === 'apple-inc-knowledge-graph')?.text);
  });

  it.each(RECORDINGS.map((recording) => [recording.name] as const))(
    'plays the recording %s when a test asks for it by name, on any path',
    async (name) => {
      api.enqueue({ recording: name });
      const answer = await serper('/search', { q: 'anything' });
      expect(answer.text).toBe(RECORDINGS.find((r) => r.name === name)?.text);
    },
  );
});

describe('the corpus answers in the item shapes recorded from the live service', () => {
  const recordedItems = (array: string): Item[] => [
    ...RECORDINGS.filter((r) => Array.isArray(r.body[array])).flatMap((r) => r.body[array] as Item[]),
    ...RECORDED_TEXTS.filter((t) => t.kind === 'fragment' && t.endpoint === `/${array}`).flatMap(
      (t) => t.json as Item[],
    ),
  ];

  it.each([
    ['news', 'tesla'],
    ['images', 'paris'],
    ['videos', 'coffee'],
    ['places', 'coffee'],
    ['shopping', 'coffee'],
  ])('%s items use only recorded fields, never in an order a recorded item contradicts', async (type, q) => {
    const real = recordedItems(type).map((item) => Object.keys(item));
    const known = new Set(real.flat());
    // "b came before a" in some recorded item.
    const reversed = new Set(real.flatMap((keys) => keys.flatMap((a, i) => keys.slice(0, i).map((b) => `${b}<${a}`))));
    for (const item of (await serper(`/${type}`, { q, num: 100 })).json[type] as Item[]) {
      const keys = Object.keys(item);
      for (const key of keys) expect(known, `${type}.${key} is a field the live service sends`).toContain(key);
      const contradicted = keys.flatMap((a, i) =>
        keys
          .slice(i + 1)
          .filter((b) => reversed.has(`${b}<${a}`))
          .map((b) => `${a} before ${b}`),
      );
      expect(contradicted, `${type} item ${String(item.title)}`).toEqual([]);
    }
  });
});
