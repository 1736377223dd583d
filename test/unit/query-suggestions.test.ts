import { describe, expect, it } from 'vitest';
import { matchingQueries } from '../../lib/history/query-suggestions';
import { suggestQueries } from '../../lib/background/suggestion-handler';
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
