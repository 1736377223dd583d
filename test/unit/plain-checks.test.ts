import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as z from 'zod/mini';
import { matching, wholeNumber } from '../../lib/text/tolerant';

/*
 * The worker reads some fields with plain checks where zod has its own (bench/size-budgets.ts:
 * their parsers weighed more than the fields). Each must take exactly what zod's own would.
 */

const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 1,
    Number.MIN_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER - 1,
    -0,
    0.5,
    1e21,
    Number.NaN,
    Number.POSITIVE_INFINITY,
  ),
);
const anything = fc.oneof(numbers, fc.string(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.object());

describe('plain checks read as zod’s own (lib/text/tolerant.ts)', () => {
  it('wholeNumber takes what z.int() takes, and nothing else', () => {
    fc.assert(
      fc.property(anything, (value) => {
        expect(wholeNumber().safeParse(value).success).toBe(z.int().safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
    expect(wholeNumber().safeParse(2.5).success).toBe(false);
    expect(wholeNumber().safeParse(Number.MAX_SAFE_INTEGER + 1).success).toBe(false);
    expect(wholeNumber().check(z.minimum(2)).safeParse(1).success).toBe(false);
  });

  it('matching takes what z.regex takes, and nothing else', () => {
    const patterns = [/^\d{4}-\d{2}-\d{2}$/u, /^\s*\d[\d,]*(?:\.\d+)?\s*$/u, /^\d{1,40}$/u];
    const texts = fc.oneof(
      fc.string(),
      fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/u),
      fc.stringMatching(/^ ?\d[\d,]{0,6}(\.\d{1,3})? ?$/u),
    );
    fc.assert(
      fc.property(texts, fc.constantFrom(...patterns), (text, pattern) => {
        const mine = z.string().check(matching(pattern)).safeParse(text).success;
        expect(mine).toBe(z.string().check(z.regex(pattern)).safeParse(text).success);
      }),
      { numRuns: 2000 },
    );
    const day = z.string().check(matching(/^\d{4}-\d{2}-\d{2}$/u));
    expect(day.safeParse('2026-11-28').success).toBe(true);
    expect(day.safeParse('2026-11-28T00:00').success).toBe(false);
  });

  it('a literal of a list takes what z.enum of the list takes', () => {
    const values = ['popup', 'sidepanel', 'menu'] as const;
    fc.assert(
      fc.property(fc.oneof(anything, fc.constantFrom(...values)), (value) => {
        expect(z.literal(values).safeParse(value).success).toBe(z.enum(values).safeParse(value).success);
      }),
    );
  });
});
