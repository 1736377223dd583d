import { cleanText } from '../text/clean-text';
import { normalizeResultDate } from '../text/result-date';
import { LIMITS } from './search-response';

/*
 * Tolerant readers for the fields of the API's JSON (DESIGN §4 Responses): each takes
 * whatever arrived and gives a clean, capped value or undefined — never throws. A field
 * of the wrong type is treated as missing, so one odd field never fails a whole block.
 */

export type JsonObject = Record<string, unknown>;

export function asObject(value: unknown): JsonObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as JsonObject) : undefined;
}

/** Display text, cleaned of controls and bidi overrides and capped; '' counts as missing. */
export function readText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = cleanText(value, max);
  return text === '' ? undefined : text;
}

/** A URL as sent (trimmed, capped); whether it may become a link is decided where it renders. */
export function readUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = value.trim().slice(0, LIMITS.url);
  return url === '' ? undefined : url;
}

export function readDate(value: unknown): string | undefined {
  return typeof value === 'string' ? normalizeResultDate(value) : undefined;
}

/** A number as the service writes one: 4.5, "4.5" or "1,234"; undefined for anything else. */
function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*\d[\d,]*(?:\.\d+)?\s*$/u.test(value)) return undefined;
  return Number(value.replaceAll(',', ''));
}

export function readCount(value: unknown): number | undefined {
  const count = readNumber(value);
  return count !== undefined && Number.isSafeInteger(count) && count >= 0 ? count : undefined;
}

/** A 1-based rank as sent; undefined for anything else (the reader then numbers by order). */
export function readPosition(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** A pixel size an image claims: a whole number from 1 to LIMITS.pixels (so a layout can reserve it). */
export function readPixels(value: unknown): number | undefined {
  const pixels = readNumber(value);
  return pixels !== undefined && Number.isInteger(pixels) && pixels >= 1 && pixels <= LIMITS.pixels
    ? pixels
    : undefined;
}

const SIGNED_DECIMAL = /^\s*-?\d{1,3}(?:\.\d{1,20})?\s*$/u;

/**
 * A latitude (`bound` 90) or longitude (`bound` 180): a finite number within ±bound, as a
 * JSON number or a plain decimal string ("-73.95"); anything else is no position at all.
 */
export function readCoordinate(value: unknown, bound: 90 | 180): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && SIGNED_DECIMAL.test(value) ? Number(value) : NaN;
  return Number.isFinite(number) && Math.abs(number) <= bound ? number : undefined;
}

/** An id the service writes as a decimal string (a place's CID, a product's id): digits only. */
export function readDigits(value: unknown): string | undefined {
  return typeof value === 'string' && /^\d{1,40}$/u.test(value) ? value : undefined;
}

/** Review stars on the usual 0–5 scale. */
export function readRating(value: unknown): number | undefined {
  const rating = readNumber(value);
  return rating !== undefined && rating >= 0 && rating <= 5 ? rating : undefined;
}

/**
 * The object without its undefined fields: a reader lists every optional field once, and
 * what the service did not send is left out (as it would be after a trip through JSON).
 */
export function withoutUndefined<T extends object>(object: T): T {
  for (const key of Object.keys(object) as Array<keyof T>) {
    if (object[key] === undefined) delete object[key];
  }
  return object;
}

/** The items of a list that read, up to `max`; a list that is not an array reads as empty. */
export function readList<T>(value: unknown, max: number, read: (item: JsonObject) => T | undefined): T[] {
  if (!Array.isArray(value)) return [];
  const items: T[] = [];
  for (const raw of value) {
    if (items.length >= max) break;
    const object = asObject(raw);
    const item = object && read(object);
    if (item !== undefined) items.push(item);
  }
  return items;
}

/**
 * Free-form labels and their values, as ordered pairs: no key (`__proto__`…) is special.
 * Read from a map (as the service sends them) or from a list of pairs (as the extension
 * stores them), so a stored answer re-reads the way a fresh one reads.
 */
export function readPairs(value: unknown, max: number): Array<[string, string]> {
  // Object.entries reads own enumerable keys only, so a JSON "__proto__" key is just a label.
  const entries = Array.isArray(value) ? value.filter(isPair) : Object.entries(asObject(value) ?? {});
  const pairs: Array<[string, string]> = [];
  for (const [label, raw] of entries) {
    if (pairs.length >= max) break;
    if (typeof raw !== 'string' && typeof raw !== 'number') continue;
    const text = cleanText(String(raw), LIMITS.value);
    const name = cleanText(label, LIMITS.label);
    if (name !== '' && text !== '') pairs.push([name, text]);
  }
  return pairs;
}

function isPair(item: unknown): item is [string, unknown] {
  return Array.isArray(item) && item.length === 2 && typeof item[0] === 'string';
}
