import * as z from 'zod/mini';
import { deferredSchema } from '../text/deferred-schema';

/**
 * A search as a form or a message hands it over, loosely typed and possibly blank: what a page
 * sends in a `search` message (lib/search/message-schema.ts), and what normalizeRequest then
 * validates and normalizes into the request that is sent and cached. Each field is bounded
 * here, so nothing unbounded reaches the normalizer.
 */
export const searchInputSchema = deferredSchema(() =>
  z.object({
    query: z.string().check(z.maxLength(100_000)),
    type: z.nullish(z.string().check(z.maxLength(16))),
    location: z.nullish(z.string().check(z.maxLength(64))),
    country: z.nullish(z.string().check(z.maxLength(64))),
    numberOfResults: z.nullish(z.union([z.number(), z.string().check(z.maxLength(16))])),
    /** A preset, or CUSTOM_DATE_RANGE (or none) with the two days below. */
    dateRange: z.nullish(z.string().check(z.maxLength(64))),
    dateFrom: z.nullish(z.string().check(z.maxLength(32))),
    dateTo: z.nullish(z.string().check(z.maxLength(32))),
    newestFirst: z.nullish(z.boolean()),
    exactSpelling: z.nullish(z.boolean()),
    page: z.nullish(z.union([z.number(), z.string().check(z.maxLength(8))])),
  }),
);

/** What a form or a message may hand us: loosely typed, possibly blank. */
export type SearchInput = z.output<typeof searchInputSchema>;
