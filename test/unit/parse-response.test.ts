import { describe, expect, it } from 'vitest';
import { parseSearchResponse } from '../../lib/api/parse-response';

const ok = (body: object) =>
  JSON.stringify({ status: 'SUCCESS', searchParameters: { query: 'q' }, organic: [], ...body });

describe('parseSearchResponse', () => {
  it('parses a full response and ignores fields it does not know', () => {
    const result = parseSearchResponse(
      JSON.stringify({
        status: 'SUCCESS',
        searchParameters: { query: 'ada lovelace', type: 'search', engine: 'e', extra: 1 },
        knowledgeGraph: {
          title: 'Ada Lovelace',
          imageUrl: 'https://img.example/ada.jpg',
          description: 'Mathematician',
          descriptionSource: 'Wikipedia',
          descriptionLink: 'https://en.wikipedia.org/wiki/Ada_Lovelace',
          attributes: { Born: '10 December 1815', Died: '27 November 1852' },
          unknownField: true,
        },
        organic: [{ title: 'T', link: 'https://a.example/', snippet: 'S', position: 1, date: '2024-01-02', mood: 5 }],
        relatedSearches: [{ query: 'charles babbage' }],
        credits: 2,
        newTopLevelField: { nested: true },
      }),
      { query: 'fallback' },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        query: 'ada lovelace',
        engine: 'e',
        knowledgeGraph: {
          title: 'Ada Lovelace',
          imageUrl: 'https://img.example/ada.jpg',
          description: 'Mathematician',
          descriptionSource: 'Wikipedia',
          descriptionLink: 'https://en.wikipedia.org/wiki/Ada_Lovelace',
          attributes: [
            ['Born', '10 December 1815'],
            ['Died', '27 November 1852'],
          ],
        },
        organic: [{ title: 'T', link: 'https://a.example/', snippet: 'S', position: 1, date: '2024-01-02' }],
        relatedSearches: ['charles babbage'],
        credits: 2,
        droppedResults: 0,
      },
    });
  });

  it('accepts missing optional fields and null knowledgeGraph and relatedSearches', () => {
    const result = parseSearchResponse(
      ok({ knowledgeGraph: null, relatedSearches: null, organic: [{ title: 'T', link: 'https://a.example/' }] }),
      { query: 'q' },
    );
    expect(result.ok && result.value).toMatchObject({
      knowledgeGraph: undefined,
      relatedSearches: [],
      organic: [{ title: 'T', link: 'https://a.example/', position: 1 }],
    });
    expect(result.ok && result.value.credits).toBeUndefined();
  });

  it('drops a result without a title or link rather than failing the page', () => {
    const result = parseSearchResponse(
      ok({
        organic: [
          { link: 'https://a.example/' },
          { title: 'B', link: 'https://b.example/' },
          { title: 'C' },
          'junk',
          null,
        ],
      }),
      { query: 'q' },
    );
    expect(result.ok && result.value.organic.map((r) => r.title)).toEqual(['B']);
    expect(result.ok && result.value.droppedResults).toBe(4);
  });

  it('treats a body that is not JSON as an invalid response', () => {
    expect(parseSearchResponse('<html>Bad gateway</html>', { query: 'q' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
  });

  it('treats a body that breaks the envelope as an invalid response', () => {
    expect(parseSearchResponse(JSON.stringify({ status: 'SUCCESS', organic: 'nope' }), { query: 'q' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
    expect(parseSearchResponse('[]', { query: 'q' })).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it.each([
    ['UNAUTHORIZED', 'unauthorized'],
    ['INSUFFICIENT_CREDITS', 'insufficient-credits'],
    ['ERROR', 'server'],
    ['SOMETHING_NEW', 'server'],
  ])('maps status %s in a 200 reply to the %s error', (status, kind) => {
    expect(parseSearchResponse(JSON.stringify({ status, organic: [] }), { query: 'q' })).toMatchObject({
      ok: false,
      error: { kind },
    });
    expect(parseSearchResponse(JSON.stringify({ status }), { query: 'q' })).toMatchObject({
      ok: false,
      error: { kind },
    });
  });

  it('keeps attribute keys such as __proto__ as plain labels and pollutes nothing', () => {
    const result = parseSearchResponse(
      ok({
        knowledgeGraph: JSON.parse(
          '{"title":"X","attributes":{"__proto__":{"polluted":1},"constructor":"c","a":"b"}}',
        ) as object,
      }),
      { query: 'q' },
    );
    expect(result.ok && result.value.knowledgeGraph?.attributes).toEqual([
      ['constructor', 'c'],
      ['a', 'b'],
    ]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('caps long text and long lists before rendering', () => {
    const organic = Array.from({ length: 250 }, (_, i) => ({
      title: 'T'.repeat(100_000),
      link: `https://a.example/${i}`,
    }));
    const attributes = Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, 'v']));
    const result = parseSearchResponse(ok({ organic, knowledgeGraph: { title: 'X', attributes } }), { query: 'q' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.organic).toHaveLength(100);
    expect(result.value.organic[0]?.title.length).toBeLessThanOrEqual(300);
    expect(result.value.knowledgeGraph?.attributes).toHaveLength(50);
  });

  it('strips bidi overrides and control characters from text', () => {
    const result = parseSearchResponse(
      ok({ organic: [{ title: 'evil\u202Egpj.exe\u0007', link: 'https://a.example/' }] }),
      { query: 'q' },
    );
    expect(result.ok && result.value.organic[0]?.title).toBe('evilgpj.exe');
  });

  it('ignores credits that are not a non-negative integer', () => {
    for (const credits of [-1, 1.5, '3', null]) {
      const result = parseSearchResponse(ok({ credits }), { query: 'q' });
      expect(result.ok && result.value.credits).toBeUndefined();
    }
  });
});

describe('parseSearchResponse on the live service’s shapes', () => {
  const live = (body: object) => JSON.stringify({ searchParameters: { q: 'apple', type: 'search' }, ...body });

  it('reads a 2xx body with an organic list and no status as a success, with q as the echo', () => {
    const result = parseSearchResponse(live({ organic: [{ title: 'T', link: 'https://a.example/' }] }), { query: 'x' });
    expect(result).toMatchObject({ ok: true, value: { query: 'apple', organic: [{ title: 'T', position: 1 }] } });
  });

  it('reads an echo with no organic list as a success with no results', () => {
    expect(parseSearchResponse(live({}), { query: 'x' })).toMatchObject({ ok: true, value: { organic: [] } });
  });

  it('still refuses a body that is neither results nor an echo', () => {
    expect(parseSearchResponse(JSON.stringify({ message: 'hello' }), { query: 'x' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
  });

  it.each([
    ['2024-01-02', '2024-01-02'],
    ['2024-01-02T10:00:00Z', '2024-01-02T10:00:00Z'],
    ['Aug 1, 2023', '2023-08-01'],
    ['August 1, 2023', '2023-08-01'],
    ['1 Aug 2023', '2023-08-01'],
    ['Feb 30, 2023', 'Feb 30, 2023'],
    ['10 hours ago', '10 hours ago'],
    ['2018年11月18日', '2018年11月18日'],
    ['Mar 2', 'Mar 2'],
  ])('keeps the date %s as %s', (date, stored) => {
    const result = parseSearchResponse(live({ organic: [{ title: 'T', link: 'https://a.example/', date }] }), {
      query: 'x',
    });
    expect(result.ok && result.value.organic[0]?.date).toBe(stored);
  });

  it('caps a date given as endless text', () => {
    const result = parseSearchResponse(
      live({ organic: [{ title: 'T', link: 'https://a.example/', date: 'ages ago '.repeat(1000) }] }),
      { query: 'x' },
    );
    expect(result.ok && result.value.organic[0]?.date?.length).toBeLessThanOrEqual(60);
  });

  it('reads the answer box, people also ask, top stories, sitelinks and ratings', () => {
    const result = parseSearchResponse(
      live({
        answerBox: { title: 'Height', answer: '1,083 ft', link: 'https://a.example/eiffel' },
        organic: [
          {
            title: 'T',
            link: 'https://a.example/',
            sitelinks: [{ title: 'Support', link: 'https://a.example/support' }, { title: 'no link' }],
            rating: '4.5',
            ratingCount: '1,234',
            priceRange: '$$',
            attributes: { Founded: '1976', Nested: { no: 1 } },
          },
        ],
        peopleAlsoAsk: [
          { question: 'Why?', snippet: 'Because\nof this', title: 'Source', link: 'https://b.example/' },
          { snippet: 'no question' },
        ],
        topStories: [
          {
            title: 'News',
            link: 'https://c.example/n',
            source: 'Paper',
            date: '2 hours ago',
            imageUrl: 'data:image/jpeg;base64,xx',
          },
        ],
      }),
      { query: 'x' },
    );
    expect(result.ok && result.value).toMatchObject({
      answerBox: { title: 'Height', answer: '1,083 ft', link: 'https://a.example/eiffel' },
      organic: [
        {
          sitelinks: [{ title: 'Support', link: 'https://a.example/support' }],
          rating: 4.5,
          ratingCount: 1234,
          price: '$$',
          attributes: [['Founded', '1976']],
        },
      ],
      peopleAlsoAsk: [{ question: 'Why?', snippet: 'Because of this', title: 'Source', link: 'https://b.example/' }],
      topStories: [{ title: 'News', link: 'https://c.example/n', source: 'Paper', date: '2 hours ago' }],
    });
    expect(JSON.stringify(result)).not.toContain('data:image');
  });

  it('leaves out blocks that say nothing, and ratings off the 0–5 scale', () => {
    const result = parseSearchResponse(
      live({
        answerBox: { title: 'only a title' },
        organic: [{ title: 'T', link: 'https://a.example/', rating: 47, ratingCount: 3 }],
        peopleAlsoAsk: 'nope',
        topStories: [{ title: 'no link' }],
      }),
      { query: 'x' },
    );
    expect(result.ok && result.value.answerBox).toBeUndefined();
    expect(result.ok && result.value.peopleAlsoAsk).toBeUndefined();
    expect(result.ok && result.value.topStories).toBeUndefined();
    expect(result.ok && result.value.organic[0]).toEqual({ title: 'T', link: 'https://a.example/', position: 1 });
  });
});

describe('parseSearchResponse and the search types', () => {
  const body = (fields: object) => JSON.stringify({ searchParameters: { q: 'tesla', type: 'news' }, ...fields });
  const article = { title: 'T', link: 'https://a.example/', source: 'Paper', date: '3 minutes ago' };

  it('reads the array of the type asked for, and says which type the response is of', () => {
    const result = parseSearchResponse(body({ news: [article] }), { query: 'tesla', type: 'news' });
    expect(result).toEqual({
      ok: true,
      value: {
        query: 'tesla',
        type: 'news',
        organic: [],
        relatedSearches: [],
        news: [{ ...article, position: 1 }],
        droppedResults: 0,
      },
    });
  });

  it('leaves out the web blocks of an answer of another type', () => {
    const result = parseSearchResponse(
      body({ news: [], organic: [{ title: 'W', link: 'https://w.example/' }], knowledgeGraph: { title: 'K' } }),
      { query: 'tesla', type: 'news' },
    );
    expect(result.ok && result.value).toMatchObject({ organic: [], relatedSearches: [], news: [] });
    expect(result.ok && result.value.knowledgeGraph).toBeUndefined();
  });

  it('takes the type the echo names over the one asked for, and the one asked for when the echo names none', () => {
    const images = JSON.stringify({
      searchParameters: { q: 'lion', type: 'images' },
      images: [{ title: 'Lion', link: 'https://a.example/lion' }],
    });
    expect(parseSearchResponse(images, { query: 'lion' })).toMatchObject({ ok: true, value: { type: 'images' } });
    const unnamed = JSON.stringify({ searchParameters: { q: 'lion', type: 'maps' }, videos: [article] });
    expect(parseSearchResponse(unnamed, { query: 'lion', type: 'videos' })).toMatchObject({
      ok: true,
      value: { type: 'videos', videos: [{ title: 'T' }] },
    });
  });

  it('reads a web answer as web, with no type (as responses stored before the types were)', () => {
    const web = JSON.stringify({ searchParameters: { q: 'a', type: 'search' }, organic: [article] });
    const result = parseSearchResponse(web, { query: 'a' });
    expect(result.ok && result.value.type).toBeUndefined();
    expect(result.ok && result.value.organic).toHaveLength(1);
    expect(result.ok && 'news' in result.value).toBe(false);
  });

  it('reads a spec-mode answer (status, query echo, empty organic list beside the type’s array)', () => {
    const spec = JSON.stringify({
      status: 'SUCCESS',
      searchParameters: { query: 'coffee', type: 'places' },
      organic: [],
      places: [{ title: 'Café', website: 'https://cafe.example/', latitude: 51.5, longitude: -0.12 }],
      credits: 1,
    });
    expect(parseSearchResponse(spec, { query: 'coffee', type: 'places' })).toMatchObject({
      ok: true,
      value: { query: 'coffee', type: 'places', credits: 1, places: [{ title: 'Café', latitude: 51.5 }] },
    });
  });

  it('reads an echo without the type’s array as a success with no items, as for web', () => {
    const result = parseSearchResponse(body({}), { query: 'tesla', type: 'news' });
    expect(result).toMatchObject({ ok: true, value: { type: 'news', news: [], droppedResults: 0 } });
  });

  it.each([
    ['a status and no array', JSON.stringify({ status: 'SUCCESS', searchParameters: { query: 'q' } })],
    ['neither array nor echo', JSON.stringify({ credits: 1 })],
    ['an array that is not one', body({ news: { title: 'T' } })],
  ])('refuses %s as an invalid response', (_label, text) => {
    expect(parseSearchResponse(text, { query: 'q', type: 'news' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
  });

  it('drops items without a title or link (places: without a title), counting them, and caps the list', () => {
    const places = [{ website: 'https://a.example/' }, { title: 'No website' }, 'junk', { title: 'P', website: 7 }];
    const result = parseSearchResponse(JSON.stringify({ searchParameters: { q: 'x', type: 'places' }, places }), {
      query: 'x',
      type: 'places',
    });
    expect(result.ok && result.value.places?.map((place) => [place.title, place.position])).toEqual([
      ['No website', 1],
      ['P', 2],
    ]);
    expect(result.ok && result.value.droppedResults).toBe(2);
    const many = Array.from({ length: 150 }, (_, i) => ({ ...article, link: `https://a.example/${i}` }));
    const capped = parseSearchResponse(body({ news: many }), { query: 'tesla', type: 'news' });
    expect(capped.ok && capped.value.news).toHaveLength(100);
    expect(capped.ok && capped.value.droppedResults).toBe(50);
  });

  it('keeps the rank the service sent per page, and numbers by order where it sent none', () => {
    const news = [
      { ...article, position: 11 },
      { ...article, position: 'x' },
    ];
    const result = parseSearchResponse(body({ news }), { query: 'tesla', type: 'news' });
    expect(result.ok && result.value.news?.map((item) => item.position)).toEqual([11, 2]);
  });
});
