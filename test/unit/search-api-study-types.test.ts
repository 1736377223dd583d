import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RECORDINGS } from '../search-api/recordings';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { parseTbs } from '../search-api/tbs';
import { postJson, type Answer } from './search-api-http';

// The local API's scholar and patents searches (spec mode: `resultType`; live mode: POST /scholar
// and /patents, recorded bodies byte for byte) and the live service's `tbs` beyond its presets:
// a custom range, newest first, and both together.
const KEY = 'study-key';
let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 1000 }, rateLimit: false });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

type Item = Record<string, unknown>;
const spec = (body: object): Promise<Answer> => postJson(`${api.url}/v1/search`, body, { 'X-API-Key': KEY });
const serper = (path: string, body: object): Promise<Answer> => {
  api.setMode('live');
  return postJson(`${api.url}${path}`, body, { 'X-API-KEY': KEY });
};
const organic = (answer: Answer) => answer.json.organic as Item[];

/** The fields of every recorded item of an endpoint, in their recorded order. */
const recordedKeys = (endpoint: string) =>
  RECORDINGS.filter((r) => r.endpoint === endpoint).flatMap((r) => (r.body.organic as Item[]).map(Object.keys));

/** No field the recordings lack, and no two fields in an order a recorded item has the other way round. */
function expectRecordedShape(items: Item[], endpoint: string): void {
  const recorded = recordedKeys(endpoint);
  const known = new Set(recorded.flat());
  const reversed = new Set(
    recorded.flatMap((keys) => keys.flatMap((a, i) => keys.slice(0, i).map((b) => `${b}<${a}`))),
  );
  for (const item of items) {
    const keys = Object.keys(item);
    for (const key of keys) expect(known, `${endpoint} ${key}`).toContain(key);
    expect(keys.flatMap((a, i) => keys.slice(i + 1).filter((b) => reversed.has(`${b}<${a}`)))).toEqual([]);
  }
}

describe('local search API: papers and patents', () => {
  it('answers resultType scholar with papers in organic, in the recorded shape, in spec mode', async () => {
    const answer = await spec({ query: 'typescript', resultType: 'scholar' });
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.json)).toEqual(['status', 'searchParameters', 'organic', 'credits']);
    expect(answer.json.searchParameters).toMatchObject({ query: 'typescript', type: 'scholar' });
    const papers = organic(answer);
    expect(papers.map((paper) => paper.title)).toContain('Understanding TypeScript');
    expectRecordedShape(papers, '/scholar');
    const understanding = papers.find((paper) => paper.title === 'Understanding TypeScript');
    expect(understanding).toMatchObject({
      publicationInfo: 'G Bierman, M Abadi, M Torgersen - ECOOP 2014 – Object-Oriented Programming, 2014 - Springer',
      year: 2014,
    });
    // Scholar's id is its cluster number, 8 bytes little-endian then 9: the extension links "Cited by" from it.
    for (const paper of papers) {
      const id = Buffer.from(String(paper.id), 'base64url');
      expect([String(paper.id).length, id.length, id[8]]).toEqual([12, 9, 9]);
    }
  });

  it('answers resultType patents with patents in organic: four days, the number, and figures it draws', async () => {
    const answer = await spec({ query: 'tesla', resultType: 'patents', numberOfResults: 3 });
    const patents = organic(answer);
    expect(patents).toHaveLength(3);
    expectRecordedShape(patents, '/patents');
    for (const patent of patents) {
      expect(patent.link).toBe(`https://patents.google.com/patent/${String(patent.publicationNumber)}/en`);
      for (const day of ['priorityDate', 'filingDate', 'grantDate', 'publicationDate']) {
        expect(patent[day]).toMatch(/^\d{4}-\d{2}-\d{2}$/u);
      }
      const figures = patent.figures as Array<{ imageUrl: string; thumbnailUrl: string }>;
      expect(figures.length).toBeGreaterThan(0);
      expect(patent.thumbnailUrl).toBe(figures[0]?.thumbnailUrl);
      expect(figures[0]?.thumbnailUrl).toMatch(
        new RegExp(`^${api.url}/thumbs/patent-[a-z0-9-]+-1-170x220\\.png$`, 'u'),
      );
    }
  });

  it('answers POST /scholar and /patents in live mode in the live shape, from the corpus', async () => {
    for (const [path, q] of [
      ['/scholar', 'coffee'],
      ['/patents', 'coffee'],
    ] as const) {
      const answer = await serper(path, { q });
      expect(answer.status).toBe(200);
      expect(answer.json).not.toHaveProperty('status');
      expect(answer.json.searchParameters).toEqual({ q, type: path.slice(1), num: 10, engine: 'google' });
      expect(organic(answer).length).toBeGreaterThan(0);
      expect(answer.json.credits).toBe(1);
    }
  });

  it.each([
    ['/scholar', 'apple-inc-scholar'],
    ['/patents', 'apple-inc-patents'],
  ])('serves the recorded %s body for “apple inc”, byte for byte, billing its credits', async (path, name) => {
    const recording = RECORDINGS.find((r) => r.name === name);
    const answer = await serper(path, { q: 'apple inc' });
    expect(answer.text).toBe(recording?.text);
    expect(api.getCredits(KEY)).toBe(999);
  });
});

describe('the live service’s tbs: a custom range and newest first', () => {
  const DAY = 86_400_000;
  it.each([
    ['qdr:d,sbd:1', { maxAgeMs: DAY, newestFirst: true }],
    ['sbd:1', { newestFirst: true }],
    [
      'cdr:1,cd_min:01/01/2024,cd_max:01/31/2024',
      { window: { fromMs: Date.UTC(2024, 0, 1), toMs: Date.UTC(2024, 1, 1) } },
    ],
    [
      'cdr:1,cd_min:1/1/2024,cd_max:1/31/2024,sbd:1',
      { window: { fromMs: Date.UTC(2024, 0, 1), toMs: Date.UTC(2024, 1, 1) }, newestFirst: true },
    ],
    ['cdr:1,cd_min:2/29/2024', { window: { fromMs: Date.UTC(2024, 1, 29) } }],
    ['cdr:1,cd_max:12/31/1999', { window: { toMs: Date.UTC(2000, 0, 1) } }],
  ])('reads %s', (tbs, expected) => {
    expect(parseTbs(tbs)).toEqual(expected);
  });

  it.each([
    'cdr:1',
    'cd_min:1/1/2024',
    'cdr:1,cd_min:2/29/2023',
    'cdr:1,cd_min:13/1/2024',
    'cdr:1,cd_min:2/1/2024,cd_max:1/31/2024',
    'qdr:d,cdr:1,cd_min:1/1/2024',
    'sbd:1,sbd:1',
    'sbd:0',
    'qdr:d,',
    'qdr:0',
  ])('refuses %s with 400, billing nothing', async (tbs) => {
    const answer = await serper('/news', { q: 'tesla', tbs });
    expect(answer.status).toBe(400);
    expect(String(answer.json.message)).toMatch(/^tbs must be a time filter/u);
    expect(api.getCredits(KEY)).toBe(1000);
  });

  /** A live date in words ("3 days ago", "Jan 5, 2026") as epoch ms, for comparing. */
  const timeOf = (words: unknown): number => {
    const ago = /^(\d+) (minute|hour|day)s? ago$/u.exec(String(words));
    if (ago) return Date.now() - Number(ago[1]) * { minute: 60_000, hour: 3_600_000, day: DAY }[ago[2] as 'day'];
    return Date.parse(`${String(words)} UTC`);
  };
  const usDay = (time: number) => {
    const date = new Date(time);
    return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
  };

  it('filters news by a custom range of days, echoing the tbs as sent', async () => {
    const from = Date.now() - 30 * DAY;
    const to = Date.now() - 9 * DAY;
    const tbs = `cdr:1,cd_min:${usDay(from)},cd_max:${usDay(to)}`;
    const answer = await serper('/news', { q: 'tesla', tbs, num: 100 });
    expect((answer.json.searchParameters as Item).tbs).toBe(tbs);
    const news = answer.json.news as Item[];
    expect(news.length).toBeGreaterThan(0);
    expect(news.length).toBeLessThan(((await serper('/news', { q: 'tesla', num: 100 })).json.news as Item[]).length);
    for (const item of news) {
      expect(timeOf(item.date)).toBeGreaterThanOrEqual(Date.UTC(...dayOf(from)));
      expect(timeOf(item.date)).toBeLessThan(Date.UTC(...dayOf(to)) + DAY);
    }
  });

  it('sorts web results newest first with sbd:1, undated ones last', async () => {
    const plain = organic(await serper('/search', { q: 'typescript', num: 100 }));
    const newest = organic(await serper('/search', { q: 'typescript', num: 100, tbs: 'sbd:1' }));
    expect(newest.map((r) => r.link).sort()).toEqual(plain.map((r) => r.link).sort());
    expect(newest.map((r) => r.link)).not.toEqual(plain.map((r) => r.link));
    const dated = newest.filter((r) => r.date !== undefined).map((r) => timeOf(r.date));
    expect(dated).toEqual([...dated].sort((a, b) => b - a));
  });

  it('takes autocorrect: false and echoes it', async () => {
    const answer = await serper('/scholar', { q: 'typscript', autocorrect: false });
    expect(answer.status).toBe(200);
    expect(answer.json.searchParameters).toMatchObject({ q: 'typscript', autocorrect: false, type: 'scholar' });
  });
});

function dayOf(time: number): [number, number, number] {
  const date = new Date(time);
  return [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()];
}
