import * as z from 'zod/mini';
import type { SearchResponse } from './search-response';
import type { SearchType } from './search-options';
import { answerListOf, searchTypeUnit, type SearchTypeUnit } from './result-types';
import { readerOf } from './type-readers';
import { webBlocksSchema } from './parse-blocks';
import { text } from './field-schemas';
import { lenient } from '../text/tolerant';
import { LIMITS } from './limits';
import { deferredSchema } from '../text/deferred-schema';

/**
 * The most credits one answer is taken to have billed. Ten times what the dearest documented
 * request costs (100 results: 10 credits at the documented API's 1 per started 10, 2 on the
 * live service; its reader bills 2), so no real charge is ever cut; and a figure past it — a
 * service's fault or a hostile answer — cannot wreck the day's total, the budget, the learned
 * estimate and the balance with one number (`credits: 1e12` would stop every search for good).
 */
export const MAX_CREDITS_PER_ANSWER = 100;

/** The credits an answer says it billed: a whole number, 0 or more (capped by MAX_CREDITS_PER_ANSWER). */
export const creditsSchema = deferredSchema(() =>
  lenient(
    z.pipe(
      z.number().check(z.refine(Number.isInteger), z.minimum(0)),
      z.transform((credits: number) => Math.min(credits, MAX_CREDITS_PER_ANSWER)),
    ),
  ),
);

const engineSchema = deferredSchema(() => text(LIMITS.label));
const querySchema = deferredSchema(() => text(LIMITS.title * 10));

/**
 * The answer's blocks, each read with its schema: the one place that turns untrusted JSON into
 * a SearchResponse, for a fresh answer (parseSearchResponse) and for one stored by an earlier
 * release (readStoredResponse) alike, so both are cleaned the same way. `echo` is the search as
 * the answer names it, raw: the first query that reads is the answer's, else `fallbackQuery`
 * (the query that was sent). `type` says which array holds the items (`organic` for web search,
 * `news`, `images`, … for the others); only web search has the entity panel, the answer box,
 * questions, stories and related searches.
 */
export function readAnswer(
  body: Record<string, unknown>,
  echo: { queries: readonly unknown[]; engine: unknown },
  fallbackQuery: string,
  type: SearchType = 'web',
): SearchResponse {
  const unit = searchTypeUnit(type);
  const list = answerListOf(unit, body);
  const { fields, dropped } = readList(type, unit, Array.isArray(list) ? list : []);
  const credits = creditsSchema.parse(body.credits);
  const engine = engineSchema.parse(echo.engine);
  const query = echo.queries.map((candidate) => querySchema.parse(candidate)).find((read) => read !== undefined);
  return {
    query: query ?? fallbackQuery,
    ...(type !== 'web' && { type }),
    ...(engine !== undefined && { engine }),
    organic: [],
    relatedSearches: [],
    ...(type === 'web' && webBlocksSchema.parse(body)),
    ...fields,
    ...(credits !== undefined && { credits }),
    droppedResults: dropped,
  };
}

/** Reads a type's array into the response field that holds it (the unit's reader and field go together). */
function readList<K extends SearchType>(
  type: K,
  unit: SearchTypeUnit<K>,
  raw: readonly unknown[],
): { fields: Partial<SearchResponse>; dropped: number } {
  const { items, dropped } = readerOf(type)(raw);
  return { fields: unit.stored(items), dropped };
}
