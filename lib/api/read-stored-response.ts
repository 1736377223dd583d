import { readAnswer } from './read-answer';
import { asObject, readCount } from './read-fields';
import type { SearchResponse } from './search-response';

/**
 * Re-reads a response an earlier release stored (its history and cache, the parsed shape of
 * its day) with the readers a fresh answer goes through: texts cleaned of control and bidi
 * characters and capped, dates normalized, URLs trimmed and capped, attributes read as pairs
 * or as a map, results without a title or link dropped. What was stored is as untrusted as
 * what the service sends: it was written by code older than today's checks. Undefined when
 * it is not a response at all (no list of results), so the record is dropped alone.
 */
export function readStoredResponse(value: unknown, fallbackQuery = ''): SearchResponse | undefined {
  const stored = asObject(value);
  if (!stored || !Array.isArray(stored.organic)) return undefined;
  const body = {
    ...stored,
    // Stored as the service's items read: a result's price is text ("$29", "$$"),
    // related searches are the queries themselves.
    organic: stored.organic.map(asServiceResult),
    relatedSearches: Array.isArray(stored.relatedSearches)
      ? stored.relatedSearches.map((query: unknown) => (typeof query === 'string' ? { query } : query))
      : undefined,
  };
  const response = readAnswer(body, { queries: [stored.query], engine: stored.engine }, fallbackQuery);
  // Results dropped now add to those the service's answer lost when it was first read.
  return { ...response, droppedResults: response.droppedResults + (readCount(stored.droppedResults) ?? 0) };
}

function asServiceResult(item: unknown): unknown {
  const result = asObject(item);
  if (!result || typeof result.price !== 'string' || result.priceRange !== undefined) return item;
  const { price, ...rest } = result;
  return { ...rest, priceRange: price };
}
