import { z } from 'zod';
import { SEARCH_SOURCES } from './current-search';

/** Incoming `search` messages are parsed once, at the boundary (background only). */
export const searchMessageSchema = z.object({
  request: z.object({
    query: z.string().max(100_000),
    location: z.string().max(64).nullish(),
    country: z.string().max(64).nullish(),
    numberOfResults: z.union([z.number(), z.string().max(16)]).nullish(),
    dateRange: z.string().max(64).nullish(),
  }),
  source: z.enum(SEARCH_SOURCES),
  id: z.string().max(64).optional(),
  note: z.string().max(500).optional(),
  refresh: z.boolean().optional(),
});
