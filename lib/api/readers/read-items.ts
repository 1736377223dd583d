import type * as z from 'zod/mini';
import { keepReadable } from '../../text/tolerant';
import { LIMITS } from '../limits';

/** A type's list as read: the items that read, and how many the service sent that were not kept. */
export interface ReadItems<T> {
  items: T[];
  /** Sent but not kept: unreadable (no title, no link, not an object) or past LIMITS.results. */
  dropped: number;
}

/** An item as its list keeps it: with the rank the service sent or, failing that, its place among the items kept. */
export type Ranked<T extends { position?: number }> = Omit<T, 'position'> & { position: number };

/**
 * Reads a search type's array with its item schema: an item that does not read (its required
 * fields missing or of the wrong type) is dropped rather than failing the page; at most
 * LIMITS.results are kept. Each item gets the rank the service sent (`position`, per page) or,
 * failing that, its place among the items kept.
 */
export function readItems<S extends z.ZodMiniType<{ position?: number }>>(
  raw: readonly unknown[],
  item: S,
): ReadItems<Ranked<z.output<S>>> {
  const { items, dropped } = keepReadable(raw, item, LIMITS.results);
  return {
    items: items.map((read, index) => ({ ...read, position: read.position ?? index + 1 })),
    dropped,
  };
}
