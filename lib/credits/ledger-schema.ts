import * as z from 'zod/mini';
import { SEARCH_SOURCES, type SearchSource } from '../api/search-source';
import { ALL_SEARCH_TYPES } from '../api/search-options';
import { compact, entriesOf, lenient, matching, present } from '../text/tolerant';
import { isCostKey, isEndpoint, READER_ENDPOINT } from './expected-cost';
import { deferredSchema } from '../text/deferred-schema';

/*
 * The credit ledger and the charges pending beside it, as stored (storage.local `creditLedger`
 * and `pendingCharges`), one schema per shape, read back field by field: a damaged day, figure
 * or event is dropped alone, a damaged balance is forgotten, and everything else is kept — credit
 * records are never discarded wholesale (ledger-item.ts reads them with these).
 */

/** A figure of the ledger: a finite number, 0 or more (credits, counts, times). */
const figure = deferredSchema(() => z.number().check(z.minimum(0)));
const source = deferredSchema(() => z.literal(SEARCH_SOURCES));
/** A day key as the ledger writes it ("2026-03-31", in the zone the search ran in). */
export const dayKeySchema = deferredSchema(() => z.string().check(matching(/^\d{4}-\d{2}-\d{2}$/u)));

// A function, not an object of schemas: each is built only when an event schema is.
const eventFields = () => ({
  at: figure,
  credits: figure,
  source,
  /** Credits a cache hit saved (the original response's bill). */
  saved: lenient(figure),
  /**
   * The charge's id when it was counted at once, before this record (a pending charge, see
   * pending-charges.ts): the ledger notes it in `absorbed` and records it only once.
   */
  id: lenient(z.string().check(z.minLength(1), z.maxLength(128))),
  /** The search's type (absent: web) and how many results it asked for (absent: the default). */
  type: lenient(z.literal(ALL_SEARCH_TYPES)),
  size: lenient(figure),
  /** A further page (2, 3, …, More results): its cost is learned apart from a first page's. */
  page: lenient(figure),
  /**
   * What billed it when it was not a search of `type` (the reader: "reader"): its cost is
   * learned under this name, and it is counted on a line of its own, beside the search types.
   */
  endpoint: lenient(z.string().check(z.refine(isEndpoint))),
  /**
   * False when the answer did not say what it billed: `credits` is then its expected cost
   * (counted by the budget and the balance, never as 0), which teaches the estimate nothing.
   */
  reported: lenient(z.literal(false)),
});

/** One search's bookkeeping: a billed response, or a cache hit (bills 0, saves what the original cost). */
export const ledgerEventSchema = deferredSchema(() => compact(z.object(eventFields())));
export type LedgerEvent = z.output<typeof ledgerEventSchema>;

/** A charge counted the moment its answer arrived, before the ledger records it: it has an id. */
export const pendingChargeSchema = deferredSchema(() =>
  compact(z.object({ ...eventFields(), id: z.string().check(z.minLength(1), z.maxLength(128)) })),
);
export type PendingCharge = z.output<typeof pendingChargeSchema>;

/** The stored pending charges, each read on its own: a damaged one is dropped alone. */
export const pendingChargesSchema = deferredSchema(() =>
  z.pipe(
    present,
    z.transform((raw) =>
      (Array.isArray(raw) ? raw : []).flatMap((item) => {
        const charge = pendingChargeSchema.safeParse(item);
        return charge.success ? [charge.data] : [];
      }),
    ),
  ),
);

/** One entry point's totals for one day. */
export const sourceTotalsSchema = deferredSchema(() =>
  z.object({
    billed: figure,
    /** Credits the cache saved. */
    saved: figure,
    searches: figure,
  }),
);
export type SourceTotals = z.output<typeof sourceTotalsSchema>;

/** One day's totals, each entry point read on its own; a day with none that reads does not read. */
export const dayUsageSchema = deferredSchema(() =>
  z.pipe(
    entriesOf(source, sourceTotalsSchema),
    z.custom<Partial<Record<SearchSource, SourceTotals>>>((usage) => Object.keys(usage as object).length > 0),
  ),
);
export type DayUsage = z.output<typeof dayUsageSchema>;

/** The reader (Read here) has a line of its own beside the search types. */
const ledgerEndpoint = deferredSchema(() => z.literal([...ALL_SEARCH_TYPES, READER_ENDPOINT]));
export type LedgerEndpoint = z.output<typeof ledgerEndpoint>;

/** A map read entry by entry, or undefined when nothing in it reads (the field is then left out). */
const noneIfEmpty = <T extends object>(value: T): T | undefined => (Object.keys(value).length > 0 ? value : undefined);

/** More than a worker could have pending at once; a longer list is damage, and its oldest go. */
const MAX_ABSORBED = 64;

/**
 * The ledger as stored (shape 2): per-day totals per entry point for the recent days (the month
 * and the 30-day chart), so it stays a few KB however many searches run. Older days move to
 * IndexedDB (`ledgerDays`), and what the cache saved on them is kept here as one sum. The first
 * release's list of `events` is read too (ledger-item.ts turns it into days).
 */
export const storedLedgerSchema = deferredSchema(() =>
  compact(
    z.object({
      /** "YYYY-MM-DD" (the zone the search ran in) → totals per entry point. */
      days: entriesOf(dayKeySchema, dayUsageSchema),
      /** The same days → credits billed per search type (a search's type is absent for web), and by the reader. */
      types: z.pipe(
        entriesOf(
          dayKeySchema,
          z.pipe(
            entriesOf(ledgerEndpoint, figure),
            z.custom<Partial<Record<LedgerEndpoint, number>>>((line) => Object.keys(line as object).length > 0),
          ),
        ),
        z.transform(noneIfEmpty),
      ),
      /**
       * What each kind of search cost when last billed ("news|10" → 1, "web|10|more" → 1, "reader" →
       * 2): the estimate before the next one runs. Keyed by endpoint name, so a search type or the
       * reader added later is kept by a release that does not know it.
       */
      costs: z.pipe(entriesOf(z.string().check(z.refine(isCostKey)), figure), z.transform(noneIfEmpty)),
      /** Credits the cache saved on days moved out of `days` (within the retention). */
      archivedSaved: z.catch(figure, 0),
      /** The balance the person read off the provider's dashboard, and when. */
      balance: lenient(z.object({ amount: figure, setAt: figure })),
      /** Credits billed since the balance was entered. */
      billedSinceBalance: z.catch(figure, 0),
      /** Set by a 402: remaining is 0 until the balance changes or a search succeeds. */
      exhaustedAt: lenient(figure),
      /**
       * Every credit ever recorded, only ever rising (absent: none since this field came): the
       * service's balance is the read minus what this rose by since the read (service-balance.ts).
       */
      billedTotal: lenient(figure),
      /**
       * Ids of pending charges this ledger has recorded while their pending record may still list
       * them: whoever adds pending charges to the ledger skips these, so each credit counts once at
       * every moment, and a restarted worker records none twice. The damaged ones are left out.
       */
      absorbed: z.pipe(
        present,
        z.transform((raw) => {
          const ids = (Array.isArray(raw) ? raw : []).filter(
            (id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 128,
          );
          return ids.length > 0 ? ids.slice(-MAX_ABSORBED) : undefined;
        }),
      ),
      /** The first release's events, each read on its own (ledger-item.ts records them as days). */
      events: z.pipe(
        present,
        z.transform((raw) =>
          Array.isArray(raw)
            ? raw.flatMap((item) => {
                const event = ledgerEventSchema.safeParse(item);
                return event.success ? [event.data] : [];
              })
            : undefined,
        ),
      ),
    }),
  ),
);

/** The ledger as the code keeps it (and writes it back): what the stored schema reads, without the first release's events. */
export type CreditLedger = Omit<z.output<typeof storedLedgerSchema>, 'events'>;
