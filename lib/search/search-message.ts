import type { SearchError } from '../api/search-error';
import type { SearchResponse } from '../api/search-response';
import type { SearchInput } from '../api/normalize-request';
import type { SearchSource } from '../api/search-source';

/** What a surface asks the search service for. */
export interface SearchMessage {
  request: SearchInput;
  source: SearchSource;
  /** Reuse a pending search's id so its pick-up joins the same run. */
  id?: string;
  note?: string;
  /** Bypass the cache (the Refresh button). */
  refresh?: boolean;
  /**
   * Started in a private (incognito) window: its state is kept apart from normal windows',
   * and it leaves nothing in the history or the stored cache (its credits are still counted).
   */
  private?: boolean;
}

export type SearchOutcome =
  { ok: true; id: string; response: SearchResponse } | { ok: false; id?: string; error: SearchError };
