import { normalizeRequest, requestKey } from '../api/normalize-request';
import { keyFingerprint } from '../cache/cache-policy';
import { newSearchId, type SearchRecord, type SuccessRecord } from './current-search';
import type { AnswerOutcome, AnswerQuery, SearchMessage, SearchOutcome, SearchView } from './search-message';
import { createBookkeeping } from './bookkeeping';
import { PRIVATE_CACHE_PREFIX, runSearch, searchCacheKey } from './search-run';
import type { RunDeps } from './search-run-deps';
import { searchAnswers } from './search-answers';
import { answerLookups } from './answer-lookups';
import { writeIfCurrent } from './window-records';
import { appendPage, pageRecordOf, windowRecordActions } from './window-searches';
import { runningCosts } from './running-costs';
import type { SearchServiceDeps } from './search-service-deps';
import { shownReport } from './shown-report';

/** A search being run: the windows it is shown in, and its outcome once shown. */
interface Running {
  private: boolean;
  /** A further page of a shown search: it is added to that search, never shown in its place. */
  isPage: boolean;
  windows: Set<number>;
  latest?: SearchRecord;
  outcome: Promise<SearchOutcome>;
}

/**
 * Runs searches for every surface and window: identical searches in flight share one request
 * and one charge; each window's record follows the search shown there; the page that asked
 * gets the results in the reply, and any other page asks for them by id (DESIGN §1).
 */
export function createSearchService(deps: SearchServiceDeps) {
  const now = deps.now ?? Date.now;
  let fingerprintMemo: { apiKey: string; value: Promise<string> } | undefined;
  const runDeps: RunDeps = {
    ...deps,
    now,
    bookkeeping: createBookkeeping(deps.bookkeepingDelayMs ?? 150, deps.onBookkeepingFailed),
    running: deps.running ?? runningCosts(),
    /** The key's fingerprint, computed once per key rather than once per search. */
    fingerprintOf: (apiKey) => {
      if (fingerprintMemo?.apiKey !== apiKey) fingerprintMemo = { apiKey, value: keyFingerprint(apiKey) };
      return fingerprintMemo.value;
    },
  };
  const answers = searchAnswers({
    cache: deps.cache,
    usage: deps.usage,
    cacheKeyOf: async (request) => {
      const settings = await deps.readSettings();
      return settings.apiKey && settings.apiBaseUrl ? searchCacheKey(runDeps, settings, request, false) : undefined;
    },
  });
  /** Runs by their coalescing key while they may be joined, and by id until their books are kept. */
  const joinable = new Map<string, Running>();
  const running = new Map<string, Running>();
  const finishing = new Set<Promise<unknown>>();
  /** Raised when the last private window closes: private searches started before show and keep nothing. */
  let privateEpoch = 0;
  /** Searches whose page will say when it has painted their answer, by id: what ends the wait. */
  const shownWaits = new Map<string, () => void>();

  const showIn = (windowId: number, record: SearchRecord) => writeIfCurrent(deps.records, windowId, record);
  const addPage = (windowId: number, shownId: string, record: SuccessRecord) =>
    appendPage(deps.records, windowId, shownId, pageRecordOf(record));

  function join(run: Running, view: SearchView): void {
    if (run.isPage || view.windowId === undefined || run.windows.has(view.windowId)) return;
    run.windows.add(view.windowId);
    if (run.latest) void showIn(view.windowId, run.latest);
  }

  function start(message: SearchMessage, view: SearchView, key: string | undefined): Running {
    const id = message.id ?? newSearchId();
    const epoch = privateEpoch;
    // A private search still running when the last private window closed must not bring back
    // what was forgotten (its record, its answer in memory) for the next private window to see.
    const forgotten = () => view.private && epoch !== privateEpoch;
    let answered: (outcome: SearchOutcome) => void = () => undefined;
    const { more } = message;
    const run: Running = {
      private: view.private,
      isPage: more !== undefined,
      windows: new Set(view.windowId === undefined || more ? [] : [view.windowId]),
      outcome: new Promise((resolve) => (answered = resolve)),
    };
    // Joining ends when the outcome is handed over, not once it is painted: a Refresh must not join
    // a search that has answered, and a repeat right after is a cache hit (search-send.ts holds it).
    const release = () => {
      if (key !== undefined && joinable.get(key) === run) joinable.delete(key);
    };
    // A further page is added to what is shown; only a new answer waits for its page's report.
    const replyShown = message.reportsShown && !more ? shownReport(shownWaits, id) : undefined;
    const done = runSearch(runDeps, {
      id,
      message,
      private: view.private,
      forgotten,
      ...(replyShown && { replyShown }),
      show: async (record) => {
        if (forgotten()) return;
        run.latest = record;
        await Promise.all([...run.windows].map((windowId) => showIn(windowId, record)));
      },
      answered: (outcome) => {
        if (outcome.ok && !forgotten()) {
          answers.remember(outcome.record, outcome.response, view.private);
          if (more && view.windowId !== undefined) void addPage(view.windowId, more.of, outcome.record);
        }
        answered(outcome);
        release();
      },
    })
      .then(answered)
      .finally(() => {
        running.delete(id);
        shownWaits.delete(id);
        release();
        finishing.delete(done);
      });
    finishing.add(done);
    running.set(id, run);
    if (key !== undefined) joinable.set(key, run);
    return run;
  }

  async function answer(query: AnswerQuery, view: SearchView): Promise<AnswerOutcome> {
    const run = running.get(query.id);
    if (run && run.private === view.private) {
      const outcome = await run.outcome;
      if (outcome.ok) return outcome;
    }
    return answers.find(query, view);
  }

  return {
    /** Runs a search (or joins the identical one in flight) and resolves, once it is shown, to its outcome. */
    search(message: SearchMessage, view: SearchView): Promise<SearchOutcome> {
      const normalized = normalizeRequest(message.request);
      // A private window's search never joins a normal one.
      const key = normalized.ok
        ? `${view.private ? PRIVATE_CACHE_PREFIX : ''}${requestKey(normalized.value)}`
        : undefined;
      const joined = key === undefined ? undefined : joinable.get(key);
      if (joined) {
        join(joined, view);
        if (!message.overBudgetOk) return joined.outcome;
        // "Search anyway" that met the same search still in flight: if that one was held back
        // by the budget, this one is sent all the same (joining is over once it has settled).
        return joined.outcome.then((outcome) =>
          !outcome.ok && outcome.error.kind === 'over-budget' ? start(message, view, key).outcome : outcome,
        );
      }
      return start(message, view, key).outcome;
    },

    /** A search's results by id, for a page that did not ask: waits for it if it is running. */
    answer,

    /** The page that asked has painted this search's answer: the books it waited with are written now. */
    answerShown(id: string): void {
      shownWaits.get(id)?.();
      shownWaits.delete(id);
    },

    /**
     * Makes an answer the window's current search, by id — no request, nothing billed again: the
     * quick-look card's Open in side panel, whose panel then shows it like any window's search.
     */
    async showInWindow(query: AnswerQuery, view: SearchView): Promise<boolean> {
      const found = await answer(query, view);
      if (!found.ok || view.windowId === undefined) return false;
      const record = { ...found.record, id: query.id, startedAt: now(), finishedAt: now() };
      answers.remember(record, found.response, view.private);
      await showIn(view.windowId, record);
      return true;
    },

    ...answerLookups({ run: runDeps, answers, showIn, now }),

    ...windowRecordActions(deps.records, (id) => running.has(id), now),

    /**
     * The last private window closed: its searches' answers are dropped from memory, searches
     * still running for it will show and keep nothing, and a new private search joins none of them.
     */
    forgetPrivate(): void {
      privateEpoch += 1;
      deps.cache?.forgetHeld(PRIVATE_CACHE_PREFIX);
      answers.forgetPrivate();
      for (const [key, run] of [...joinable]) if (run.private) joinable.delete(key);
    },

    /** Resolves once every search started so far has kept its books (tests, and the worker's shutdown). */
    async whenIdle(): Promise<void> {
      while (finishing.size > 0) await Promise.allSettled([...finishing]);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
