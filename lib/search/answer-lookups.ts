import { normalizeRequest } from '../api/normalize-request';
import { newSearchId, type SearchRecord } from './current-search';
import type { SearchMessage, SearchOutcome, SearchView } from './search-message';
import { searchCacheKey } from './search-run';
import type { RunDeps } from './search-run-deps';
import type { SearchAnswers } from './search-answers';
import { searchCost } from '../credits/expected-cost';

export interface LookupDeps {
  run: RunDeps;
  answers: SearchAnswers;
  /** Shows a record in a window (its current search). */
  showIn: (windowId: number, record: SearchRecord) => Promise<unknown>;
  now: () => number;
}

/**
 * What the search service answers without a request: whether a search would come from the
 * cache (the cost shown before it runs), and a past search shown again from the history.
 */
export function answerLookups({ run, answers, showIn, now }: LookupDeps) {
  return {
    /**
     * What a search would cost if sent now: nothing when the cache has its answer, else what it
     * is expected to cost by the ledger as it stands this moment (charges not yet written in);
     * nothing is sent. No figure when the request is not one that could be sent.
     */
    async searchCost(
      input: SearchMessage['request'],
      view: SearchView,
    ): Promise<{ cached: boolean; expected?: number }> {
      const normalized = normalizeRequest(input);
      if (!normalized.ok) return { cached: false };
      const ledger = run.usage?.ledger.current().catch(() => undefined);
      const settings = await run.readSettings();
      if (settings.apiKey === '' || settings.apiBaseUrl === '') return { cached: false };
      const key = await searchCacheKey(run, settings, normalized.value, view.private);
      const cached = (await run.cache?.get(key).catch(() => undefined)) !== undefined;
      return { cached, expected: searchCost(await ledger, normalized.value) };
    },

    /** Shows a past search in the asking page's window, from the history: no request. */
    async reopen(historyId: string, view: SearchView): Promise<SearchOutcome | undefined> {
      const found = await answers.find({ id: newSearchId(), historyId }, { private: false });
      if (!found.ok) return undefined;
      const record = { ...found.record, startedAt: now(), finishedAt: now() };
      answers.remember(record, found.response, view.private);
      if (view.windowId !== undefined) await showIn(view.windowId, record);
      return { ok: true, record, response: found.response };
    },
  };
}
