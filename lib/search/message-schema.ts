import { z } from 'zod/mini';
import { SEARCH_SOURCES } from '../api/search-source';

/** Incoming `search` messages are parsed once, at the boundary (background only). */
export const searchMessageSchema = z.object({
  request: z.object({
    query: z.string().check(z.maxLength(100_000)),
    location: z.nullish(z.string().check(z.maxLength(64))),
    country: z.nullish(z.string().check(z.maxLength(64))),
    numberOfResults: z.nullish(z.union([z.number(), z.string().check(z.maxLength(16))])),
    dateRange: z.nullish(z.string().check(z.maxLength(64))),
  }),
  source: z.enum(SEARCH_SOURCES),
  id: z.optional(z.string().check(z.maxLength(64))),
  note: z.optional(z.string().check(z.maxLength(500))),
  refresh: z.optional(z.boolean()),
  private: z.optional(z.boolean()),
});
