import * as z from 'zod/mini';
import { SEARCH_SOURCES } from '../api/search-source';
import { searchInputSchema } from '../api/search-input';
import { SELECTION_READ_LIMIT } from '../api/search-options';
import { deferredSchema } from '../text/deferred-schema';
import { wholeNumber } from '../text/tolerant';

/*
 * Every payload a page (or the selection button) sends the worker, one schema each, parsed once
 * at the boundary (lib/background/*-handlers.ts) before any service sees it; the types the
 * pages send and the services take are inferred from them (lib/search/search-message.ts,
 * read-message.ts, lib/messaging.ts). A payload that does not parse gets its handler's refusal
 * (an `invalid-request` error, or the answer that changes nothing), never an exception.
 */

const searchId = deferredSchema(() => z.string().check(z.minLength(1), z.maxLength(128)));
/** The asking page's window (windows.getCurrent); the worker checks it against the browser's word. */
const windowId = deferredSchema(() => z.optional(wholeNumber()));

/**
 * The fields of a search a page asks for: a function, so a schema is built only when first used
 * (deferredSchema), and so the tab's quick look adds its `id` to them without z.extend, whose
 * code the worker would carry for that one use.
 */
export const searchMessageShape = () => ({
  request: searchInputSchema,
  source: z.literal(SEARCH_SOURCES),
  /** Reuse a pending search's id, so the window's record keeps it from pending to answered. */
  id: z.optional(searchId),
  note: z.optional(z.string().check(z.maxLength(500))),
  /** Bypass the cache (the Refresh button). */
  refresh: z.optional(z.boolean()),
  /**
   * A further page of a search shown in the window (More results): its results are added to
   * that search's — in the window's record, the history and the exports — rather than
   * replacing it. `of` is the shown search's id; `historyId` its history entry when it was
   * reopened from the history.
   */
  more: z.optional(z.object({ of: searchId, historyId: z.optional(searchId) })),
  /** Send it even if it would pass the daily budget (the person said "Search anyway"). */
  overBudgetOk: z.optional(z.boolean()),
  /**
   * The page that asks paints the answer from the reply and then says so (`answerShown`): the
   * window's record and the history are written after that, so that no page handles their
   * storage events while it renders the answer (issue 29). The worker waits no longer than
   * ANSWER_SHOWN_WAIT_MS.
   */
  reportsShown: z.optional(z.boolean()),
  /**
   * The window of the page that asks: the search becomes that window's current search. The
   * background checks the window and decides from it whether the search is private; a page
   * that cannot say is treated as private (nothing kept).
   */
  windowId,
});

/** A search a page asks for (`search`). */
export const searchMessageSchema = deferredSchema(() => z.object(searchMessageShape()));

/** A page says it has painted the answer to its search (`answerShown`), or the card asks for its search's outcome (`quickLookOutcome`). */
export const searchIdSchema = deferredSchema(() => z.object({ id: searchId }));

/** A page's request for a search's results by id (`answer`, `showInWindow`). */
export const answerQuerySchema = deferredSchema(() =>
  z.object({
    id: searchId,
    /** The search's request, as its record holds it: the cache is looked up by it. */
    request: z.optional(searchInputSchema),
    /** A search reopened from the history: its entry. */
    historyId: z.optional(searchId),
    windowId,
  }),
);

/** A page asks about its window: reopen a past search there (`openHistoryEntry`), settle a search cut off (`recoverSearch`). */
export const windowMessageSchema = deferredSchema(() => z.object({ id: z.optional(searchId), windowId }));

/** A page asks what a search would cost, or whether it would come from the cache (`searchCost`, `quickLookCost`). */
export const cachedQuerySchema = deferredSchema(() => z.object({ request: searchInputSchema, windowId }));

const pageUrl = deferredSchema(() => z.string().check(z.minLength(1), z.maxLength(4_096)));

/** A page asks to read a result here (`readPage`, Read here): the service's reader, billed like a search. */
export const readMessageSchema = deferredSchema(() =>
  z.object({
    /** The result's page (http or https). */
    url: pageUrl,
    /** The result's title: the history's name for the read when the page has none of its own. */
    title: z.optional(z.string().check(z.maxLength(1_000))),
    /** The search whose result it is: the history notes the read on that search. */
    searchId: z.optional(searchId),
    /** Which surface asked (the ledger counts credits per entry point); the side panel by default. */
    source: z.optional(z.literal(SEARCH_SOURCES)),
    /** Ask the reader again rather than the cache. */
    refresh: z.optional(z.boolean()),
    /** Send it even if it would pass the daily budget (the person said "Read anyway"). */
    overBudgetOk: z.optional(z.boolean()),
    /** The asking page's window: decides whether the read is private (nothing kept). */
    windowId,
  }),
);

/** A page asks whether reading a result would come from the cache (`isPageCached`). */
export const readCachedSchema = deferredSchema(() => z.object({ url: pageUrl, windowId }));

/** The options page records the balance the person entered (`setBalance`); null forgets it. */
export const balanceMessageSchema = deferredSchema(() =>
  z.object({ amount: z.nullable(wholeNumber().check(z.minimum(0), z.maximum(1e12))) }),
);

/** A past search to forget (`deleteHistoryEntry`). */
export const historyEntrySchema = deferredSchema(() => z.object({ id: searchId }));

/** What is typed in a search box, for past queries that match it (`suggestQueries`). */
export const suggestionQuerySchema = deferredSchema(() =>
  z.object({ text: z.string().check(z.maxLength(2048)), windowId }),
);

/** The selection button was clicked (`quickLookSelection`): the selected text, and its length before it was cut. */
export const selectionMessageSchema = deferredSchema(() =>
  z.object({
    text: z.string().check(z.maxLength(SELECTION_READ_LIMIT)),
    length: z.optional(z.catch(z.optional(wholeNumber()), undefined)),
  }),
);
