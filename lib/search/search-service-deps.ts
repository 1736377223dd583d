import type { RunDeps } from './search-run-deps';
import type { WindowRecordStore } from './window-records';
import type { RunningCosts } from './running-costs';

export interface SearchServiceDeps extends Omit<RunDeps, 'now' | 'fingerprintOf' | 'bookkeeping' | 'running'> {
  /** Each window's current search (storage.session). */
  records: WindowRecordStore;
  now?: () => number;
  /** What searches (and, shared with the reader, reads) in flight are expected to cost; a new count if none is given. */
  running?: RunningCosts;
  /**
   * How long the ledger, history and cache writes wait after the results are shown, so that
   * the page paints them before it hears of the ledger's change. The answer is held in memory
   * meanwhile (see SearchCache.hold). 0 in unit tests.
   */
  bookkeepingDelayMs?: number;
  /**
   * A search's ledger, history or cache write failed (after freeing space and retrying).
   * The answer is shown all the same; the person is told once (see storage-problem.ts).
   */
  onBookkeepingFailed?: (error: unknown) => void;
}
