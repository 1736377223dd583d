import type { SearchResponse } from '../api/search-response';
import type { UsageRecorder } from './usage-recorder';
import type { SuccessRecord } from './current-search';
import type { SearchMessage } from './search-message';

/** A shown answer in the ledger: every search's credits (a cache hit counts what it saved). */
export async function recordCredits(
  usage: UsageRecorder,
  record: SuccessRecord,
  response: SearchResponse,
): Promise<void> {
  const fromCache = record.cachedAt !== undefined;
  const { type, numberOfResults } = record.request;
  await usage.ledger.billed({
    at: record.finishedAt,
    credits: record.billed ?? 0,
    source: record.source,
    ...(fromCache && { saved: response.credits ?? 0 }),
    ...(type !== undefined && { type }),
    ...(numberOfResults !== undefined && { size: numberOfResults }),
  });
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
    await usage.history.appendPage(more.historyId ?? more.of, response, record.billed);
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
