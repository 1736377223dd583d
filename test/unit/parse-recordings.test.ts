import { describe, expect, it } from 'vitest';
import { parseSearchResponse } from '../../lib/api/parse-response';
import { SEARCH_RECORDINGS, type Recording } from '../search-api/recordings';

// Every body recorded from the live service (test/search-api/recordings, provenance in its
// index.json) parses to what the service sent: the expectations below are read straight
// off the raw JSON, independently of the parser.
type Raw = Record<string, unknown>;
const list = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);
const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/gu, ' ').trim() : undefined);

function parsed(recording: Recording) {
  const result = parseSearchResponse(recording.text, { query: 'fallback' });
  if (!result.ok) throw new Error(`${recording.name}: ${result.error.kind} ${result.error.message}`);
  return result.value;
}

describe.each(SEARCH_RECORDINGS.map((recording) => [recording.name, recording] as const))(
  'the recorded live body %s',
  (_name, recording) => {
    const raw = recording.body;

    it('is a success without a status field, echoing q', () => {
      expect(raw.status).toBeUndefined();
      expect(parsed(recording).query).toBe(text((raw.searchParameters as Raw).q));
    });

    it('keeps every organic result, in order, with its link', () => {
      const organic = list(raw.organic);
      const value = parsed(recording);
      expect(value.organic).toHaveLength(organic.length);
      expect(value.organic.map((r) => r.link)).toEqual(organic.map((r) => r.link));
      expect(value.organic.map((r) => r.position)).toEqual(organic.map((r) => r.position));
      expect(value.droppedResults).toBe(0);
    });

    it('never drops a date the service gave', () => {
      const value = parsed(recording);
      list(raw.organic).forEach((result, index) => {
        expect(value.organic[index]?.date !== undefined).toBe(typeof result.date === 'string');
      });
    });

    it('keeps the knowledge panel, related searches and the other blocks when present', () => {
      const value = parsed(recording);
      const graph = raw.knowledgeGraph as Raw | undefined;
      expect(value.knowledgeGraph?.title).toBe(text(graph?.title));
      expect(value.relatedSearches).toEqual(list(raw.relatedSearches).map((r) => text(r.query)));
      expect(value.peopleAlsoAsk?.map((q) => q.question) ?? []).toEqual(
        list(raw.peopleAlsoAsk).map((q) => text(q.question)),
      );
      const answer = raw.answerBox as Raw | undefined;
      expect(value.answerBox?.answer).toBe(text(answer?.answer));
      expect(value.answerBox?.snippet).toBe(text(answer?.snippet));
      expect(value.organic.map((r) => r.sitelinks?.map((s) => s.link) ?? [])).toEqual(
        list(raw.organic).map((r) => list(r.sitelinks).map((s) => s.link)),
      );
      expect(value.credits).toBe(raw.credits);
    });
  },
);

describe('what the recordings show of the live service', () => {
  const byName = (name: string) => {
    const recording = SEARCH_RECORDINGS.find((r) => r.name === name);
    if (!recording) throw new Error(`no recording ${name}`);
    return parsed(recording);
  };

  it.each([
    ['olivia-wilde-boyfriend', 0, '2023-01-29'],
    ['ml-resources-zh-num20', 6, '2018年11月18日'],
  ])('%s: result %i is dated %s (English days as ISO, other text as sent)', (name, index, date) => {
    expect(byName(name).organic[index]?.date).toBe(date);
  });

  it('reads a knowledge panel with its type, website and facts', () => {
    const graph = byName('apple-inc-knowledge-graph').knowledgeGraph;
    expect(graph).toMatchObject({ title: 'Apple', type: 'Technology company', website: 'http://www.apple.com/' });
    expect(graph?.attributes).toContainEqual(['CEO', 'Tim Cook (Aug 24, 2011–)']);
  });

  it('reads a short answer and an answer passage', () => {
    expect(byName('nba-2024-champion-zh').answerBox).toEqual({
      title: '2023–24 NBA season / Champion',
      answer: 'Boston Celtics',
    });
    expect(byName('jungian-interpretation-mountain').answerBox).toMatchObject({
      title: 'Mountain: Maternal Symbolism of Conceiving Individuation',
      link: 'https://www.e-jsst.org/upload/pdf/jsst-6-63.pdf',
    });
  });

  it('reads ratings, review counts, prices and facts on results', () => {
    const second = byName('belleville-toronto-train').organic[1];
    expect(second).toMatchObject({ rating: 4.6, ratingCount: 12, price: '$29' });
    expect(second?.attributes).toEqual([['Missing', 'morning | Show results with:morning']]);
  });

  it('reads a question with its snippet and source, folding line breaks', () => {
    expect(byName('apple-inc-knowledge-graph').peopleAlsoAsk?.[0]).toEqual({
      question: 'What does Apple Inc do?',
      snippet:
        'Apple Inc. (Apple) designs, manufactures and markets smartphones, personal computers, tablets, wearables and accessories and sells a range of related services.',
      title: 'AAPL.O - | Stock Price & Latest News - Reuters',
      link: 'https://www.reuters.com/markets/companies/AAPL.O/',
    });
  });

  it('keeps 20 results and the 2 credits billed for them', () => {
    const value = byName('ml-resources-zh-num20');
    expect(value.organic).toHaveLength(20);
    expect(value.credits).toBe(2);
  });
});
