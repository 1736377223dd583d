import type { ReaderPage } from '../api/reader-answer';
import type { SearchError } from '../api/search-error';
import type { SearchSource } from '../api/search-source';

/** A page's request to read a result here (Read here): the service's reader, billed like a search. */
export interface ReadMessage {
  /** The result's page (http or https). */
  url: string;
  /** The result's title: the history's name for the read when the page has none of its own. */
  title?: string;
  /** The search whose result it is: the history notes the read on that search. */
  searchId?: string;
  /** Which surface asked (the ledger counts credits per entry point); the side panel by default. */
  source?: SearchSource;
  /** Ask the reader again rather than the cache. */
  refresh?: boolean;
  /** Send it even if it would pass the daily budget (the person said "Read anyway"). */
  overBudgetOk?: boolean;
  /** The asking page's window: decides whether the read is private (nothing kept). */
  windowId?: number;
}

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
