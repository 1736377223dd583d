import * as z from 'zod/mini';
import { normalizeRequest } from '../api/normalize-request';
import { readStoredResponse } from '../api/read-stored-response';
import { SEARCH_SOURCES } from '../api/search-source';
import { anyObject, compact, lenient, present, wholeNumber, withoutUndefined } from '../text/tolerant';
import { deferredSchema } from '../text/deferred-schema';

/*
 * A past search as stored (IndexedDB `history` and `historyResponses`, or the first release's
 * storage.local), one schema per shape, read back with today's checks: a damaged search is
 * dropped alone, and within one a damaged page or read is dropped alone.
 */

/** Ids the pages can name in a message (lib/search/message-schema.ts takes 1–128 characters). */
const MAX_ID_LENGTH = 128;
/** A search keeps the last this many pages read from it. */
export const MAX_READS = 20;

const whole = deferredSchema(() => wholeNumber().check(z.minimum(0)));
const credits = deferredSchema(() => lenient(whole));

/** A further page a past search holds (More results): its number, what it was billed, what it added. */
const historyPageSchema = deferredSchema(() =>
  compact(
    z.object({
      /** The request's page number (2, 3, …). */
      page: wholeNumber().check(z.minimum(2)),
      /** Credits billed for it; absent when the service did not say (or, for a page inferred, not known). */
      credits,
      /** How many new items it added (0: it brought nothing new, and there is no more to ask for). */
      added: whole,
    }),
  ),
);
export type HistoryPage = z.output<typeof historyPageSchema>;

/**
 * The further pages a past search holds, each checked on its own: whole page numbers above 1 in
 * rising order (a repeated or damaged one is dropped alone); undefined when there is none.
 */
export const historyPagesSchema = deferredSchema(() =>
  z.pipe(
    present,
    z.transform((raw): HistoryPage[] | undefined => {
      if (!Array.isArray(raw)) return undefined;
      const pages: HistoryPage[] = [];
      for (const item of raw) {
        const page = historyPageSchema.safeParse(item);
        if (page.success && page.data.page > (pages.at(-1)?.page ?? 1)) pages.push(page.data);
      }
      return pages.length > 0 ? pages : undefined;
    }),
  ),
);

/** A page read here (Read here) from a search's results: the history says what was read. */
const pageReadSchema = deferredSchema(() =>
  compact(
    z.object({
      url: z.string(),
      /** The page's title as shown (the reader's, else the result's). */
      title: z.string(),
      at: z.number(),
      /** Credits the read cost (0 from the cache); absent when the service did not say. */
      credits,
    }),
  ),
);
export type PageRead = z.output<typeof pageReadSchema>;

/** The pages read from a stored search, newest first, each checked on its own; at most MAX_READS. */
const readsSchema = deferredSchema(() =>
  z.pipe(
    present,
    z.transform((raw) => {
      const reads = (Array.isArray(raw) ? raw : []).flatMap((item) => {
        const read = pageReadSchema.safeParse(item);
        return read.success ? [read.data] : [];
      });
      return reads.length > 0 ? reads.slice(0, MAX_READS) : undefined;
    }),
  ),
);

/** A stored request, normalized as a new search is; one that no longer normalizes does not read. */
const storedRequestSchema = deferredSchema(() =>
  z.pipe(
    z.looseObject({ query: z.string() }),
    z.transform((input, context) => {
      const request = normalizeRequest(input);
      if (request.ok) return request.value;
      context.issues.push({ code: 'custom', message: request.error.message, input });
      return z.NEVER;
    }),
  ),
);

/** What a past search says of itself beside its results (its summary keeps the same fields). */
// A function, not an object of schemas: each is built only when an entry's schema is.
const entryFields = () => ({
  id: z.string().check(z.maxLength(MAX_ID_LENGTH)),
  request: storedRequestSchema,
  /** Where it was asked from; an unknown one reads as the side panel. */
  source: z.catch(z.literal(SEARCH_SOURCES), 'sidepanel'),
  at: z.number(),
  /**
   * Credits this search cost, its further pages included (0 when served from the cache);
   * absent when the service did not say for it or for one of its pages.
   */
  credits,
  cached: z.pipe(
    present,
    z.transform((cached) => cached === true),
  ),
  /**
   * The further pages its results hold (More results), in order: reopened, More results asks
   * for the page after the last, and never again for one it holds. Absent: the first page only.
   */
  pages: historyPagesSchema,
  /** The pages read here from this search's results, newest first (at most MAX_READS). */
  reads: readsSchema,
});

/**
 * A past search as another release stored it (the first release's storage.local, or a newer
 * release's database), re-read with today's checks: the request normalized as a new search is,
 * the results read as a fresh answer is (readStoredResponse). A search we could not show does
 * not read, and is dropped alone.
 */
export const storedEntrySchema = deferredSchema(() =>
  z.pipe(
    z.object({ ...entryFields(), response: anyObject }),
    z.transform(({ response: stored, ...entry }, context) => {
      const response = readStoredResponse(stored, entry.request.query);
      if (response) return withoutUndefined({ ...entry, response });
      context.issues.push({ code: 'custom', message: 'no results', input: stored });
      return z.NEVER;
    }),
  ),
);
/** A past search as recorded, with its results (reopening one costs nothing). */
export type HistoryEntry = z.output<typeof storedEntrySchema>;

/**
 * What the history list shows and filters, stored apart from the results so that opening the
 * list reads a few hundred bytes per search, not every search's results. Checked for what the
 * list and a reopening rely on; the request is the one recorded (normalized when it was).
 */
export const historySummarySchema = deferredSchema(() =>
  z.looseObject({
    id: z.string(),
    at: z.number(),
    request: z.looseObject({ query: z.string() }),
    /** The normalized request: one record per distinct search. */
    requestKey: z.optional(z.string()),
    resultCount: z.number(),
    /** The results' titles, one per line, for the filter. */
    titles: z.string(),
  }),
);

/** The stored results of a past search: what reopening it shows. */
export const storedResultsSchema = deferredSchema(() => z.looseObject({ organic: z.array(z.unknown()) }));
