import { callSearchApi, type RetryNotice, type SearchCall } from '../api/search-client';
import type { Result } from '../api/search-error';
import type { SearchResponse } from '../api/search-response';
import type { SearchOutcome, SearchMessage } from './search-message';
import type { Settings } from '../settings/read-settings';
import type { SearchCache } from '../cache/search-cache';
import { cacheKey, keyFingerprint, ttlFor } from '../cache/cache-policy';
import type { UsageRecorder } from './usage-recorder';
import { normalizeRequest, requestKey } from '../api/normalize-request';
import { newSearchId, type CurrentSearch } from './current-search';
import { checkSearchSettings } from './check-search-settings';
import { t } from '../i18n/messages';
import { writeFreeingSpace } from '../storage/quota';
import { memoryStateStore, writeIfCurrent, type SearchStateStore } from './search-state-store';
import { recordSearch, type SuccessState } from './record-search';
import { createBookkeeping } from './bookkeeping';

/** What a private window's answers are cached under, in memory only. */
const PRIVATE_CACHE_PREFIX = 'private|';

export interface SearchServiceDeps {
  readSettings: () => Promise<Settings>;
  /** Whether the extension may reach this origin pattern (permissions.contains). */
  hasHostPermission: (pattern: string) => Promise<boolean>;
  readState: () => Promise<CurrentSearch | null>;
  writeState: (state: CurrentSearch) => Promise<void>;
  /** The current search of private windows (see privateSearchItem); in memory when not given. */
  privateState?: SearchStateStore;
  cache?: SearchCache;
  usage?: UsageRecorder;
  callApi?: (call: SearchCall) => Promise<Result<SearchResponse>>;
  now?: () => number;
  /**
   * How long the ledger, history and cache writes wait after the results are written, so
   * that the page paints the results before it hears of the ledger's change. The answer is
   * held in memory meanwhile (see SearchCache.hold). 0 in unit tests.
   */
  bookkeepingDelayMs?: number;
  /** Frees space (cache first, then the oldest history) when the quota refuses a cache write. */
  freeSpace?: () => Promise<void>;
  /** Called once the first request has left: start-up work waits for it. */
  onRequestSent?: () => void;
  /**
   * A search's ledger, history or cache write failed (after freeing space and retrying).
   * The answer is shown all the same; the person is told once (see storage-problem.ts).
   */
  onBookkeepingFailed?: (error: unknown) => void;
}

/**
 * Runs searches for every surface: checks settings, normalizes, serves from the cache,
 * joins an identical search already in flight, calls the API, and records the outcome
 * (current search, ledger, history). Always resolves to data.
 */
export function createSearchService(deps: SearchServiceDeps) {
  const now = deps.now ?? Date.now;
  const callApi = deps.callApi ?? callSearchApi;
  const bookkeeping = createBookkeeping(deps.bookkeepingDelayMs ?? 150, deps.onBookkeepingFailed);
  const inFlight = new Map<string, Promise<SearchOutcome>>();
  /** Raised when the last private window closes: private searches started before it show and keep nothing. */
  let privateEpoch = 0;
  let fingerprintMemo: { apiKey: string; value: Promise<string> } | undefined;
  /** The key's fingerprint, computed once per key rather than once per search. */
  const fingerprintOf = (apiKey: string) => {
    if (fingerprintMemo?.apiKey !== apiKey) fingerprintMemo = { apiKey, value: keyFingerprint(apiKey) };
    return fingerprintMemo.value;
  };
  const freeing = (write: () => Promise<void>) => (deps.freeSpace ? writeFreeingSpace(write, deps.freeSpace) : write());

  /** A cache that cannot be read is a miss: the search goes to the API. */
  async function cached(key: string) {
    try {
      return await deps.cache?.get(key);
    } catch {
      return undefined;
    }
  }
  /** Ids of the searches this worker is running: a stored `loading` state with another id was cut off. */
  const runningIds = new Set<string>();
  const normalState: SearchStateStore = { read: deps.readState, write: deps.writeState };
  const privateState = deps.privateState ?? memoryStateStore();
  const stateOf = (message: Pick<SearchMessage, 'private'>) => (message.private ? privateState : normalState);

  /** `settled` runs once the outcome is shown: later identical searches start afresh from then on. */
  async function execute(message: SearchMessage, id: string, settled: () => void): Promise<SearchOutcome> {
    const epoch = privateEpoch;
    // A private search still running when the last private window closed must not bring back
    // what was forgotten (its state, its answer in memory) for the next private window to see.
    const forgotten = () => message.private === true && epoch !== privateEpoch;
    const show = (state: CurrentSearch) => (forgotten() ? Promise.resolve() : writeIfCurrent(stateOf(message), state));
    // Independent reads start together: every await before the request adds to the latency.
    const preferencesRead = deps.usage?.preferences();
    const settings = await deps.readSettings();
    const fingerprint = fingerprintOf(settings.apiKey);
    // Observed here too, so a settings error returning early leaves no unhandled rejection.
    void Promise.allSettled([preferencesRead, fingerprint]);
    const normalized = normalizeRequest(message.request);
    const base = {
      id,
      request: normalized.ok ? normalized.value : { query: message.request.query },
      source: message.source,
      startedAt: now(),
      ...(message.note !== undefined && { note: message.note }),
    };
    const preflight = await checkSearchSettings(settings, normalized, deps.hasHostPermission);
    if (!preflight.ok) {
      await show({ ...base, status: 'error', error: preflight.error, finishedAt: now() });
      return { ok: false, id, error: preflight.error };
    }

    const preferences = await preferencesRead;
    // A private window's answers live under keys of their own, in memory only: never stored,
    // never served to a normal window, never served from what a normal window searched.
    const key = `${message.private ? PRIVATE_CACHE_PREFIX : ''}${cacheKey(await fingerprint, settings.apiBaseUrl, requestKey(base.request))}`;
    const hit = message.refresh ? undefined : await cached(key);
    if (hit) {
      const state: SuccessState = {
        ...base,
        status: 'success',
        response: hit.response,
        finishedAt: now(),
        billed: 0,
        cachedAt: hit.fetchedAt,
      };
      await show(state);
      settled();
      await bookkeeping.afterPaint(() => record(state, message));
      return { ok: true, id, response: hit.response };
    }

    // The request leaves while `loading` is written; later writes queue behind that one.
    let writes = show({ ...base, status: 'loading' });
    const onRetry = (retry: RetryNotice) => {
      writes = writes.then(() => show({ ...base, status: 'loading', retry }));
    };
    const call = callApi({
      baseUrl: settings.apiBaseUrl,
      apiKey: settings.apiKey,
      request: base.request,
      onRetry,
    });
    deps.onRequestSent?.();
    const result = await call;
    await writes;
    if (!result.ok) {
      await show({ ...base, status: 'error', error: result.error, finishedAt: now() });
      if (result.error.kind === 'insufficient-credits')
        await bookkeeping.guarded(async () => deps.usage?.ledger.exhausted(now()));
      return { ok: false, id, error: result.error };
    }
    const state: SuccessState = {
      ...base,
      status: 'success',
      response: result.value,
      finishedAt: now(),
      ...(result.value.credits !== undefined && { billed: result.value.credits }),
    };
    // Held in memory before the outcome is shown and the join released: from now until the
    // record is stored, an identical search is served from here, never sent again.
    const held = forgotten()
      ? undefined
      : deps.cache?.hold(key, result.value, ttlFor(base.request, preferences?.cacheTtlMinutes ?? 0), state.finishedAt);
    // The page paints from this write; the bookkeeping follows it.
    await show(state);
    settled();
    // Private mode and private windows store nothing: the answer stays in memory only, for
    // repeats while the worker runs.
    const keepsNothing = preferences?.privateMode === true || message.private === true;
    if (held && keepsNothing) deps.cache?.release(held);
    const stored = held && !keepsNothing ? held : undefined;
    await bookkeeping.afterPaint(() =>
      Promise.all([stored && deps.cache?.persist(stored, freeing), record(state, message)]),
    );
    return { ok: true, id, response: result.value };
  }

  const record = async (state: SuccessState, message: Pick<SearchMessage, 'private'>) => {
    if (deps.usage) await recordSearch(deps.usage, state, message.private === true);
  };

  return {
    /**
     * The last private window closed: its searches' answers are dropped from memory, searches
     * still running for it will show and keep nothing, and a new private search joins none of them.
     */
    forgetPrivate(): void {
      privateEpoch += 1;
      deps.cache?.forgetHeld(PRIVATE_CACHE_PREFIX);
      for (const key of [...inFlight.keys()]) if (key.startsWith(PRIVATE_CACHE_PREFIX)) inFlight.delete(key);
    },

    /**
     * The browser stops the service worker at will; a search it was running then stays
     * `loading` in storage for ever. Called when the worker starts (and when a page's
     * message was lost): such a search becomes an error the person can retry.
     */
    async recoverInterrupted(): Promise<void> {
      await Promise.all(
        [normalState, privateState].map(async (store) => {
          const state = await store.read();
          if (state?.status !== 'loading' || runningIds.has(state.id)) return;
          await store.write({
            ...state,
            status: 'error',
            error: { kind: 'cancelled', message: t('errInterrupted') },
            finishedAt: now(),
          });
        }),
      );
    },

    /** Identical normalized searches in flight share one request and one charge. */
    search(message: SearchMessage): Promise<SearchOutcome> {
      const normalized = normalizeRequest(message.request);
      // A private window's search never joins a normal one (each writes its own window's state).
      const key = normalized.ok
        ? `${message.private ? PRIVATE_CACHE_PREFIX : ''}${requestKey(normalized.value)}`
        : undefined;
      const joined = key !== undefined ? inFlight.get(key) : undefined;
      if (joined) return joined;
      const id = message.id ?? newSearchId();
      runningIds.add(id);
      // Joining ends when the outcome is shown, not when its bookkeeping ends: a Refresh
      // must not join a search that has already answered, and a repeat right after is a
      // cache hit (the answer is held in memory until its record is stored).
      // Called only after `run` exists: execute reaches `settled` after its first await.
      const release = () => {
        if (key !== undefined && inFlight.get(key) === run) inFlight.delete(key);
      };
      const run: Promise<SearchOutcome> = execute(message, id, release).finally(() => {
        runningIds.delete(id);
        release();
      });
      if (key !== undefined) inFlight.set(key, run);
      return run;
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
