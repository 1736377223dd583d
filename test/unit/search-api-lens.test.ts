import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callSearchApi } from '../../lib/api/search-client';
import { LENS_CREDITS, LENS_PATH, startSearchApi, type SearchApi } from '../search-api/server';
import { postJson } from './search-api-http';

// The local API's search by image (live mode): the live service's POST /lens with {url, gl, hl},
// answered in both shapes its callers read, with a slow and a failing case, and read by the
// extension's own client over real HTTP.
const KEY = 'lens-endpoint-key-7c21';

let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 10_000 }, rateLimit: false, mode: 'live' });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const lens = (body: object | string, key = KEY) => postJson(`${api.url}${LENS_PATH}`, body, { 'X-API-KEY': key });
const picture = (name: string) => `${api.url}/thumbs/${name}-320x240.png`;

describe('the local search by image (POST /lens, live mode)', () => {
  it('answers the matches of an image by its name in `organic`, with the credits billed', async () => {
    const answer = await lens({ url: picture('eiffel-tower-sunset'), gl: 'us', hl: 'en' });
    expect(answer.status).toBe(200);
    const matches = answer.json.organic as Array<Record<string, unknown>>;
    expect(matches.length).toBeGreaterThan(2);
    expect(String(matches[0]?.title)).toMatch(/Eiffel Tower/u);
    expect(matches[0]?.position).toBe(1);
    expect(Object.keys(matches[0] ?? {}).sort()).toEqual([
      'imageUrl',
      'link',
      'position',
      'source',
      'thumbnailUrl',
      'title',
    ]);
    expect(answer.json).toMatchObject({ searchParameters: { type: 'lens' }, credits: LENS_CREDITS });
    expect(answer.json.visual_matches).toBeUndefined();
    expect(api.getCredits(KEY)).toBe(10_000 - LENS_CREDITS);
    expect(api.lensRequests()).toHaveLength(1);
    expect(api.searchRequests()).toHaveLength(0);
  });

  it('answers in `visual_matches` for an image named so', async () => {
    const answer = await lens({ url: picture('eiffel-tower-visual') });
    expect(answer.json.organic).toBeUndefined();
    expect((answer.json.visual_matches as unknown[]).length).toBeGreaterThan(0);
  });

  it('refuses a bad key, a body without an http(s) url, and no credits; a broken image fails without billing', async () => {
    expect((await lens({ url: picture('paris') }, 'wrong')).status).toBe(403);
    expect((await lens({ url: 'data:image/png;base64,AA' })).json).toEqual({
      message: '`url` must be an http(s) address',
      statusCode: 400,
    });
    expect((await lens('{')).status).toBe(400);
    const broken = await lens({ url: picture('broken') });
    expect(broken.status).toBe(500);
    expect(api.getCredits(KEY)).toBe(10_000);
    api.setCredits(KEY, 2);
    expect((await lens({ url: picture('paris') })).json).toEqual({ message: 'Not enough credits', statusCode: 400 });
  });

  it.each(['eiffel-tower-sunset', 'eiffel-tower-visual'])(
    'is read by the extension’s client the same in either shape (%s)',
    async (name) => {
      const result = await callSearchApi({
        baseUrl: api.url,
        apiKey: KEY,
        dialect: 'serper',
        request: { query: picture(name), type: 'lens' },
      });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.value.type).toBe('lens');
      expect(result.value.credits).toBe(LENS_CREDITS);
      expect(result.value.lens?.[0]?.title).toMatch(/Eiffel Tower/u);
      expect(api.lensRequests().at(-1)?.json).toEqual({ url: picture(name), gl: 'gb' });
    },
  );

  it('tells a failing image as a server error the person may retry', async () => {
    const result = await callSearchApi({
      baseUrl: api.url,
      apiKey: KEY,
      dialect: 'serper',
      request: { query: picture('broken'), type: 'lens' },
    });
    expect(result.ok || result.error.kind).toBe('server');
  });
});
