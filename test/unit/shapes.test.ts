import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from '../../lib/text/shapes';
import { searchMessageSchema } from '../../lib/search/message-schema';

// lib/text/shapes.ts stands in for zod/mini: these are zod's own behaviours for the parts the
// worker uses, as a checklist (zod 4's docs and its tests for string, number, int, boolean,
// enum, union, optional, nullable, nullish, object, looseObject and the length/size checks).
describe('shapes (zod/mini’s checks, our own module)', () => {
  const ok = (value: unknown) => ({ success: true, data: value });
  const failed = { success: false };

  it.each([
    ['string', z.string(), 'a', 1],
    ['number', z.number(), 1.5, '1'],
    ['int', z.int(), 3, 3.5],
    ['boolean', z.boolean(), false, 0],
    ['enum', z.enum(['a', 'b']), 'b', 'c'],
  ] as const)('%s takes its own kind and refuses another', (_name, shape, good, bad) => {
    expect(shape.safeParse(good)).toEqual(ok(good));
    expect(shape.safeParse(bad)).toEqual(failed);
    expect(shape.safeParse(undefined)).toEqual(failed);
    expect(shape.safeParse(null)).toEqual(failed);
  });

  it('number refuses NaN and the infinities, as zod 4 does; int takes safe integers only', () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) expect(z.number().safeParse(value)).toEqual(failed);
    expect(z.int().safeParse(2 ** 53)).toEqual(failed);
    expect(z.int().safeParse(-(2 ** 53 - 1))).toEqual(ok(-(2 ** 53 - 1)));
  });

  it('checks bound strings by length and numbers by value, at their edges', () => {
    const text = z.string().check(z.minLength(1), z.maxLength(3));
    expect(text.safeParse('')).toEqual(failed);
    expect(text.safeParse('abc')).toEqual(ok('abc'));
    expect(text.safeParse('abcd')).toEqual(failed);
    const count = z.int().check(z.minimum(0), z.maximum(10));
    expect(count.safeParse(0)).toEqual(ok(0));
    expect(count.safeParse(10)).toEqual(ok(10));
    expect(count.safeParse(-1)).toEqual(failed);
    expect(count.safeParse(11)).toEqual(failed);
  });

  it('optional lets undefined through, nullable null, nullish both — and nothing else', () => {
    const inner = z.string();
    expect(z.optional(inner).safeParse(undefined)).toEqual(ok(undefined));
    expect(z.optional(inner).safeParse(null)).toEqual(failed);
    expect(z.nullable(inner).safeParse(null)).toEqual(ok(null));
    expect(z.nullable(inner).safeParse(undefined)).toEqual(failed);
    expect(z.nullish(inner).safeParse(null)).toEqual(ok(null));
    expect(z.nullish(inner).safeParse(undefined)).toEqual(ok(undefined));
    expect(z.nullish(inner).safeParse(2)).toEqual(failed);
  });

  it('union takes the first option that fits', () => {
    const either = z.union([z.number(), z.string().check(z.maxLength(2))]);
    expect(either.safeParse(4)).toEqual(ok(4));
    expect(either.safeParse('12')).toEqual(ok('12'));
    expect(either.safeParse('123')).toEqual(failed);
  });

  it('object keeps only its keys, needs the required ones, and refuses arrays and null', () => {
    const shape = z.object({ a: z.string(), b: z.optional(z.number()) });
    expect(shape.safeParse({ a: 'x', extra: 1 })).toEqual(ok({ a: 'x' }));
    expect(shape.safeParse({ a: 'x', b: 2 })).toEqual(ok({ a: 'x', b: 2 }));
    expect('b' in (shape.safeParse({ a: 'x' }) as { data: object }).data).toBe(false);
    expect(shape.safeParse({ b: 2 })).toEqual(failed);
    expect(shape.safeParse({ a: 'x', b: '2' })).toEqual(failed);
    for (const input of [null, [], 'x', 1]) expect(shape.safeParse(input)).toEqual(failed);
  });

  it('looseObject keeps the keys it does not list and still checks those it does', () => {
    const shape = z.looseObject({ status: z.optional(z.nullable(z.string())) });
    expect(shape.safeParse({ organic: [1], status: null })).toEqual(ok({ organic: [1], status: null }));
    expect(shape.safeParse({ status: 5 })).toEqual(failed);
  });

  it('never throws, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const result = searchMessageSchema.safeParse(input);
        expect(typeof result.success).toBe('boolean');
      }),
    );
  });

  it('reads a real search message as zod did: its fields, and not the ones it does not know', () => {
    const message = {
      request: { query: 'lovelace', type: 'news', page: 2, numberOfResults: '20', dateRange: null },
      source: 'popup',
      windowId: 7,
      injected: '<b>',
    };
    expect(searchMessageSchema.safeParse(message)).toEqual(
      ok({
        request: { query: 'lovelace', type: 'news', page: 2, numberOfResults: '20', dateRange: null },
        source: 'popup',
        windowId: 7,
      }),
    );
    expect(searchMessageSchema.safeParse({ ...message, windowId: 1.5 })).toEqual(failed);
    expect(searchMessageSchema.safeParse({ ...message, source: 'web page' })).toEqual(failed);
  });
});
