import { z } from '../text/shapes';
import { SEARCH_SOURCES } from '../api/search-source';

const requestSchema = z.object({
  query: z.string().check(z.maxLength(100_000)),
  type: z.nullish(z.string().check(z.maxLength(16))),
  page: z.nullish(z.union([z.number(), z.string().check(z.maxLength(8))])),
  location: z.nullish(z.string().check(z.maxLength(64))),
  country: z.nullish(z.string().check(z.maxLength(64))),
  numberOfResults: z.nullish(z.union([z.number(), z.string().check(z.maxLength(16))])),
  dateRange: z.nullish(z.string().check(z.maxLength(64))),
  dateFrom: z.nullish(z.string().check(z.maxLength(32))),
  dateTo: z.nullish(z.string().check(z.maxLength(32))),
  newestFirst: z.nullish(z.boolean()),
  exactSpelling: z.nullish(z.boolean()),
});
const searchId = z.string().check(z.minLength(1), z.maxLength(128));
const windowId = z.optional(z.int());

/** Incoming `search` messages are parsed once, at the boundary (background only). */
export const searchMessageSchema = z.object({
  request: requestSchema,
  source: z.enum(SEARCH_SOURCES),
  id: z.optional(searchId),
  note: z.optional(z.string().check(z.maxLength(500))),
  refresh: z.optional(z.boolean()),
  more: z.optional(z.object({ of: searchId, historyId: z.optional(searchId) })),
  overBudgetOk: z.optional(z.boolean()),
  reportsShown: z.optional(z.boolean()),
  windowId,
});

/** A page says it has painted the answer to its search (`answerShown`). */
export const answerShownSchema = z.object({ id: searchId });

/** A page's request for a search's results by id. */
export const answerQuerySchema = z.object({
  id: searchId,
  request: z.optional(requestSchema),
  historyId: z.optional(searchId),
  windowId,
});

/** A page asks about its window (reopen a past search there, settle a search cut off). */
export const windowMessageSchema = z.object({ id: z.optional(searchId), windowId });

/** A page asks whether a search would come from the cache. */
export const cachedQuerySchema = z.object({ request: requestSchema, windowId });

const pageUrl = z.string().check(z.minLength(1), z.maxLength(4_096));

/** A page asks to read a result here (Read here). */
export const readMessageSchema = z.object({
  url: pageUrl,
  title: z.optional(z.string().check(z.maxLength(1_000))),
  searchId: z.optional(searchId),
  source: z.optional(z.enum(SEARCH_SOURCES)),
  refresh: z.optional(z.boolean()),
  overBudgetOk: z.optional(z.boolean()),
  windowId,
});

/** A page asks whether reading a result would come from the cache. */
export const readCachedSchema = z.object({ url: pageUrl, windowId });
