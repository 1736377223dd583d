import * as z from 'zod/mini';
import { deferredSchema } from './deferred-schema';

/*
 * The zod/mini combinators every boundary's schemas are made of (DESIGN §4 Responses: zod at
 * every boundary, read tolerantly). zod/mini rather than zod: the same schemas in a fraction of
 * the bytes, for the worker and the settings page that parse them. Each boundary declares one
 * schema per shape, and its TypeScript type is inferred from it (`z.output`).
 */

// Never compile a parser with `new Function`: extension pages and the worker forbid eval (their
// CSP), and zod's probe for it would be refused there on every start.
z.config({ jitless: true });

/**
 * The value as `schema` reads it, or undefined when it is missing, null or does not read: a
 * field of the wrong type counts as a missing one, so one odd field never fails its object.
 */
export function lenient<S extends z.core.$ZodType>(schema: S) {
  return z.catch(z.optional(schema), undefined);
}

/** Anything, a missing field included (a list or a map that is not there reads as empty, not as an error). */
export const present = deferredSchema(() => z.optional(z.unknown()));

/**
 * Any plain object (not an array, not null), its keys unknown, read as it is. A check, not
 * `z.record`: a record's copy would be the same object, and its parser (with `z.tuple`'s, for
 * one field) weighed ~1 KB of the worker's gzip for no difference (bench/size-budgets.ts).
 */
export const anyObject = deferredSchema(() =>
  z.custom<Record<string, unknown>>((value) => z.core.util.isPlainObject(value)),
);

/**
 * A string check by a pattern, as `z.regex` reads it. A refinement rather than `z.regex`, whose
 * string-format checks the worker carried for its four patterns (a day's key, numbers written
 * as text): 0.2 KB of its gzip (bench/size-budgets.ts).
 */
export function matching(pattern: RegExp) {
  return z.refine<string>((text) => pattern.test(text), `Should match ${String(pattern)}`);
}

/**
 * A whole number in the safe range, as `z.int()` reads it. A refinement rather than `z.int()`,
 * whose number formats the worker carried for its counts, ids and pages: 0.3 KB of its gzip.
 */
export function wholeNumber() {
  return z.number().check(z.refine<number>(Number.isSafeInteger, 'Should be a whole number'));
}

/** A list's items that read, at most `max`, and how many were sent but not kept. */
export interface KeptItems<T> {
  items: T[];
  dropped: number;
}

/**
 * Reads each item of `raw` with `item`: an item that does not read is dropped alone, and past
 * `max` the rest are not read at all. What is not an array has no items.
 */
export function keepReadable<S extends z.core.$ZodType>(raw: unknown, item: S, max: number): KeptItems<z.output<S>> {
  if (!Array.isArray(raw)) return { items: [], dropped: 0 };
  const items: Array<z.output<S>> = [];
  for (const value of raw) {
    if (items.length >= max) break;
    const read = z.safeParse(item, value);
    if (read.success) items.push(read.data);
  }
  return { items, dropped: raw.length - items.length };
}

/** A list whose unreadable items are dropped alone, capped at `max`; anything but an array reads as empty. */
export function listOf<S extends z.core.$ZodType>(item: S, max: number) {
  return z.pipe(
    present,
    z.transform((raw) => keepReadable(raw, item, max).items),
  );
}

/**
 * A map whose entries are each checked on their own: an entry whose key or value does not
 * read is dropped alone (a damaged day of the ledger, one odd cost); anything but an object
 * reads as empty.
 */
export function entriesOf<K extends z.core.$ZodType, V extends z.core.$ZodType>(key: K, value: V) {
  return z.pipe(
    present,
    z.transform((raw) => {
      const kept: Record<string, z.output<V>> = {};
      if (!z.safeParse(anyObject, raw).success) return kept as EntriesOf<K, V>;
      // The raw object's own entries, not a parsed copy (which would take "__proto__" as its prototype).
      for (const [name, entry] of Object.entries(raw as Record<string, unknown>)) {
        const readKey = z.safeParse(key, name);
        const readValue = z.safeParse(value, entry);
        if (!readKey.success || !readValue.success) continue;
        // Defined, not assigned, so that no key (`__proto__`) is special.
        Object.defineProperty(kept, String(readKey.data), {
          value: readValue.data,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      }
      return kept as EntriesOf<K, V>;
    }),
  );
}

/** What entriesOf reads: a map by any string, or a partial one by a closed set of keys (a ledger day's entry points). */
export type EntriesOf<K extends z.core.$ZodType, V extends z.core.$ZodType> =
  string extends z.output<K> ? Record<string, z.output<V>> : Partial<Record<z.output<K> & string, z.output<V>>>;

/**
 * The object without its undefined fields: what a lenient field did not read is left out, as
 * it would be after a trip through JSON (and as the stored records and the tests expect).
 */
export function withoutUndefined<T extends object>(object: T): Compact<T> {
  for (const key of Object.keys(object) as Array<keyof T>) {
    if (object[key] === undefined) delete object[key];
  }
  return object as unknown as Compact<T>;
}

/** `T` with each field that may be undefined made optional instead: what withoutUndefined gives. */
export type Compact<T> = {
  [K in keyof T as undefined extends T[K] ? never : K]: T[K];
} & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
} extends infer Flat
  ? { [K in keyof Flat]: Flat[K] }
  : never;

/** `schema`, its undefined fields left out (withoutUndefined) once it has read. */
export function compact<S extends z.core.$ZodType>(schema: S) {
  return z.pipe(
    schema,
    z.transform((value: z.output<S>) => withoutUndefined(value as z.output<S> & object)),
  );
}

/** Where a value failed to read, as a path a person can find ("searchDefaults.location"); '' for the value itself. */
export function issuePath(error: z.core.$ZodError): string {
  return (error.issues[0]?.path ?? []).map(String).join('.');
}
