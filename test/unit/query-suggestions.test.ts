import { describe, expect, it } from 'vitest';
import { matchingQueries } from '../../lib/history/query-suggestions';
import { suggestQueries } from '../../lib/background/suggestion-handler';
import { summarize } from '../../lib/history/search-history';
import { DEFAULT_USAGE_PREFERENCES } from '../../lib/settings/usage-preferences';

const past = ['Ada Lovelace', 'paris weather', 'ada lovelace', 'typescript', 'Paris'].map((query) => ({
  request: { query },
}));

describe('past queries for what is typed', () => {
  it.each([
    ['ada', ['Ada Lovelace']],
    ['PAR', ['paris weather', 'Paris']],
    ['weather par', ['paris weather']],
    ['', ['Ada Lovelace', 'paris weather', 'typescript', 'Paris']],
    ['paris', ['paris weather']],
    ['zzz', []],
  ])('%j suggests %j (newest first, each once, never what is typed)', (typed, expected) => {
    expect(matchingQueries(typed, past)).toEqual(expected);
  });

  it('suggests at most six', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ request: { query: `query ${i}` } }));
    expect(matchingQueries('query', many)).toHaveLength(6);
  });
});

describe('related searches and questions from answers already held (issue 40)', () => {
  const held = [
    { request: { query: 'ada lovelace' }, related: ['ada lovelace computer', 'Who was Ada Lovelace married to?'] },
    { request: { query: 'charles babbage' }, related: ['analytical engine babbage', 'ada lovelace computer'] },
  ];

  it.each([
    ['ada', ['ada lovelace', 'ada lovelace computer', 'Who was Ada Lovelace married to?']],
    ['computer', ['ada lovelace computer']],
    ['babbage', ['charles babbage', 'analytical engine babbage']],
    ['married', ['Who was Ada Lovelace married to?']],
    ['c', ['ada lovelace', 'charles babbage']],
    ['', ['ada lovelace', 'charles babbage']],
  ])(
    '%j suggests past queries first, then (from two characters) related searches and “People also ask” questions, each once: %j',
    (typed, expected) => {
      expect(matchingQueries(typed, held)).toEqual(expected);
    },
  );

  it('keeps each past search’s related searches and questions with its summary, for nothing', () => {
    const summary = summarize({
      id: 'h1',
      request: { query: 'ada lovelace' },
      source: 'sidepanel',
      at: 1,
      cached: false,
      response: {
        organic: [{ title: 'Ada', link: 'https://example.com/ada' }],
        relatedSearches: ['ada lovelace computer'],
        peopleAlsoAsk: [{ question: 'Who was Ada Lovelace?' }],
      },
    } as Parameters<typeof summarize>[0]);
    expect(summary.related).toEqual(['ada lovelace computer', 'Who was Ada Lovelace?']);
  });
});

describe('the suggestions message', () => {
  const sources = (privateMode: boolean) => ({
    pastSearches: () => Promise.resolve(past),
    preferences: () => Promise.resolve({ ...DEFAULT_USAGE_PREFERENCES, privateMode }),
  });

  it('answers with matching past queries', async () => {
    expect(await suggestQueries({ text: 'ada' }, sources(false))).toEqual({ queries: ['Ada Lovelace'] });
  });

  it('suggests nothing in private mode', async () => {
    expect(await suggestQueries({ text: 'ada' }, sources(true))).toEqual({ queries: [] });
  });

  it.each([null, { text: 5 }, { text: 'x'.repeat(5000) }])(
    'suggests nothing for a payload that does not parse: %j',
    async (data) => {
      expect(await suggestQueries(data, sources(false))).toEqual({ queries: [] });
    },
  );
});
