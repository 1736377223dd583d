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

/** Review stars on the usual 0–5 scale. */
export function readRating(value: unknown): number | undefined {
  const rating = readNumber(value);
  return rating !== undefined && rating >= 0 && rating <= 5 ? rating : undefined;
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
