import type { ReaderPage } from '../api/reader-answer';
import type { SearchError } from '../api/search-error';
import type * as z from 'zod/mini';
import type { readMessageSchema } from './message-schema';

/** A page's request to read a result here (Read here): the service's reader, billed like a search (its schema: readMessageSchema). */
export type ReadMessage = z.output<typeof readMessageSchema>;

/** A read's outcome: the page's text, or why there is none (the error kinds of a search). */
export type ReadOutcome =
  | {
      ok: true;
      page: ReaderPage;
      /** Credits billed: the reader's figure; 0 when served from the cache; absent when not said. */
      billed?: number;
      /** Set when the page came from the cache: when it was read from the service. */
      cachedAt?: number;
    }
  | { ok: false; error: SearchError };
