import { callSearchApi, type RetryNotice } from '../api/search-client';
import type { SearchError } from '../api/search-error';
import type { SearchResponse } from '../api/search-response';
import type { Settings } from '../settings/read-settings';
import { ttlFor } from '../cache/cache-policy';
import { writeFreeingSpace } from '../storage/quota';
import type { SearchRecord, SuccessRecord } from './current-search';
import type { SearchMessage, SearchOutcome } from './search-message';
import { chargeOf, recordHistory } from './record-search';
import type { LedgerEvent } from '../credits/credit-ledger';
import type { UsagePreferences } from '../settings/usage-preferences';
import type { Run, RunDeps } from './search-run-deps';

// A search the budget let through, from its request to its books, and how any answer is handed over
// and booked (search-run.ts decides whether a search goes, or is answered from the cache).

export interface Sending {
  base: Pick<SuccessRecord, 'id' | 'request' | 'source' | 'startedAt' | 'note'>;
  settings: Settings;
  key: string;
  preferences: UsagePreferences | undefined;
  /** What the search is expected to cost: charged so when the answer does not say. */
  expected: number;
  /** Stops counting the search as in flight: called in the turn its answer is charged. */
  release: () => void;
}

/** Sends a search the budget let through, charges its answer the moment it arrives, and shows it. */
export async function sendSearch(deps: RunDeps, run: Run, sending: Sending): Promise<SearchOutcome> {
  const { base, settings, key, preferences, expected, release } = sending;
  const { message } = run;
  const { now } = deps;

  // The request leaves while `loading` is written; later writes queue behind that one.
  let writes = run.show({ ...base, status: 'loading' });
  const onRetry = (retry: RetryNotice) => {
    writes = writes.then(() => run.show({ ...base, status: 'loading', retry }));
  };
  const call = (deps.callApi ?? callSearchApi)({
    baseUrl: settings.apiBaseUrl,
    apiKey: settings.apiKey,
    dialect: settings.dialect,
    request: base.request,
    onRetry,
  });
  deps.onRequestSent?.();
  const result = await call;
  await writes;
  if (!result.ok) {
    const record: SearchRecord = { ...base, status: 'error', error: result.error, finishedAt: now() };
    const outcome = await failed(run, record, result.error);
    if (result.error.kind === 'insufficient-credits') {
      await deps.bookkeeping.guarded(async () => deps.usage?.ledger.exhausted(now()));
      deps.onServiceAnswered?.();
    }
    return outcome;
  }
  const response = result.value;
  const record: SuccessRecord = {
    ...base,
    status: 'success',
    finishedAt: now(),
    ...(response.credits !== undefined && { billed: response.credits }),
  };
  // The answer's credits count from now — before it is shown, long before the ledger is
  // written — and the search no longer counts as in flight (DESIGN §4 Credits).
  const charge = chargeOf(record, expected);
  deps.usage?.ledger.charge(charge);
  release();
  // Held in memory before the outcome is shown and the join released: from now until the
  // record is stored, an identical search is served from here, never sent again.
  const held = run.forgotten()
    ? undefined
    : deps.cache?.hold(key, response, ttlFor(base.request, preferences?.cacheTtlMinutes ?? 0), record.finishedAt);
  const outcome: SearchOutcome = { ok: true, record, response };
  run.answered(outcome);
  await (run.replyShown ?? afterTheReply)();
  // The history is written beside the window's record, not after it: the answer outlives a
  // worker (or a browser) stopped right after it was shown.
  const books = keepBooks(deps, record, response, run.private, message.more, charge);
  await run.show(record);
  // Private mode and private windows store nothing: the answer stays in memory only, for
  // repeats while the worker runs.
  const keepsNothing = preferences?.privateMode === true || run.private;
  if (held && keepsNothing) deps.cache?.release(held);
  const stored = held && !keepsNothing ? held : undefined;
  const freeing = (write: () => Promise<void>) => (deps.freeSpace ? writeFreeingSpace(write, deps.freeSpace) : write());
  await Promise.all([
    stored && deps.bookkeeping.guarded(() => deps.cache?.persist(stored, freeing) ?? Promise.resolve()),
    books,
  ]);
  deps.onServiceAnswered?.();
  return outcome;
}

/**
 * A task after an answer was handed over: its reply to the page that asked is posted first (a few
 * microtasks after `answered`), then the window's record is written, whose storage write holds
 * the worker for about a millisecond. An older search's record written late never replaces a newer
 * one's (writeIfCurrent), and pages never go back to it (lib/ui/use-window-search.ts).
 */
export const afterTheReply = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function failed(run: Run, record: SearchRecord, error: SearchError): Promise<SearchOutcome> {
  const outcome: SearchOutcome = { ok: false, record, error };
  await run.show(record);
  run.answered(outcome);
  return outcome;
}

/**
 * A shown answer's books. The history (IndexedDB, no page hears of it but through a small
 * signal) is written at once, so the answer outlives a worker stopped right after it; the
 * ledger, whose change every open page receives, once the page has had time to paint.
 */
export async function keepBooks(
  deps: RunDeps,
  record: SuccessRecord,
  response: SearchResponse,
  isPrivate: boolean,
  more: SearchMessage['more'],
  event: LedgerEvent,
) {
  const { usage } = deps;
  if (!usage) return;
  await Promise.all([
    !isPrivate && deps.bookkeeping.guarded(() => recordHistory(usage, record, response, more)),
    deps.bookkeeping.afterPaint(() => usage.ledger.billed(event)),
  ]);
}
