import type { SearchResponse } from '../api/search-response';
import type { UsageRecorder } from './usage-recorder';
import type { SuccessRecord } from './current-search';

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

/** A shown answer in the history (no private window's search; private mode keeps none). */
export async function recordHistory(
  usage: UsageRecorder,
  record: SuccessRecord,
  response: SearchResponse,
): Promise<void> {
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
