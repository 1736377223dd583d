import { checkCustomRange } from '../api/custom-range';
import { checkImageSearch } from '../api/image-address';
import { normalizeRequest, requestKey } from '../api/normalize-request';
import { requestForService } from '../api/request-dialects';
import type { Settings } from '../settings/read-settings';
import type { SearchCache } from '../cache/search-cache';
import { cacheKey } from '../cache/cache-policy';
import type { SearchRecord, SuccessRecord } from './current-search';
import type { SearchOutcome } from './search-message';
import { checkSearchSettings } from './check-search-settings';
import { cacheHitEvent } from './record-search';
import { budgetError, readBudgetBasis } from './budget-check';
import { searchCost } from '../credits/expected-cost';
import type { Run, RunDeps } from './search-run-deps';
import { afterTheReply, failed, keepBooks, sendSearch } from './search-send';

/** What a private window's answers are cached under, in memory only. */
export const PRIVATE_CACHE_PREFIX = 'private|';

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

/** A cache that cannot be read is a miss: the search goes to the API. */
async function cachedAnswer(cache: SearchCache | undefined, key: string) {
  try {
    return await cache?.get(key);
  } catch {
    return undefined;
  }
}
