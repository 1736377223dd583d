import type { UsageRecorder } from './usage-recorder';
import type { CurrentSearch } from './current-search';

export type SuccessState = Extract<CurrentSearch, { status: 'success' }>;

/**
 * A shown answer's bookkeeping: the ledger counts every search's credits (a cache hit counts
 * what it saved); the history keeps no private window's search.
 */
export async function recordSearch(usage: UsageRecorder, state: SuccessState, isPrivate: boolean): Promise<void> {
  const fromCache = state.cachedAt !== undefined;
  await Promise.all([
    usage.ledger.billed({
      at: state.finishedAt,
      credits: state.billed ?? 0,
      source: state.source,
      ...(fromCache && { saved: state.response.credits ?? 0 }),
    }),
    !isPrivate &&
      usage.history.remember({
        id: state.id,
        request: state.request,
        source: state.source,
        at: state.finishedAt,
        credits: state.billed,
        cached: fromCache,
        response: state.response,
      }),
  ]);
}
