import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { anyObject, compact, entriesOf, issuePath, keepReadable, lenient, listOf } from '../../lib/text/tolerant';
import {
  coordinate,
  count,
  pairs,
  pixels,
  position,
  rating,
  requiredText,
  text,
  url,
} from '../../lib/api/field-schemas';
import { LIMITS } from '../../lib/api/limits';
import {
  answerQuerySchema,
  balanceMessageSchema,
  readMessageSchema,
  searchMessageSchema,
  selectionMessageSchema,
} from '../../lib/search/message-schema';

// The tests of lib/text/shapes.ts (the checker that stood in for zod/mini), carried over as
// tests of the schemas and combinators every boundary is made of: what each takes, what it
// refuses, and that none of them throws on anything.
describe('the tolerant combinators (lib/text/tolerant.ts)', () => {
  it('lenient reads what fits, and a missing, null or wrong value as undefined — never a failure', () => {
    const shape = z.object({ n: lenient(z.number()), s: lenient(z.string()) });
    expect(shape.parse({ n: 1, s: 'a' })).toEqual({ n: 1, s: 'a' });
    expect(shape.parse({ n: null, s: 5 })).toEqual({ n: undefined, s: undefined });
    expect('n' in shape.parse({})).toBe(false);
  });

  it('listOf drops the items that do not read, alone, caps the list, and reads a non-list as empty', () => {
    const list = listOf(z.object({ a: z.string() }), 2);
    expect(list.parse([{ a: 'x' }, 1, null, { a: 'y' }, { a: 'z' }])).toEqual([{ a: 'x' }, { a: 'y' }]);
    for (const raw of [undefined, null, 'list', { 0: { a: 'x' } }]) expect(list.parse(raw)).toEqual([]);
    expect(keepReadable([{ a: 'x' }, 2, { a: 'y' }], z.object({ a: z.string() }), 10)).toEqual({
      items: [{ a: 'x' }, { a: 'y' }],
      dropped: 1,
    });
  });

  it('entriesOf keeps each entry whose key and value read, drops the others alone, and reads a non-object as empty', () => {
    const days = entriesOf(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/u)), z.int().check(z.minimum(0)));
    expect(days.parse({ '2026-03-01': 2, yesterday: 3, '2026-03-02': -1, '2026-03-03': 0 })).toEqual({
      '2026-03-01': 2,
      '2026-03-03': 0,
    });
    for (const raw of [undefined, null, [1, 2], 'x']) expect(days.parse(raw)).toEqual({});
  });

  it('compact leaves out what did not read, as JSON would', () => {
    const shape = compact(z.object({ a: lenient(z.string()), b: lenient(z.number()) }));
    expect(shape.parse({ a: 1, b: 2 })).toStrictEqual({ b: 2 });
  });

  it('names where a value failed to read', () => {
    const shape = z.object({ searchDefaults: z.object({ location: z.enum(['UK', 'US']) }) });
    const read = shape.safeParse({ searchDefaults: { location: 'JAP' } });
    expect(read.success).toBe(false);
    expect(issuePath(read.error!)).toBe('searchDefaults.location');
  });
});

describe('the API’s fields (lib/api/field-schemas.ts)', () => {
  /** A field read as its object reads it (a lenient field is optional there). */
  const read = (schema: z.core.$ZodType, value: unknown): unknown =>
    (z.parse(z.object({ v: schema }), { v: value }) as { v?: unknown }).v;

  it('text cleans controls and bidi overrides, collapses white space and caps; empty or not text is none', () => {
    expect(read(text(10), ' a\u202E b\n\tc ')).toBe('a b c');
    expect(read(text(5), 'abcdefgh')).toBe('abcd…');
    for (const value of ['', '  ', 5, null, {}]) expect(read(text(10), value)).toBeUndefined();
    expect(requiredText(10).safeParse('  ').success).toBe(false);
  });

  it('url is trimmed and capped, and only a string', () => {
    expect(read(url, '  https://x.example/  ')).toBe('https://x.example/');
    expect(read(url, `https://x.example/${'a'.repeat(5000)}`)).toHaveLength(LIMITS.url);
    expect(read(url, 42)).toBeUndefined();
  });

  it.each([
    ['count', count, '1,234', 1234, [-1, 1.5, 'many', '1e3']],
    ['position', position, 3, 3, [0, -2, 1.5, '3', 2 ** 53]],
    ['pixels', pixels, '640', 640, [0, 100_001, 1.5]],
    ['rating', rating, '4.5', 4.5, [5.1, -1, 'good']],
    ['latitude', coordinate(90), '-73.95', -73.95, [91, '12a', Number.NaN, Infinity]],
  ] as const)('%s takes its own kind and refuses others', (_name, schema, good, expected, bad) => {
    expect(read(schema, good)).toBe(expected);
    for (const value of bad) expect(read(schema, value)).toBeUndefined();
  });

  it('pairs reads a map or a list of pairs, cleaned, capped, and no key is special', () => {
    expect(read(pairs(2), { Founded: 1976, __proto__: 'x', Empty: '' })).toEqual([['Founded', '1976']]);
    expect(read(pairs(1), [['a', 'b'], ['c', 'd'], 'x'])).toEqual([['a', 'b']]);
    expect(read(pairs(5), JSON.parse('{"__proto__":"p","b":"q"}'))).toEqual([
      ['__proto__', 'p'],
      ['b', 'q'],
    ]);
    // A list's entry is a label and one value, or it is dropped alone.
    expect(read(pairs(9), [[1, 'x'], ['a'], ['b', 'c', 'd'], 'e', null, ['f', 2], ['g', { h: 1 }]])).toEqual([
      ['f', '2'],
    ]);
  });

  it('anyObject takes a plain object as it is, and nothing else', () => {
    const bare = Object.assign(Object.create(null) as object, { a: 1 });
    for (const value of [{}, { a: [1] }, bare]) expect(anyObject.parse(value)).toBe(value);
    for (const value of [[], null, undefined, 'x', 1, new Date(0), new Map()]) {
      expect(anyObject.safeParse(value).success).toBe(false);
    }
  });
});

describe('the message schemas (lib/search/message-schema.ts)', () => {
  it('never throw, whatever they are given (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        for (const schema of [searchMessageSchema, answerQuerySchema, readMessageSchema, selectionMessageSchema]) {
          expect(typeof schema.safeParse(input).success).toBe('boolean');
        }
      }),
    );
  });

  it('read a real search message: its fields, and not the ones they do not know', () => {
    const message = {
      request: { query: 'lovelace', type: 'news', page: 2, numberOfResults: '20', dateRange: null },
      source: 'popup',
      windowId: 7,
      injected: '<b>',
    };
    expect(searchMessageSchema.safeParse(message)).toEqual({
      success: true,
      data: {
        request: { query: 'lovelace', type: 'news', page: 2, numberOfResults: '20', dateRange: null },
        source: 'popup',
        windowId: 7,
      },
    });
    expect(searchMessageSchema.safeParse({ ...message, windowId: 1.5 }).success).toBe(false);
    expect(searchMessageSchema.safeParse({ ...message, source: 'web page' }).success).toBe(false);
  });

  it('bound what they take: a balance is a whole number within reach, a selection is cut at its limit', () => {
    expect(balanceMessageSchema.safeParse({ amount: null }).success).toBe(true);
    for (const amount of [-1, 1.5, 1e13, '5', Number.NaN]) {
      expect(balanceMessageSchema.safeParse({ amount }).success).toBe(false);
    }
    expect(selectionMessageSchema.safeParse({ text: 'a', length: 'x' })).toEqual({
      success: true,
      data: { text: 'a' },
    });
    expect(selectionMessageSchema.safeParse({ text: 'a'.repeat(10_000) }).success).toBe(false);
  });
});
