/*
 * The part of zod/mini the worker used, as a small module of our own (it stands in for
 * `zod/mini` 4.x, whose core machinery was ~6 KB gzip of the background's 40 KB budget; the
 * worker used only the checks below). Same names and the same meaning, so a schema reads as it
 * did: `z.object` keeps only the keys it lists (zod strips the others), `z.looseObject` keeps
 * them all, `z.number` refuses NaN and ±Infinity (zod 4 does), `z.int` takes safe integers
 * only, `z.union` takes the first that fits, and `safeParse` never throws. Its tests
 * (test/unit/shapes.test.ts) carry zod's own cases for these as a checklist.
 */

const FAILED = Symbol('failed');
type Failed = typeof FAILED;

export interface Shape<T> {
  /** The parsed value, or FAILED. */
  readonly read: (input: unknown) => T | Failed;
  /** Whether an object key of this shape may be absent (z.optional, z.nullish). */
  readonly optional?: boolean;
  safeParse(input: unknown): { success: true; data: T } | { success: false };
  /** The same shape, with refinements (z.minLength, z.maxLength, z.minimum, z.maximum). */
  check(...checks: Array<Check<T>>): Shape<T>;
}
type Check<T> = (value: T) => boolean;
type OutputOf<S> = S extends Shape<infer T> ? T : never;
type Fields = Record<string, Shape<unknown>>;
type OptionalKeys<F extends Fields> = { [K in keyof F]: F[K] extends { optional: true } ? K : never }[keyof F];
type ObjectOf<F extends Fields> = { [K in Exclude<keyof F, OptionalKeys<F>>]: OutputOf<F[K]> } & {
  [K in OptionalKeys<F>]?: OutputOf<F[K]>;
};

function shape<T>(read: (input: unknown) => T | Failed, optional?: boolean): Shape<T> {
  return {
    read,
    optional,
    safeParse(input) {
      const value = read(input);
      return value === FAILED ? { success: false } : { success: true, data: value };
    },
    check: (...checks) =>
      shape((input) => {
        const value = read(input);
        return value !== FAILED && checks.every((fits) => fits(value)) ? value : FAILED;
      }, optional),
  };
}

const when =
  <T>(fits: (input: unknown) => boolean) =>
  (input: unknown) =>
    fits(input) ? (input as T) : FAILED;

function objectShape<F extends Fields>(fields: F, keepOthers: boolean) {
  return shape((input): ObjectOf<F> | Failed => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return FAILED;
    const source = input as Record<string, unknown>;
    const out: Record<string, unknown> = keepOthers ? { ...source } : {};
    for (const [key, field] of Object.entries(fields)) {
      const value = field.read(source[key]);
      if (value === FAILED) return FAILED;
      if (value !== undefined || key in source) out[key] = value;
    }
    return out as ObjectOf<F>;
  });
}

/** `inner`, or the input itself where `empty` says it is one of the values let through. */
const orEmpty = <T, E>(inner: Shape<T>, empty: (input: unknown) => boolean, optional?: boolean): Shape<T | E> =>
  shape((input) => (empty(input) ? (input as E) : inner.read(input)), optional);

export const z = {
  string: () => shape(when<string>((input) => typeof input === 'string')),
  number: () => shape(when<number>((input) => typeof input === 'number' && Number.isFinite(input))),
  int: () => shape(when<number>((input) => Number.isSafeInteger(input))),
  boolean: () => shape(when<boolean>((input) => typeof input === 'boolean')),
  unknown: () => shape((input) => input),
  enum: <const V extends ReadonlyArray<string>>(values: V) =>
    shape(when<V[number]>((input) => (values as ReadonlyArray<unknown>).includes(input))),
  union: <S extends ReadonlyArray<Shape<unknown>>>(options: S) =>
    shape((input): OutputOf<S[number]> | Failed => {
      for (const option of options) {
        const value = option.read(input);
        if (value !== FAILED) return value as OutputOf<S[number]>;
      }
      return FAILED;
    }),
  optional: <T>(inner: Shape<T>) =>
    orEmpty<T, undefined>(inner, (input) => input === undefined, true) as Shape<T | undefined> & { optional: true },
  nullish: <T>(inner: Shape<T>) =>
    orEmpty<T, null | undefined>(inner, (input) => input == null, true) as Shape<T | null | undefined> & {
      optional: true;
    },
  nullable: <T>(inner: Shape<T>) => orEmpty<T, null>(inner, (input) => input === null),
  object: <F extends Fields>(fields: F) => objectShape(fields, false),
  /** Keeps the keys it does not list (zod's looseObject); their values are unknown. */
  looseObject: <F extends Fields>(fields: F) =>
    objectShape(fields, true) as Shape<ObjectOf<F> & Record<string, unknown>>,
  minLength:
    (min: number) =>
    (value: string): boolean =>
      value.length >= min,
  maxLength:
    (max: number) =>
    (value: string): boolean =>
      value.length <= max,
  minimum:
    (min: number) =>
    (value: number): boolean =>
      value >= min,
  maximum:
    (max: number) =>
    (value: number): boolean =>
      value <= max,
};
