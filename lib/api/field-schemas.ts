import * as z from 'zod/mini';
import { cleanText } from '../text/clean-text';
import { normalizeResultDate } from '../text/result-date';
import { anyObject, lenient, matching, present, wholeNumber } from '../text/tolerant';
import { LIMITS } from './limits';
import { deferredSchema } from '../text/deferred-schema';

/*
 * The fields of the API's JSON (DESIGN §4 Responses), as zod/mini schemas the item schemas are
 * made of: each takes whatever arrived and gives a clean, capped value — or, for an optional
 * field, undefined when it is missing, null or of the wrong type, so one odd field never fails a
 * whole item. The required ones (an item's title and link) fail their item, which is then
 * dropped alone.
 */

const cleaned = (max: number) =>
  z.pipe(
    z.string(),
    z.transform((value: string) => cleanText(value, max)),
  );
const trimmedUrl = deferredSchema(() =>
  z.pipe(
    z.string(),
    z.transform((value: string) => value.trim().slice(0, LIMITS.url)),
  ),
);

/** Display text, cleaned of controls and bidi overrides and capped; '' counts as missing. */
export const text = (max: number) =>
  lenient(
    z.pipe(
      cleaned(max),
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  );

/** Display text an item cannot be without (its title): cleaned, capped and not empty. */
export const requiredText = (max: number) => cleaned(max).check(z.minLength(1));

/** A URL as sent (trimmed, capped); whether it may become a link is decided where it renders. */
export const url = deferredSchema(() =>
  lenient(
    z.pipe(
      trimmedUrl,
      z.transform((value: string) => (value === '' ? undefined : value)),
    ),
  ),
);

/** The URL an item cannot be without (its link). */
export const requiredUrl = deferredSchema(() => trimmedUrl.check(z.minLength(1)));

/** ISO 8601 as sent, an English day as its ISO day, anything else as the service's own words. */
export const date = deferredSchema(() => lenient(z.pipe(z.string(), z.transform(normalizeResultDate))));

/** A number as the service writes one: 4.5, "4.5" or "1,234". */
const numeric = deferredSchema(() =>
  z.pipe(
    z.union([z.number(), z.string().check(matching(/^\s*\d[\d,]*(?:\.\d+)?\s*$/u))]),
    z.transform((value: number | string) => (typeof value === 'number' ? value : Number(value.replaceAll(',', '')))),
  ),
);

/** A count (reviews, citations, figures): a whole number, 0 or more. */
export const countOf = deferredSchema(() => z.pipe(numeric, wholeNumber().check(z.minimum(0))));
export const count = deferredSchema(() => lenient(countOf));

/** A 1-based rank as sent; undefined for anything else (the list then numbers by order). */
export const position = deferredSchema(() => lenient(wholeNumber().check(z.minimum(1))));

/** A pixel size an image claims: a whole number from 1 to LIMITS.pixels (so a layout can reserve it). */
export const pixels = deferredSchema(() =>
  lenient(z.pipe(numeric, wholeNumber().check(z.minimum(1), z.maximum(LIMITS.pixels)))),
);

/** Review stars on the usual 0–5 scale. */
export const rating = deferredSchema(() => lenient(z.pipe(numeric, z.number().check(z.minimum(0), z.maximum(5)))));

/**
 * A latitude (`bound` 90) or longitude (`bound` 180): a number within ±bound, as a JSON number
 * or a plain decimal string ("-73.95").
 */
export const coordinate = (bound: 90 | 180) =>
  lenient(
    z.pipe(
      z.union([
        z.number(),
        z.pipe(
          z.string().check(matching(/^\s*-?\d{1,3}(?:\.\d{1,20})?\s*$/u)),
          z.transform((value: string) => Number(value)),
        ),
      ]),
      z.number().check(z.minimum(-bound), z.maximum(bound)),
    ),
  );

/** An id the service writes as a decimal string (a place's CID, a product's id): digits only. */
export const digits = deferredSchema(() => lenient(z.string().check(matching(/^\d{1,40}$/u))));

/** A finite number as sent (a price the service gives as a number). */
export const finiteNumber = deferredSchema(() => lenient(z.number()));

const pairValue = deferredSchema(() => z.union([z.string(), z.number()]));
// A label and its value; a check rather than `z.tuple`, whose parser is not otherwise in the worker.
const pairEntry = deferredSchema(() =>
  z.custom<[string, unknown]>((item) => Array.isArray(item) && item.length === 2 && typeof item[0] === 'string'),
);

/**
 * Free-form labels and their values, as ordered pairs: no key (`__proto__`…) is special. Read
 * from a map (as the service sends them) or from a list of pairs (as the extension stores
 * them), so a stored answer re-reads the way a fresh one reads; at most `max`.
 */
export const pairs = (max: number) =>
  z.pipe(
    present,
    z.transform((value: unknown): Array<[string, string]> => {
      // Object.entries reads own enumerable keys only, so a JSON "__proto__" key is just a label.
      // The raw object's own entries, not a parsed copy: a copy would take "__proto__" as its prototype.
      const entries = Array.isArray(value)
        ? value.flatMap((item) => {
            const entry = pairEntry.safeParse(item);
            return entry.success ? [entry.data] : [];
          })
        : anyObject.safeParse(value).success
          ? Object.entries(value as Record<string, unknown>)
          : [];
      const kept: Array<[string, string]> = [];
      for (const [label, raw] of entries) {
        if (kept.length >= max) break;
        const read = pairValue.safeParse(raw);
        if (!read.success) continue;
        const shown = cleanText(String(read.data), LIMITS.value);
        const name = cleanText(label, LIMITS.label);
        if (name !== '' && shown !== '') kept.push([name, shown]);
      }
      return kept;
    }),
  );
