import type { SearchResponse } from '../api/search-response';
import type { LedgerEvent } from '../credits/credit-ledger';
import type { PendingCharge } from '../credits/pending-charges';
import type { UsageRecorder } from './usage-recorder';
import type { SuccessRecord } from './current-search';
import type { SearchMessage } from './search-message';

/** What kind of request a search was, for the ledger: its type, size and page. */
function kindOf(record: SuccessRecord): Pick<LedgerEvent, 'type' | 'size' | 'page'> {
  const { type, numberOfResults, page } = record.request;
  return {
    ...(type !== undefined && { type }),
    ...(numberOfResults !== undefined && { size: numberOfResults }),
    ...(page !== undefined && page > 1 && { page }),
  };
}

/**
 * A billed answer's charge, counted the moment it arrives (its id is the search's): the credits
 * the service reported, or — when it reported none — the credits the search was expected to
 * cost, marked as not reported so they teach the estimate nothing (DESIGN §4 Credits: an
 * unknown cost is never a free one).
 */
export function chargeOf(record: SuccessRecord, expected: number): PendingCharge {
  return {
    id: record.id,
    at: record.finishedAt,
    credits: record.billed ?? expected,
    source: record.source,
    ...kindOf(record),
    ...(record.billed === undefined && { reported: false }),
  };
}

/** A cache hit in the ledger: it bills 0 and saved what the original answer was billed. */
export function cacheHitEvent(record: SuccessRecord, response: SearchResponse): LedgerEvent {
  return { at: record.finishedAt, credits: 0, source: record.source, saved: response.credits ?? 0, ...kindOf(record) };
}

/**
 * A shown answer in the history (no private window's search; private mode keeps none). A further
 * page is added to the search it belongs to, which then holds every page loaded.
 */
export async function recordHistory(
  usage: UsageRecorder,
  record: SuccessRecord,
  response: SearchResponse,
  more?: SearchMessage['more'],
): Promise<void> {
  if (more) {
    await usage.history.appendPage(more.historyId ?? more.of, record.request.page ?? 1, response, record.billed);
    return;
  }
  await usage.history.remember({
    id: record.id,
    request: record.request,
    source: record.source,
    at: record.finishedAt,
    credits: record.billed,
    cached: record.cachedAt !== undefined,
    response,
  });
}
