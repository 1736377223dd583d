import type { Result } from '../api/search-error';
import type { SearchResponse } from '../api/search-response';
import type { SearchCall } from '../api/search-client';
import type { Settings } from '../settings/read-settings';
import type { SearchCache } from '../cache/search-cache';
import type { SearchRecord } from './current-search';
import type { SearchMessage, SearchOutcome } from './search-message';
import type { UsageRecorder } from './usage-recorder';
import type { Bookkeeping } from './bookkeeping';
import type { RunningCosts } from './running-costs';

/** The I/O one search run needs, passed in (unit tests need no fake browser). */
export interface RunDeps {
  readSettings: () => Promise<Settings>;
  /** Whether the extension may reach this origin pattern (permissions.contains). */
  hasHostPermission: (pattern: string) => Promise<boolean>;
  cache?: SearchCache;
  usage?: UsageRecorder;
  callApi?: (call: SearchCall) => Promise<Result<SearchResponse>>;
  now: () => number;
  /** The API key's fingerprint (computed once per key), part of every cache key. */
  fingerprintOf: (apiKey: string) => Promise<string>;
  /** Frees space (cache first, then the oldest history) when the quota refuses a cache write. */
  freeSpace?: () => Promise<void>;
  /** Called once the first request has left: start-up work waits for it. */
  onRequestSent?: () => void;
  /** Called after the service answered a search (it billed, or refused for lack of credits). */
  onServiceAnswered?: () => void;
  bookkeeping: Bookkeeping;
  /** What the searches in flight are expected to cost (the budget counts them). */
  running: RunningCosts;
}

/** One run of a search, as the service starts it. */
export interface Run {
  id: string;
  message: SearchMessage;
  private: boolean;
  /** Shows a record in every window the run is shown in (nothing once the run was forgotten). */
  show: (record: SearchRecord) => Promise<void>;
  /**
   * The outcome, as soon as it is known: the page that asked gets it at once, and the
   * results are kept by id before the window's record says they exist.
   */
  answered: (outcome: SearchOutcome) => void;
  /**
   * Resolves once the page that asked has painted the answer (it said so, or the wait ran out):
   * the window's record and the history are written then. Absent: a task after the reply.
   */
  replyShown?: () => Promise<void>;
  /** True once the last private window closed after a private run started. */
  forgotten: () => boolean;
}
