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
      'fallback',
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
      'q',
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
      'q',
    );
    expect(result.ok && result.value.organic.map((r) => r.title)).toEqual(['B']);
    expect(result.ok && result.value.droppedResults).toBe(4);
  });

  it('treats a body that is not JSON as an invalid response', () => {
    expect(parseSearchResponse('<html>Bad gateway</html>', 'q')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
  });

  it('treats a body that breaks the envelope as an invalid response', () => {
    expect(parseSearchResponse(JSON.stringify({ status: 'SUCCESS', organic: 'nope' }), 'q')).toMatchObject({
      ok: false,
      error: { kind: 'invalid-response' },
    });
    expect(parseSearchResponse('[]', 'q')).toMatchObject({ ok: false, error: { kind: 'invalid-response' } });
  });

  it.each([
    ['UNAUTHORIZED', 'unauthorized'],
    ['INSUFFICIENT_CREDITS', 'insufficient-credits'],
    ['ERROR', 'server'],
    ['SOMETHING_NEW', 'server'],
  ])('maps status %s in a 200 reply to the %s error', (status, kind) => {
    expect(parseSearchResponse(JSON.stringify({ status, organic: [] }), 'q')).toMatchObject({
      ok: false,
      error: { kind },
    });
    expect(parseSearchResponse(JSON.stringify({ status }), 'q')).toMatchObject({ ok: false, error: { kind } });
  });

  it('keeps attribute keys such as __proto__ as plain labels and pollutes nothing', () => {
    const result = parseSearchResponse(
      ok({
        knowledgeGraph: JSON.parse(
          '{"title":"X","attributes":{"__proto__":{"polluted":1},"constructor":"c","a":"b"}}',
        ) as object,
      }),
      'q',
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
    const result = parseSearchResponse(ok({ organic, knowledgeGraph: { title: 'X', attributes } }), 'q');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.organic).toHaveLength(100);
    expect(result.value.organic[0]?.title.length).toBeLessThanOrEqual(300);
    expect(result.value.knowledgeGraph?.attributes).toHaveLength(50);
  });

  it('strips bidi overrides and control characters from text', () => {
    const result = parseSearchResponse(
      ok({ organic: [{ title: 'evil\u202Egpj.exe\u0007', link: 'https://a.example/' }] }),
      'q',
    );
    expect(result.ok && result.value.organic[0]?.title).toBe('evilgpj.exe');
  });

  it('ignores credits that are not a non-negative integer', () => {
    for (const credits of [-1, 1.5, '3', null]) {
      const result = parseSearchResponse(ok({ credits }), 'q');
      expect(result.ok && result.value.credits).toBeUndefined();
    }
  });
});

describe('parseSearchResponse on the live service’s shapes', () => {
  const live = (body: object) => JSON.stringify({ searchParameters: { q: 'apple', type: 'search' }, ...body });

  it('reads a 2xx body with an organic list and no status as a success, with q as the echo', () => {
    const result = parseSearchResponse(live({ organic: [{ title: 'T', link: 'https://a.example/' }] }), 'x');
    expect(result).toMatchObject({ ok: true, value: { query: 'apple', organic: [{ title: 'T', position: 1 }] } });
  });

  it('reads an echo with no organic list as a success with no results', () => {
    expect(parseSearchResponse(live({}), 'x')).toMatchObject({ ok: true, value: { organic: [] } });
  });

  it('still refuses a body that is neither results nor an echo', () => {
    expect(parseSearchResponse(JSON.stringify({ message: 'hello' }), 'x')).toMatchObject({
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
    const result = parseSearchResponse(live({ organic: [{ title: 'T', link: 'https://a.example/', date }] }), 'x');
    expect(result.ok && result.value.organic[0]?.date).toBe(stored);
  });

  it('caps a date given as endless text', () => {
    const result = parseSearchResponse(
      live({ organic: [{ title: 'T', link: 'https://a.example/', date: 'ages ago '.repeat(1000) }] }),
      'x',
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
      'x',
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
      'x',
    );
    expect(result.ok && result.value.answerBox).toBeUndefined();
    expect(result.ok && result.value.peopleAlsoAsk).toBeUndefined();
    expect(result.ok && result.value.topStories).toBeUndefined();
    expect(result.ok && result.value.organic[0]).toEqual({ title: 'T', link: 'https://a.example/', position: 1 });
  });
});
