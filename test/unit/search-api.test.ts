import { describe, it, expect, beforeAll, afterAll, beforeEach } from 'vitest';
import {
  DATE_RANGES,
  startSearchApi,
  type ErrorBody,
  type SearchApi,
  type SearchSuccessBody,
} from '../search-api/server';

interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** Whatever JSON came back, typed loosely enough to read success and error fields alike. */
  json: LooseBody;
}

type LooseBody = Partial<Omit<SearchSuccessBody, 'status'>> & Partial<Omit<ErrorBody, 'status'>> & { status?: string };

let api: SearchApi;

beforeAll(async () => {
  api = await startSearchApi({ keys: { 'test-key': 1000 }, rateLimit: false });
});
afterAll(async () => {
  await api.close();
});
beforeEach(() => {
  api.reset();
});

interface SearchOptions {
  /** API key to send; null sends no X-API-Key header. */
  key?: string | null;
  target?: SearchApi;
}

async function search(body: object | string, { key = 'test-key', target = api }: SearchOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (key !== null) headers['X-API-Key'] = key;
  const response = await fetch(`${target.url}/v1/search`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: LooseBody = {};
  try {
    json = JSON.parse(text) as LooseBody;
  } catch {
    // Scripted malformed bodies are checked through `text`.
  }
  return { status: response.status, headers: response.headers, text, json };
}

function organicOf(answer: Answer): NonNullable<LooseBody['organic']> {
  return answer.json.organic ?? [];
}

describe('local search API: successful searches', () => {
  it('echoes the spec defaults (UK, 10 results) and the normalized query', async () => {
    const answer = await search({ query: '  TypeScript \n  handbook ', unknownField: true });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(answer.json.status).toBe('SUCCESS');
    expect(answer.json.searchParameters).toEqual({
      query: 'TypeScript handbook',
      type: 'search',
      engine: 'local-corpus',
      location: 'UK',
      numberOfResults: 10,
    });
    expect(answer.json.credits).toBe(1);
  });

  it('echoes location, upper-cased country and dateRange; null location means UK', async () => {
    const chosen = await search({ query: 'tokyo', location: 'JAPAN', country: 'jp', dateRange: 'PAST_YEAR' });
    expect(chosen.json.searchParameters).toMatchObject({ location: 'JAPAN', country: 'JP', dateRange: 'PAST_YEAR' });
    const nulls = await search({ query: 'tokyo', location: null, dateRange: null });
    expect(nulls.json.searchParameters?.location).toBe('UK');
    expect(nulls.json.searchParameters).not.toHaveProperty('dateRange');
  });

  it('returns at most numberOfResults results in rank order with positions 1..n', async () => {
    const three = await search({ query: 'paris', numberOfResults: 3 });
    expect(organicOf(three).map((result) => result.position)).toEqual([1, 2, 3]);
    expect(organicOf(three)[0]?.title).toMatch(/paris/i);
    for (const result of organicOf(three)) expect(result.link).toMatch(/^https:\/\//);

    const many = await search({ query: 'paris', numberOfResults: 100 });
    const positions = organicOf(many).map((result) => result.position);
    expect(positions.length).toBeGreaterThan(3);
    expect(positions).toEqual(positions.map((_, index) => index + 1));
    // Ranking is deterministic: the first three of a longer list are the same three.
    expect(organicOf(many).slice(0, 3)).toEqual(organicOf(three));
  });

  it('returns an empty result list, no panel and no related searches for gibberish', async () => {
    const answer = await search({ query: 'xqzvwk blorftag' });
    expect(answer.status).toBe(200);
    expect(answer.json.status).toBe('SUCCESS');
    expect(answer.json.organic).toEqual([]);
    expect(answer.json.knowledgeGraph ?? null).toBeNull();
    expect(answer.json.relatedSearches ?? null).toBeNull();
  });

  it.each(['ada lovelace', 'Lovelace', 'ADA LOVELACE day'])('shows the Ada Lovelace panel for %j', async (query) => {
    const graph = (await search({ query })).json.knowledgeGraph;
    expect(graph).toMatchObject({ title: 'Ada Lovelace', descriptionSource: 'Wikipedia' });
    expect(graph?.imageUrl).toMatch(/^https:\/\//);
    expect(graph?.descriptionLink).toMatch(/^https:\/\//);
    expect(Object.keys(graph?.attributes ?? {}).length).toBeGreaterThanOrEqual(4);
  });

  it('has no knowledge panel for a query that names no entity', async () => {
    const answer = await search({ query: 'sourdough bread recipe' });
    expect(organicOf(answer).length).toBeGreaterThan(0);
    expect(answer.json.knowledgeGraph ?? null).toBeNull();
  });

  it('suggests 3–8 related searches other than the query itself', async () => {
    const related = (await search({ query: 'typescript' })).json.relatedSearches ?? [];
    expect(related.length).toBeGreaterThanOrEqual(3);
    expect(related.length).toBeLessThanOrEqual(8);
    for (const { query } of related) expect(query).not.toBe('typescript');
  });

  it.each(['typescript', 'web extensions', 'side panel', 'coffee', 'paris'])(
    'finds results for the demo query %j',
    async (query) => {
      expect(organicOf(await search({ query })).length).toBeGreaterThanOrEqual(3);
    },
  );
});

describe('local search API: date ranges', () => {
  it('PAST_HOUR returns fewer results than ANYTIME, all dated within the hour', async () => {
    const anytime = await search({ query: 'typescript', numberOfResults: 100, dateRange: 'ANYTIME' });
    const pastHour = await search({ query: 'typescript', numberOfResults: 100, dateRange: 'PAST_HOUR' });
    expect(organicOf(pastHour).length).toBeGreaterThan(0);
    expect(organicOf(pastHour).length).toBeLessThan(organicOf(anytime).length);
    // Undated documents appear under ANYTIME but can never pass a narrower range.
    expect(organicOf(anytime).some((result) => result.date == null)).toBe(true);
    for (const result of organicOf(pastHour)) {
      expect(Date.now() - Date.parse(result.date ?? '')).toBeLessThanOrEqual(60 * 60 * 1000);
    }
  });

  it('narrower ranges never return more results than wider ones', async () => {
    const counts: number[] = [];
    for (const dateRange of DATE_RANGES) {
      counts.push(organicOf(await search({ query: 'paris', numberOfResults: 100, dateRange })).length);
    }
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(counts[counts.length - 1] ?? 0);
  });
});

describe('local search API: credits, keys and rate limits', () => {
  it.each([
    [1, 1],
    [10, 1],
    [11, 2],
    [25, 3],
    [100, 10],
  ])('bills %i results as %i credit(s)', async (numberOfResults, credits) => {
    const answer = await search({ query: 'coffee', numberOfResults });
    expect(answer.json.credits).toBe(credits);
    expect(api.getCredits('test-key')).toBe(1000 - credits);
  });

  it('refuses with 402 when the balance does not cover the cost, billing nothing', async () => {
    api.setCredits('test-key', 2);
    const refused = await search({ query: 'coffee', numberOfResults: 25 });
    expect(refused.status).toBe(402);
    expect(refused.json.status).toBe('INSUFFICIENT_CREDITS');
    expect(refused.json.message).toMatch(/\w/);
    expect(api.getCredits('test-key')).toBe(2);
    expect((await search({ query: 'coffee', numberOfResults: 20 })).status).toBe(200);
    expect(api.getCredits('test-key')).toBe(0);
  });

  it.each([
    ['missing', null],
    ['unknown', 'not-a-key'],
  ])('answers 401 UNAUTHORIZED for a %s key', async (_label, key) => {
    const answer = await search({ query: 'coffee' }, { key });
    expect(answer.status).toBe(401);
    expect(answer.json.status).toBe('UNAUTHORIZED');
    expect(answer.json.message).toMatch(/\w/);
  });

  it('answers 429 with Retry-After past the per-key rate limit, without billing', async () => {
    api.setRateLimit({ max: 2, windowMs: 60_000 });
    api.setCredits('other-key', 5);
    const statuses: Answer[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await search({ query: 'coffee' }));
    expect(statuses.map((answer) => answer.status)).toEqual([200, 200, 429]);
    expect(statuses[2]?.headers.get('retry-after')).toBe('1');
    expect(statuses[2]?.json).toEqual({ status: 'ERROR', message: 'Rate limit exceeded' });
    expect(api.getCredits('test-key')).toBe(998);
    expect((await search({ query: 'coffee' }, { key: 'other-key' })).status).toBe(200);
  });

  it.each([
    ['a non-JSON body', 'query=coffee'],
    ['a JSON array', '[]'],
    ['a missing query', '{}'],
    ['an empty query', '{"query":""}'],
    ['a blank query', '{"query":"   "}'],
    ['a numeric query', '{"query":42}'],
    ['an unknown location', '{"query":"coffee","location":"MARS"}'],
    ['an unknown dateRange', '{"query":"coffee","dateRange":"YESTERDAY"}'],
    ['numberOfResults 0', '{"query":"coffee","numberOfResults":0}'],
    ['numberOfResults 101', '{"query":"coffee","numberOfResults":101}'],
    ['a fractional numberOfResults', '{"query":"coffee","numberOfResults":2.5}'],
    ['a string numberOfResults', '{"query":"coffee","numberOfResults":"10"}'],
    ['a three-letter country', '{"query":"coffee","country":"GBR"}'],
    ['a country with a digit', '{"query":"coffee","country":"g1"}'],
  ])('answers 400 for %s, billing nothing', async (_label, body) => {
    const answer = await search(body);
    expect(answer.status).toBe(400);
    expect(answer.json.status).toBe('ERROR');
    expect(answer.json.message).toMatch(/\w/);
    expect(api.getCredits('test-key')).toBe(1000);
  });
});

describe('local search API: routing and CORS', () => {
  it('answers a preflight with 204 and permissive CORS headers', async () => {
    const response = await fetch(`${api.url}/v1/search`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type, X-API-Key');
    expect(response.headers.get('access-control-allow-methods')).toBe('POST');
  });

  it.each([
    ['GET', '/v1/search'],
    ['POST', '/v2/search'],
  ])('answers 404 JSON for %s %s', async (method, path) => {
    const response = await fetch(`${api.url}${path}`, { method, headers: { 'X-API-Key': 'test-key' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 'ERROR' });
  });
});

describe('local search API: scripted responses', () => {
  it('plays queued statuses in order, then resumes normal behaviour', async () => {
    api.enqueue(
      { status: 500 },
      { status: 503, body: { status: 'ERROR', message: 'maintenance' } },
      { status: 429, retryAfter: '3600' },
    );
    const first = await search({ query: 'coffee' });
    expect(first.status).toBe(500);
    expect(first.json.status).toBe('ERROR');
    expect((await search({ query: 'coffee' })).json).toEqual({ status: 'ERROR', message: 'maintenance' });
    const limited = await search({ query: 'coffee' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3600');
    expect((await search({ query: 'coffee' })).status).toBe(200);
    expect(api.getCredits('test-key')).toBe(999);
  });

  it('sends a raw string body verbatim, malformed JSON included', async () => {
    api.enqueue({ status: 200, body: '<html>Bad gateway' }, { body: '{"status":"SUCC' });
    expect((await search({ query: 'coffee' })).text).toBe('<html>Bad gateway');
    expect((await search({ query: 'coffee' })).text).toBe('{"status":"SUCC');
  });

  it('bypasses auth for scripts, but a bodiless 200 is a real search billed as told', async () => {
    api.enqueue({ status: 402 }, { billed: 7 });
    const refused = await search({ query: 'coffee' }, { key: null });
    expect(refused.status).toBe(402);
    expect(refused.json.status).toBe('INSUFFICIENT_CREDITS');
    const billed = await search({ query: 'coffee', numberOfResults: 5 });
    expect(billed.json.credits).toBe(7);
    expect(organicOf(billed).length).toBeGreaterThan(0);
    expect(api.getCredits('test-key')).toBe(993);
  });

  it('pads a success body to at least the requested size and keeps it valid JSON', async () => {
    api.enqueue({ bytes: 5_000_000 });
    const answer = await search({ query: 'coffee' });
    expect(answer.text.length).toBeGreaterThanOrEqual(5_000_000);
    expect(answer.text.length).toBeLessThan(5_001_000);
    expect(answer.json.status).toBe('SUCCESS');
    expect(answer.json.searchParameters?.query).toBe('coffee');
  });

  it('holds a hung request open (status 0 in the log) until reset drops it', async () => {
    api.enqueue({ hang: true });
    const pending = search({ query: 'coffee' });
    await until(() => api.searchRequests().length === 1);
    expect(api.searchRequests()[0]?.status).toBe(0);
    api.reset();
    await expect(pending).rejects.toThrow();
  });

  it('closes promptly even with a hung request open', async () => {
    const own = await startSearchApi();
    own.enqueue({ hang: true });
    const pending = search({ query: 'coffee' }, { target: own });
    await until(() => own.requests.length === 1);
    const startedAt = Date.now();
    await own.close();
    expect(Date.now() - startedAt).toBeLessThan(500);
    await expect(pending).rejects.toThrow();
  });

  it('adds global latency and per-response delay', async () => {
    api.setLatency(80);
    let startedAt = Date.now();
    await search({ query: 'coffee' });
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(75);
    api.setLatency(0);
    api.enqueue({ delayMs: 80 });
    startedAt = Date.now();
    expect((await search({ query: 'coffee' })).status).toBe(200);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(75);
  });
});

describe('local search API: request log', () => {
  it('records every request with headers, raw and parsed body and the status sent', async () => {
    const before = Date.now();
    await fetch(`${api.url}/v1/search`, { method: 'OPTIONS' });
    await search({ query: 'paris', numberOfResults: 2 });
    await fetch(`${api.url}/elsewhere`);
    expect(api.requests.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'OPTIONS /v1/search 204',
      'POST /v1/search 200',
      'GET /elsewhere 404',
    ]);
    const [logged] = api.searchRequests();
    expect(api.searchRequests()).toHaveLength(1);
    expect(logged?.headers['x-api-key']).toBe('test-key');
    expect(logged?.headers['content-type']).toBe('application/json');
    expect(logged?.body).toBe('{"query":"paris","numberOfResults":2}');
    expect(logged?.json).toEqual({ query: 'paris', numberOfResults: 2 });
    expect(logged?.receivedAt).toBeGreaterThanOrEqual(before);
    api.clearLog();
    expect(api.requests).toHaveLength(0);
  });
});

/** Polls `condition` every few milliseconds; fails the test after a second. */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 1000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 1 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
