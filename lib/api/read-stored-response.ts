import * as z from 'zod/mini';
import { readAnswer } from './read-answer';
import { count } from './field-schemas';
import type { SearchResponse } from './search-response';
import { anyObject, lenient } from '../text/tolerant';
import { deferredSchema } from '../text/deferred-schema';

/**
 * A response as an earlier release stored it (its history and cache, the parsed shape of its
 * day): an object with a list of results, whatever else it holds. Stored as the service's items
 * read: a result's price is text ("$29", "$$"), related searches are the queries themselves —
 * both turned back into the service's words here, so the answer's own readers read them.
 */
const storedResponseSchema = deferredSchema(() =>
  z.looseObject({
    organic: z.array(
      z.pipe(
        z.unknown(),
        z.transform((item: unknown) => {
          const result = anyObject.safeParse(item);
          if (!result.success || typeof result.data.price !== 'string' || result.data.priceRange !== undefined)
            return item;
          const { price, ...rest } = result.data;
          return { ...rest, priceRange: price };
        }),
      ),
    ),
    relatedSearches: lenient(
      z.array(
        z.pipe(
          z.unknown(),
          z.transform((query: unknown) => (typeof query === 'string' ? { query } : query)),
        ),
      ),
    ),
    droppedResults: count,
  }),
);

/**
 * Re-reads a response an earlier release stored (its history and cache) with the readers a
 * fresh answer goes through: texts cleaned of control and bidi characters and capped, dates
 * normalized, URLs trimmed and capped, attributes read as pairs or as a map, results without a
 * title or link dropped. What was stored is as untrusted as what the service sends: it was
 * written by code older than today's checks. Undefined when it is not a response at all (no
 * list of results), so the record is dropped alone.
 */
export function readStoredResponse(value: unknown, fallbackQuery = ''): SearchResponse | undefined {
  const stored = storedResponseSchema.safeParse(value);
  if (!stored.success) return undefined;
  const response = readAnswer(stored.data, { queries: [stored.data.query], engine: stored.data.engine }, fallbackQuery);
  // Results dropped now add to those the service's answer lost when it was first read.
  return { ...response, droppedResults: response.droppedResults + (stored.data.droppedResults ?? 0) };
}
