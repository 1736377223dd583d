import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECORDED_TEXTS } from '../search-api/recordings';
import { AUTOCOMPLETE_PATH, startSearchApi, type SearchApi } from '../search-api/server';
import { postJson } from './search-api-http';

// The local API's /autocomplete (live mode): the live service's POST with {q}, answered as recorded.
const KEY = 'autocomplete-endpoint-key-0c4d';

let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 3 }, rateLimit: false, mode: 'live' });
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  api.setCredits(KEY, 3);
});

const ask = (body: object, key = KEY) => postJson(`${api.url}${AUTOCOMPLETE_PATH}`, body, { 'X-API-KEY': key });

describe('the local API’s suggestions (POST /autocomplete, live mode)', () => {
  it('serves the recorded answer for the recorded query, byte for byte, for 1 credit', async () => {
    const recorded = RECORDED_TEXTS.find((text) => text.kind === 'autocomplete');
    const answer = await ask({ q: 'Apple Inc' });
    expect(answer.status).toBe(200);
    expect(api.autocompleteRequests()[0]?.responseBody).toBe(recorded?.text);
    expect(api.getCredits(KEY)).toBe(2);
  });

  it('answers any other text in the recorded shape: the text first, then phrases that begin with it', async () => {
    const answer = await ask({ q: 'ada' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      searchParameters: { q: 'ada', type: 'autocomplete', engine: 'google' },
      credits: 1,
    });
    const values = (answer.json.suggestions as Array<{ value: string }>).map((suggestion) => suggestion.value);
    expect(values[0]).toBe('ada');
    expect(values.length).toBeGreaterThan(1);
    expect(values.length).toBeLessThanOrEqual(10);
    expect(values.every((value) => value.startsWith('ada'))).toBe(true);
    expect(Object.keys(answer.json)).toEqual(['searchParameters', 'suggestions', 'credits']);
  });

  it.each<[string, object, string, number]>([
    ['no key', { q: 'ada' }, 'nobody', 403],
    ['no q', {}, KEY, 400],
    ['a blank q', { q: '  ' }, KEY, 400],
  ])('refuses %s (%s → %i), billing nothing', async (_name, body, key, status) => {
    expect((await ask(body, key)).status).toBe(status);
    expect(api.getCredits(KEY)).toBe(3);
  });

  it('refuses with “Not enough credits” when none are left', async () => {
    api.setCredits(KEY, 0);
    const answer = await ask({ q: 'ada' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ message: 'Not enough credits', statusCode: 400 });
  });

  it('does not exist in spec mode: the documented API has no suggestions', async () => {
    api.setMode('spec');
    expect((await ask({ q: 'ada' })).status).toBe(404);
  });
});
