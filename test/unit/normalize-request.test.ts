import { describe, expect, it } from 'vitest';
import { normalizeRequest, queryFromSelection, requestKey } from '../../lib/api/normalize-request';
import { MAX_QUERY_LENGTH } from '../../lib/api/search-options';

describe('normalizeRequest', () => {
  it('trims the query and collapses white space, newlines included', () => {
    expect(normalizeRequest({ query: '  ada \n\t lovelace  ' })).toEqual({
      ok: true,
      value: { query: 'ada lovelace' },
    });
  });

  it('drops values equal to the spec defaults and keeps the rest', () => {
    const result = normalizeRequest({
      query: 'q',
      location: 'UK',
      numberOfResults: 10,
      country: 'gb',
      dateRange: 'past_week',
    });
    expect(result).toEqual({ ok: true, value: { query: 'q', country: 'GB', dateRange: 'PAST_WEEK' } });
  });

  it('accepts every option in its string form, as forms deliver them', () => {
    const result = normalizeRequest({ query: 'q', location: 'JAPAN', numberOfResults: ' 25 ', country: ' fr ' });
    expect(result).toEqual({ ok: true, value: { query: 'q', location: 'JAPAN', numberOfResults: 25, country: 'FR' } });
  });

  it('treats blank and null options as not set', () => {
    const result = normalizeRequest({ query: 'q', location: '', country: null, numberOfResults: '', dateRange: '  ' });
    expect(result).toEqual({ ok: true, value: { query: 'q' } });
  });

  it.each([
    ['an empty query', { query: '' }, 'query', /type something/i],
    ['a white-space query', { query: ' \n\t ' }, 'query', /type something/i],
    ['an over-long query', { query: 'a'.repeat(MAX_QUERY_LENGTH + 1) }, 'query', /shorten it to 2,048/],
    ['zero results', { query: 'q', numberOfResults: 0 }, 'numberOfResults', /1 to 100/],
    ['101 results', { query: 'q', numberOfResults: 101 }, 'numberOfResults', /1 to 100/],
    ['a fractional count', { query: 'q', numberOfResults: 2.5 }, 'numberOfResults', /whole number/],
    ['a non-numeric count', { query: 'q', numberOfResults: 'ten' }, 'numberOfResults', /whole number/],
    ['a three-letter country', { query: 'q', country: 'GBR' }, 'country', /two-letter country code/],
    ['an unassigned country code', { query: 'q', country: 'XX' }, 'country', /two-letter country code/],
    ['an unknown location', { query: 'q', location: 'ATLANTIS' }, 'location', /not a location/],
    ['an unknown date range', { query: 'q', dateRange: 'PAST_DECADE' }, 'dateRange', /not a date range/],
  ])('rejects %s with a clear invalid-request error naming the field', (_name, input, field, message) => {
    const result = normalizeRequest(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalid-request');
    expect(result.error.field).toBe(field);
    expect(result.error.message).toMatch(message);
  });

  it('accepts a query of exactly the cap', () => {
    expect(normalizeRequest({ query: 'a'.repeat(MAX_QUERY_LENGTH) }).ok).toBe(true);
  });

  it('normalizes equal searches to equal keys', () => {
    const a = normalizeRequest({ query: ' Paris ', location: 'UK', numberOfResults: '10' });
    const b = normalizeRequest({ query: 'Paris' });
    expect(a.ok && b.ok && requestKey(a.value) === requestKey(b.value)).toBe(true);
  });
});

describe('queryFromSelection', () => {
  it('collapses a multi-line selection to one trimmed line', () => {
    expect(queryFromSelection('\n  The   quick\nbrown\tfox  ')).toEqual({ query: 'The quick brown fox' });
  });

  it('cuts an over-long selection to the cap and says how long it was', () => {
    const result = queryFromSelection('word '.repeat(1000));
    expect(result.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(result.truncatedFrom).toBe('word '.repeat(1000).trim().length);
  });

  it('never splits a surrogate pair when cutting', () => {
    const result = queryFromSelection('😀'.repeat(MAX_QUERY_LENGTH));
    expect(result.query.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(result.query).toMatch(/^(😀)+$/u);
  });
});

describe('queries carry no control or bidirectional characters', () => {
  it.each([
    ['ada\u202Elovelace', 'adalovelace'],
    ['a\u0000b\u0007c', 'abc'],
    ['<b>\u2066x\u2069</b>', '<b>x</b>'],
    ['line\u2028\nbreak', 'line break'],
  ])('normalizes %j to %j', (query, sent) => {
    expect(normalizeRequest({ query })).toEqual({ ok: true, value: { query: sent } });
  });

  it('a query of nothing but controls is empty', () => {
    expect(normalizeRequest({ query: '\u202E\u0000' })).toMatchObject({ ok: false, error: { field: 'query' } });
  });

  it('a selection is cleaned the same way', () => {
    expect(queryFromSelection('evil\u202Etxt.exe')).toEqual({ query: 'eviltxt.exe' });
  });
});
