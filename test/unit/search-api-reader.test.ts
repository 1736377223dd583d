import { recordedReaderAnswer } from '../search-api/reader-endpoint';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { READER_CREDITS, READER_PATH, startSearchApi, type SearchApi } from '../search-api/server';
import { SERPER_PATHS } from '../search-api/search-types';
import { postJson } from './search-api-http';
import { LONG_READ_CHARS, LONG_READ_ORIGIN, LONG_READ_PAGE_PATH, LONG_READ_TITLE } from '../search-api/long-read';

// The local API's reader (live mode): the live service's POST with {url}, answering every page it links to.
const KEY = 'reader-endpoint-key-19b0';

let api: SearchApi;
beforeAll(async () => {
  api = await startSearchApi({ keys: { [KEY]: 10_000 }, rateLimit: false, mode: 'live' });
});
afterAll(() => api.close());
beforeEach(() => api.reset());

const read = (body: object | string, key = KEY) => postJson(`${api.url}${READER_PATH}`, body, { 'X-API-KEY': key });

/** Every result address the API serves for a few searches of each type. */
async function servedLinks(): Promise<string[]> {
  const links = new Set<string>();
  for (const [path, type] of Object.entries(SERPER_PATHS)) {
    for (const q of ['ada lovelace', 'paris', 'tesla', 'coffee', 'typescript', 'Apple Inc.', 'langgraph']) {
      const answer = await postJson(`${api.url}${path}`, { q }, { 'X-API-KEY': KEY });
      const list = (answer.json[type === 'search' ? 'organic' : type] ?? []) as Array<{
        link?: string;
        website?: string;
      }>;
      for (const item of list) {
        const link = item.link ?? item.website;
        if (link) links.add(link);
      }
    }
  }
  return [...links];
}

describe('the local reader (POST /scrape, live mode)', () => {
  it('reads every result address the API serves as a page with its title, headings and paragraphs, for 2 credits', async () => {
    const links = await servedLinks();
    expect(links.length).toBeGreaterThan(40);
    for (const url of links) {
      const answer = await read({ url, includeMarkdown: true });
      expect(answer.status, url).toBe(200);
      // A page whose live answer was recorded (apple.com) gets that answer; reader-metadata.test.ts reads it.
      if (recordedReaderAnswer(url) !== undefined) {
        expect(answer.json).toEqual(JSON.parse(recordedReaderAnswer(url) ?? ''));
        continue;
      }
      expect(answer.json).toMatchObject({ credits: READER_CREDITS, metadata: { 'og:url': url } });
      expect(answer.json.markdown, url).toMatch(/^# .+\n\n.+\n\n## /u);
      expect(typeof answer.json.text).toBe('string');
    }
  });

  it('answers markdown only when asked for it, as the live service does', async () => {
    const answer = await read({ url: 'https://example.com/elsewhere' });
    expect(answer.status).toBe(200);
    expect(answer.json).not.toHaveProperty('markdown');
    expect(answer.json.text).toContain('no document at this address');
  });

  it.each([
    ['no key', { url: 'https://example.com/' }, 'nobody', 403],
    ['no url', {}, KEY, 400],
    ['a url that is not http(s)', { url: 'javascript:alert(1)' }, KEY, 400],
    ['a body that is not JSON', '{url', KEY, 400],
  ])('refuses %s like the live service', async (_name, body, key, status) => {
    const answer = await read(body, key);
    expect(answer.status).toBe(status);
    expect(answer.json).toMatchObject({ statusCode: status });
  });

  it('bills 2 credits a read and refuses with 400 "Not enough credits" when they run out', async () => {
    api.setCredits(KEY, 3);
    expect((await read({ url: 'https://example.com/' })).status).toBe(200);
    const refused = await read({ url: 'https://example.com/' });
    expect(refused.status).toBe(400);
    expect(refused.text).toBe('{"message":"Not enough credits","statusCode":400}');
    expect(api.getCredits(KEY)).toBe(1);
  });

  it('reads every address under the long-read origin as the same article of about 100 KB of markdown, as a web page too', async () => {
    const [one, two] = await Promise.all(
      ['a', 'b/c?d=1'].map((path) => read({ url: `${LONG_READ_ORIGIN}/${path}`, includeMarkdown: true })),
    );
    const markdown = String(one?.json.markdown);
    expect(markdown.length).toBeGreaterThanOrEqual(LONG_READ_CHARS);
    expect(markdown.length).toBeLessThan(LONG_READ_CHARS * 1.1);
    expect(markdown).toMatch(new RegExp(`^# ${LONG_READ_TITLE}\n\n## Part 1: `, 'u'));
    for (const markup of ['\n- ', '\n1. ', '\n> ', '\n```js\n', '\n| Machine | Year |', '](https://', '**mill**'])
      expect(markdown).toContain(markup);
    expect(two?.json.markdown).toBe(markdown);
    expect(two?.json).toMatchObject({ credits: READER_CREDITS, metadata: { title: LONG_READ_TITLE } });
    const page = await fetch(`${api.url}${LONG_READ_PAGE_PATH}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`<h1>${LONG_READ_TITLE}</h1>`);
    expect(html.match(/<h2>Part /gu)?.length).toBe(markdown.match(/^## Part /gmu)?.length);
  });

  it('is logged apart from the searches, and not there in spec mode', async () => {
    await read({ url: 'https://example.com/' });
    expect(api.readerRequests()).toHaveLength(1);
    expect(api.searchRequests()).toHaveLength(0);
    api.setMode('spec');
    expect((await read({ url: 'https://example.com/' })).status).toBe(404);
  });
});
