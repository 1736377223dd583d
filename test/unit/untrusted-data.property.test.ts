import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSearchResponse } from '../../lib/api/parse-response';
import { LIMITS } from '../../lib/api/search-response';
import { cleanText } from '../../lib/text/clean-text';
import { displayHost, safeImageUrl, safeLinkUrl } from '../../lib/text/safe-url';

// Property-based checks over the code that stands between the API's untrusted data and the page.
const BIDI_AND_CONTROLS =
  // eslint-disable-next-line no-control-regex -- looking for control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/u;

const hostileUrl = fc.oneof(
  fc.webUrl(),
  fc.constantFrom(
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    '/relative/path',
    '//evil.example/x',
    'about:blank',
    'chrome://settings',
    'blob:https://x.example/uuid',
    'https://',
    'http://[::1]:80/',
  ),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
);

const anyJson = fc.jsonValue({ maxDepth: 3 });
const organicItem = fc.oneof(
  fc.record(
    {
      title: fc.oneof(fc.string(), anyJson),
      link: fc.oneof(hostileUrl, anyJson),
      snippet: anyJson,
      position: anyJson,
      date: fc.oneof(fc.string(), fc.constantFrom('Aug 1, 2023', '10 hours ago', '2018年11月18日'), anyJson),
      sitelinks: fc.oneof(fc.array(fc.record({ title: fc.oneof(fc.string(), anyJson), link: hostileUrl })), anyJson),
      attributes: fc.oneof(fc.dictionary(fc.string(), fc.oneof(fc.string(), anyJson)), anyJson),
      rating: fc.oneof(fc.double(), fc.string(), anyJson),
      ratingCount: fc.oneof(fc.integer(), fc.string(), anyJson),
      price: anyJson,
      currency: anyJson,
      priceRange: anyJson,
    },
    { requiredKeys: [] },
  ),
  anyJson,
);
const linkedBlock = fc.oneof(
  fc.record(
    {
      title: fc.oneof(fc.string(), anyJson),
      question: fc.oneof(fc.string(), anyJson),
      answer: fc.oneof(fc.string(), anyJson),
      snippet: fc.oneof(fc.string({ unit: 'binary' }), anyJson),
      snippetHighlighted: fc.oneof(fc.array(fc.string()), anyJson),
      source: anyJson,
      date: anyJson,
      link: fc.oneof(hostileUrl, anyJson),
    },
    { requiredKeys: [] },
  ),
  anyJson,
);
const responseBody = fc.record(
  {
    status: fc.oneof(fc.constantFrom('SUCCESS', 'ERROR', 'UNAUTHORIZED', 'INSUFFICIENT_CREDITS'), anyJson),
    searchParameters: fc.oneof(fc.record({ query: fc.string() }), anyJson),
    organic: fc.oneof(fc.array(organicItem, { maxLength: 30 }), anyJson),
    knowledgeGraph: fc.oneof(
      fc.record(
        {
          title: anyJson,
          imageUrl: fc.oneof(hostileUrl, anyJson),
          description: anyJson,
          descriptionLink: fc.oneof(hostileUrl, anyJson),
          attributes: fc.oneof(fc.dictionary(fc.string(), fc.oneof(fc.string(), anyJson)), anyJson),
        },
        { requiredKeys: [] },
      ),
      anyJson,
    ),
    relatedSearches: fc.oneof(fc.array(fc.record({ query: anyJson }), { maxLength: 30 }), anyJson),
    answerBox: linkedBlock,
    peopleAlsoAsk: fc.oneof(fc.array(linkedBlock, { maxLength: 15 }), anyJson),
    topStories: fc.oneof(fc.array(linkedBlock, { maxLength: 15 }), anyJson),
    credits: anyJson,
  },
  { requiredKeys: [] },
);

/** Whatever a renderer would make a link of is absolute http(s), or nothing. */
function expectSafeLink(url: string | undefined): void {
  const href = safeLinkUrl(url);
  if (href !== undefined) expect(href).toMatch(/^https?:\/\/[^/]/);
}

function expectSafeText(text: string | undefined, max: number): void {
  if (text === undefined) return;
  expect(text.length).toBeLessThanOrEqual(max);
  expect(text).not.toMatch(BIDI_AND_CONTROLS);
}

describe('response parser on generated input', () => {
  it('never throws, and every link it lets through to a page is http(s) or nothing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          responseBody.map((b) => JSON.stringify(b)),
          fc.string(),
        ),
        (body) => {
          const result = parseSearchResponse(body, { query: 'q' });
          if (!result.ok) {
            expect(result.error.kind).toMatch(/^(invalid-response|server|unauthorized|insufficient-credits)$/);
            return;
          }
          const { organic, knowledgeGraph, relatedSearches, answerBox, peopleAlsoAsk, topStories } = result.value;
          expect(organic.length).toBeLessThanOrEqual(LIMITS.results);
          expect(relatedSearches.length).toBeLessThanOrEqual(LIMITS.related);
          for (const item of organic) {
            expectSafeLink(item.link);
            expect(item.title.length).toBeLessThanOrEqual(LIMITS.title);
            expect(item.title).not.toMatch(BIDI_AND_CONTROLS);
            expectSafeText(item.date, LIMITS.date);
            expect(item.sitelinks?.length ?? 0).toBeLessThanOrEqual(LIMITS.sitelinks);
            for (const sitelink of item.sitelinks ?? []) {
              expectSafeLink(sitelink.link);
              expectSafeText(sitelink.title, LIMITS.title);
            }
            expect(item.attributes?.length ?? 0).toBeLessThanOrEqual(LIMITS.resultAttributes);
            if (item.rating !== undefined) expect(item.rating >= 0 && item.rating <= 5).toBe(true);
            if (item.ratingCount !== undefined) expect(Number.isSafeInteger(item.ratingCount)).toBe(true);
          }
          if (answerBox) {
            expect(answerBox.answer ?? answerBox.snippet).toBeDefined();
            expectSafeText(answerBox.answer, LIMITS.answer);
            expectSafeText(answerBox.snippet, LIMITS.answer);
            expectSafeLink(answerBox.link);
          }
          expect(peopleAlsoAsk?.length ?? 0).toBeLessThanOrEqual(LIMITS.questions);
          for (const question of peopleAlsoAsk ?? []) {
            expectSafeText(question.question, LIMITS.title);
            expectSafeText(question.snippet, LIMITS.snippet);
            expectSafeLink(question.link);
          }
          expect(topStories?.length ?? 0).toBeLessThanOrEqual(LIMITS.stories);
          for (const story of topStories ?? []) {
            expectSafeText(story.title, LIMITS.title);
            expectSafeText(story.source, LIMITS.label);
            expectSafeLink(story.link);
          }
          if (knowledgeGraph) {
            const image = safeImageUrl(knowledgeGraph.imageUrl);
            if (image !== undefined) expect(image).toMatch(/^https:\/\/[^/]/);
            expect(knowledgeGraph.attributes.length).toBeLessThanOrEqual(LIMITS.attributes);
          }
        },
      ),
      { numRuns: 3000 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('URL and text sanitizers on generated input', () => {
  it('safeLinkUrl yields only absolute http(s) URLs', () => {
    fc.assert(
      fc.property(hostileUrl, (url) => {
        const safe = safeLinkUrl(url);
        if (safe !== undefined) expect(new URL(safe).protocol).toMatch(/^https?:$/);
      }),
      { numRuns: 3000 },
    );
  });

  it('safeImageUrl yields only https URLs', () => {
    fc.assert(
      fc.property(hostileUrl, (url) => {
        const safe = safeImageUrl(url);
        if (safe !== undefined) expect(new URL(safe).protocol).toBe('https:');
      }),
      { numRuns: 3000 },
    );
  });

  it('cleanText never returns bidi or control characters, and respects its cap', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.integer({ min: 1, max: 500 }), (text, max) => {
        const clean = cleanText(text, max);
        expect(clean).not.toMatch(BIDI_AND_CONTROLS);
        expect(clean.length).toBeLessThanOrEqual(max);
      }),
      { numRuns: 3000 },
    );
  });

  it('displayHost never throws and shows no bidi characters', () => {
    fc.assert(
      fc.property(hostileUrl, (url) => {
        expect(displayHost(url)).not.toMatch(BIDI_AND_CONTROLS);
      }),
      { numRuns: 2000 },
    );
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', '/relative', 'JAVASCRIPT:x'])(
    'refuses %s as a link and as an image',
    (url) => {
      expect(safeLinkUrl(url)).toBeUndefined();
      expect(safeImageUrl(url)).toBeUndefined();
    },
  );

  it('refuses plain http images but allows plain http links', () => {
    expect(safeImageUrl('http://img.example/a.png')).toBeUndefined();
    expect(safeLinkUrl('http://site.example/')).toBe('http://site.example/');
  });
});
