import type { ReaderCall } from '../api/reader-client';
import type { ReaderPage } from '../api/reader-answer';
import type { Result } from '../api/search-error';
import type { SearchCache } from '../cache/search-cache';
import type { Settings } from '../settings/read-settings';
import type { Bookkeeping } from './bookkeeping';
import type { RunningCosts } from './running-costs';
import type { UsageRecorder } from './usage-recorder';

/** The I/O reading a page needs, passed in (unit tests need no fake browser). */
export interface ReadDeps {
  readSettings: () => Promise<Settings>;
  /** The same permission check as searches (permissions.contains, remembered per pattern). */
  hasHostPermission: (pattern: string) => Promise<boolean>;
  /** Pages read, cached beside the searches (the same store, under keys of their own). */
  cache?: SearchCache<ReaderPage>;
  usage?: UsageRecorder;
  callReader?: (call: ReaderCall) => Promise<Result<ReaderPage>>;
  fingerprintOf: (apiKey: string) => Promise<string>;
  bookkeeping: Bookkeeping;
  /** What the searches and reads in flight are expected to cost (the budget counts them); shared with searches. */
  running?: RunningCosts;
  freeSpace?: () => Promise<void>;
  /** Called after the service answered a read (it billed, or refused for lack of credits). */
  onServiceAnswered?: () => void;
  now?: () => number;
}
