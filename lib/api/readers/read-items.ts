import { asObject, readPosition, type JsonObject } from '../read-fields';
import { LIMITS } from '../search-response';

/** A type's list as read: the items that read, and how many the service sent that were not kept. */
export interface ReadItems<T> {
  items: T[];
  /** Sent but not kept: unreadable (no title, no link, not an object) or past LIMITS.results. */
  dropped: number;
}

/**
 * Reads a search type's array the way parseOrganic reads web results: an item that does
 * not read (its required fields missing or of the wrong type) is dropped rather than
 * failing the page; at most LIMITS.results are kept. Each item gets the rank the service
 * sent (`position`, per page) or, failing that, its place among the items kept.
 */
export function readItems<T>(
  raw: readonly unknown[],
  read: (item: JsonObject, position: number) => T | undefined,
): ReadItems<T> {
  const items: T[] = [];
  for (const value of raw) {
    if (items.length >= LIMITS.results) break;
    const object = asObject(value);
    const item = object && read(object, readPosition(object.position) ?? items.length + 1);
    if (item !== undefined) items.push(item);
  }
  return { items, dropped: raw.length - items.length };
}
