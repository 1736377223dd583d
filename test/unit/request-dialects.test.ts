import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERPER_DATE_RANGES, SERPER_LOCATIONS, SERPER_PATHS, wireRequest } from '../../lib/api/request-dialects';
import { callSearchApi } from '../../lib/api/search-client';
import { fetchAccountBalance, readAccountBalance } from '../../lib/api/account-client';
import { DATE_RANGES, LOCATIONS, SEARCH_TYPES, type SearchRequest } from '../../lib/api/search-options';
import { startSearchApi, type SearchApi } from '../search-api/server';

const BASE = 'https://api.example.com/';

describe('the two request dialects', () => {
  it('speaks the documented API as the spec reads: /v1/search, X-API-Key, the spec’s fields, resultType for a type', () => {
    const request: SearchRequest = {
      query: 'tesla',
      type: 'news',
      location: 'USA',
      country: 'US',
      numberOfResults: 20,
      dateRange: 'PAST_WEEK',
      page: 2,
    };
    expect(wireRequest('spec', BASE, request)).toEqual({
      url: 'https://api.example.com/v1/search',
      keyHeader: 'X-API-Key',
      body: {
        query: 'tesla',
        location: 'USA',
        country: 'US',
        numberOfResults: 20,
        dateRange: 'PAST_WEEK',
        page: 2,
        resultType: 'news',
      },
    });
    // Web search sends no resultType.
    expect(wireRequest('spec', BASE, { query: 'tesla' }).body).toEqual({ query: 'tesla' });
  });

  it.each(SEARCH_TYPES)('speaks the live service for %s: its own path and X-API-KEY', (type) => {
    const request: SearchRequest = { query: 'q', ...(type !== 'web' && { type }) };
    expect(wireRequest('serper', BASE, request)).toMatchObject({
      url: `https://api.example.com/${SERPER_PATHS[type]}`,
      keyHeader: 'X-API-KEY',
      body: { q: 'q' },
    });
  });

  it.each([
    // [what the person set, what the live service is sent]
    // Nothing set is the spec's default location, the UK: the live service's own default is the US.
    [{ query: 'q' }, { q: 'q', gl: 'gb' }],
    [
      { query: 'q', country: 'DE' },
      { q: 'q', gl: 'de' },
    ],
    [
      { query: 'q', location: 'UK' },
      { q: 'q', gl: 'gb' },
    ],
    [
      { query: 'q', location: 'LONDON_UK' },
      { q: 'q', gl: 'gb', location: 'London, England, United Kingdom' },
    ],
    // An explicit country decides gl; the location's place still narrows the search.
    [
      { query: 'q', location: 'PARIS_FRANCE', country: 'BE' },
      { q: 'q', gl: 'be', location: 'Paris, Paris, Ile-de-France, France' },
    ],
    [
      { query: 'q', numberOfResults: 100 },
      { q: 'q', gl: 'gb', num: 100 },
    ],
    [
      { query: 'q', dateRange: 'PAST_HOUR' },
      { q: 'q', gl: 'gb', tbs: 'qdr:h' },
    ],
    [
      { query: 'q', dateRange: 'PAST_24_HOURS' },
      { q: 'q', gl: 'gb', tbs: 'qdr:d' },
    ],
    [
      { query: 'q', dateRange: 'PAST_WEEK' },
      { q: 'q', gl: 'gb', tbs: 'qdr:w' },
    ],
    [
      { query: 'q', dateRange: 'PAST_MONTH' },
      { q: 'q', gl: 'gb', tbs: 'qdr:m' },
    ],
    [
      { query: 'q', dateRange: 'PAST_YEAR' },
      { q: 'q', gl: 'gb', tbs: 'qdr:y' },
    ],
    [
      { query: 'q', dateRange: 'ANYTIME' },
      { q: 'q', gl: 'gb' },
    ],
    [
      { query: 'q', page: 3 },
      { q: 'q', gl: 'gb', page: 3 },
    ],
  ] as Array<[SearchRequest, Record<string, unknown>]>)('maps %j to the live service’s %j', (request, body) => {
    expect(wireRequest('serper', BASE, request).body).toEqual(body);
  });

  it('maps every location and date range the spec has', () => {
    for (const location of LOCATIONS) expect(SERPER_LOCATIONS[location].gl).toMatch(/^[a-z]{2}$/u);
    for (const range of DATE_RANGES)
      expect(range === 'ANYTIME' || /^qdr:[hdwmy]$/u.test(SERPER_DATE_RANGES[range] ?? '')).toBe(true);
  });

  it('never sends anything of the person’s own location or language (no hl, no location unless chosen)', () => {
    const body = wireRequest('serper', BASE, { query: 'coffee near me' }).body;
    // gl: the spec's default country (the UK), not the person's.
    expect(body).toEqual({ q: 'coffee near me', gl: 'gb' });
  });

  it('a search with the default location (UK, left out of the normalized request) asks the live service for UK results', () => {
    expect(wireRequest('serper', BASE, { query: 'football scores' }).body).toMatchObject({ gl: 'gb' });
    expect(wireRequest('serper', BASE, { query: 'football scores', type: 'news' }).body).toMatchObject({ gl: 'gb' });
  });
});

describe('the Serper-compatible dialect against the local API in live mode, over HTTP', () => {
  const KEY = 'serper-key-7a1';
  let api: SearchApi;
  beforeAll(async () => {
    api = await startSearchApi({ keys: { [KEY]: 100 }, rateLimit: false, mode: 'live' });
  });
  afterAll(() => api.close());
  beforeEach(() => api.reset());

  it('posts to the type’s path with X-API-KEY and the mapped fields, once, and reads the answer', async () => {
    const result = await callSearchApi({
      baseUrl: api.url,
      apiKey: KEY,
      dialect: 'serper',
      request: { query: 'tesla', type: 'news', country: 'US', dateRange: 'PAST_WEEK', numberOfResults: 20 },
    });
    expect(result.ok).toBe(true);
    expect(api.searchRequests()).toHaveLength(1);
    const sent = api.searchRequests()[0];
    expect(sent?.path).toBe('/news');
    expect(sent?.headers['x-api-key']).toBe(KEY);
    expect(sent?.json).toEqual({ q: 'tesla', gl: 'us', num: 20, tbs: 'qdr:w' });
  });

  it('reads the key’s balance from GET /account, which bills nothing', async () => {
    const before = await fetchAccountBalance(api.url, KEY);
    await callSearchApi({ baseUrl: api.url, apiKey: KEY, dialect: 'serper', request: { query: 'paris' } });
    const after = await fetchAccountBalance(api.url, KEY);
    expect(before?.balance).toBe(100);
    expect(after?.balance).toBe(99);
    expect(api.accountRequests()).toHaveLength(2);
    expect(api.accountRequests()[0]?.headers['x-api-key']).toBe(KEY);
  });

  it('gives no balance for a rejected key, a body that is not one, or a redirect', async () => {
    expect(await fetchAccountBalance(api.url, 'wrong-key')).toBeUndefined();
    api.enqueueAccount({ status: 200, body: '<html>hi</html>' });
    expect(await fetchAccountBalance(api.url, KEY)).toBeUndefined();
    api.enqueueAccount({ status: 302, headers: { Location: 'https://elsewhere.example/' } });
    expect(await fetchAccountBalance(api.url, KEY)).toBeUndefined();
  });
});

describe('the /account body', () => {
  it.each([
    ['{"balance":48028,"rateLimit":50}', { balance: 48028, rateLimit: 50 }],
    ['{"balance":12.7}', { balance: 12 }],
    ['{"balance":-1}', undefined],
    ['{"balance":"48028"}', undefined],
    ['{}', undefined],
    ['not json', undefined],
  ])('%s reads as %j', (body, expected) => {
    expect(readAccountBalance(body)).toEqual(expected);
  });
});
