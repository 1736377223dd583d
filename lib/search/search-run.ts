import { callSearchApi, type RetryNotice, type SearchCall } from '../api/search-client';
import type { Result, SearchError } from '../api/search-error';
import type { SearchResponse } from '../api/search-response';
import { checkCustomRange } from '../api/custom-range';
import { checkImageSearch } from '../api/image-address';
import { normalizeRequest, requestKey } from '../api/normalize-request';
import { requestForService } from '../api/request-dialects';
import type { Settings } from '../settings/read-settings';
import type { SearchCache } from '../cache/search-cache';
import { cacheKey, ttlFor } from '../cache/cache-policy';
import { writeFreeingSpace } from '../storage/quota';
import type { SearchRecord, SuccessRecord } from './current-search';
import type { SearchMessage, SearchOutcome } from './search-message';
import type { UsageRecorder } from './usage-recorder';
import { checkSearchSettings } from './check-search-settings';
import { cacheHitEvent, chargeOf, recordHistory } from './record-search';
import type { Bookkeeping } from './bookkeeping';
import { budgetError, readBudgetBasis } from './budget-check';
import { searchCost } from '../credits/expected-cost';
import type { LedgerEvent } from '../credits/credit-ledger';
import type { RunningCosts } from './running-costs';
import type { UsagePreferences } from '../settings/usage-preferences';

/** What a private window's answers are cached under, in memory only. */
export const PRIVATE_CACHE_PREFIX = 'private|';

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
  /** Called once the outcome is shown: later identical searches start afresh from then on. */
  settled: () => void;
  /**
   * Resolves once the page that asked has painted the answer (it said so, or the wait ran out):
   * the window's record and the history are written then. Absent: a task after the reply.
   */
  replyShown?: () => Promise<void>;
  /** True once the last private window closed after a private run started. */
  forgotten: () => boolean;
}

/** The cache key of a normalized request under the current key and API (private ones apart). */
export async function searchCacheKey(
  deps: Pick<RunDeps, 'fingerprintOf'>,
  settings: Settings,
  request: Parameters<typeof requestKey>[0],
  isPrivate: boolean,
): Promise<string> {
  const asSent = requestKey(requestForService(settings.dialect, request));
  const key = cacheKey(await deps.fingerprintOf(settings.apiKey), settings.apiBaseUrl, asSent);
  // A private window's answers live under keys of their own, in memory only: never stored,
  // never served to a normal window, never served from what a normal window searched.
  return `${isPrivate ? PRIVATE_CACHE_PREFIX : ''}${key}`;
}

/**
 * Runs one search: checks settings, serves from the cache, else calls the API; shows each
 * step as the window's record; then keeps the books (ledger, history, cache) after the
 * page has had time to paint. Always resolves to data.
 */
export async function runSearch(deps: RunDeps, run: Run): Promise<SearchOutcome> {
  const { message, id, now } = { ...run, now: deps.now };
  // Independent reads start together: every await before the request adds to the latency.
  const preferencesRead = deps.usage?.preferences();
  const budgetRead = message.overBudgetOk ? undefined : readBudgetBasis(deps.usage, preferencesRead);
  // The ledger this worker keeps in memory, read once: an unknown cost is charged at its estimate.
  void deps.usage?.ledger.current().catch(() => undefined);
  const settings = await deps.readSettings();
  const fingerprint = deps.fingerprintOf(settings.apiKey);
  // Observed here too, so a settings error returning early leaves no unhandled rejection.
  void Promise.allSettled([preferencesRead, fingerprint]);
  // As the service takes it (the documented API is never said to have been sent the live service's
  // options); a custom range's days checked on the day the request would leave.
  const parsed = normalizeRequest(message.request);
  const asSent = parsed.ok ? { ...parsed, value: requestForService(settings.dialect, parsed.value) } : parsed;
  const normalized = checkImageSearch(checkCustomRange(asSent, new Date(now())), settings);
  const base = {
    id,
    // A range that fails its check is still recorded as asked: the form shows it again to be fixed.
    request: asSent.ok ? asSent.value : { query: message.request.query },
    source: message.source,
    startedAt: now(),
    ...(message.note !== undefined && { note: message.note }),
  };
  // The cache is looked up while the browser says whether the API's origin may be reached (a call
  // to the browser, the longest step of a stopped worker's first search): neither waits on the
  // other. What the lookup finds is used only once every check has passed.
  const keyRead = searchCacheKey(deps, settings, base.request, run.private);
  const hitRead = message.refresh ? Promise.resolve(undefined) : keyRead.then((key) => cachedAnswer(deps.cache, key));
  void Promise.allSettled([keyRead, hitRead]);
  const preflight = await checkSearchSettings(settings, normalized, deps.hasHostPermission);
  if (!preflight.ok) {
    const record: SearchRecord = { ...base, status: 'error', error: preflight.error, finishedAt: now() };
    return failed(run, record, preflight.error);
  }

  const preferences = await preferencesRead;
  const key = await keyRead;
  const hit = await hitRead;
  if (hit) {
    const record: SuccessRecord = {
      ...base,
      status: 'success',
      finishedAt: now(),
      billed: 0,
      cachedAt: hit.fetchedAt,
    };
    const outcome: SearchOutcome = { ok: true, record, response: hit.response };
    run.answered(outcome);
    await (run.replyShown ?? afterTheReply)();
    const books = keepBooks(deps, record, hit.response, run.private, message.more, cacheHitEvent(record, hit.response));
    await run.show(record);
    run.settled();
    await books;
    return outcome;
  }

  // Past the daily budget, nothing is sent until the person says "Search anyway" (overBudgetOk).
  // Only here, after the cache: a cached answer costs nothing and is never stopped.
  const basis = await budgetRead;
  // From the check to the reservation nothing is awaited: no other search can pass between.
  const ledger = deps.usage?.ledger.snapshot();
  const overBudget = budgetError(basis, ledger, deps.running.total(), base.request, now());
  if (overBudget) {
    const record: SearchRecord = { ...base, status: 'error', error: overBudget, finishedAt: now() };
    return failed(run, record, overBudget);
  }
  const expected = searchCost(ledger, base.request);
  const release = deps.running.reserve(id, expected);
  try {
    return await sendSearch(deps, run, { base, settings, key, preferences, expected, release });
  } finally {
    release();
  }
}

interface Sending {
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
async function sendSearch(deps: RunDeps, run: Run, sending: Sending): Promise<SearchOutcome> {
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
  run.settled();
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
const afterTheReply = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function failed(run: Run, record: SearchRecord, error: SearchError): Promise<SearchOutcome> {
  const outcome: SearchOutcome = { ok: false, record, error };
  await run.show(record);
  run.answered(outcome);
  return outcome;
}

/** A cache that cannot be read is a miss: the search goes to the API. */
async function cachedAnswer(cache: SearchCache | undefined, key: string) {
  try {
    return await cache?.get(key);
  } catch {
    return undefined;
  }
}

/**
 * A shown answer's books. The history (IndexedDB, no page hears of it but through a small
 * signal) is written at once, so the answer outlives a worker stopped right after it; the
 * ledger, whose change every open page receives, once the page has had time to paint.
 */
async function keepBooks(
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
