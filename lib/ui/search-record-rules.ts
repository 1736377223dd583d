import { sameData } from '../storage/same-data';
import type { SearchRequest } from '../api/search-options';
import { normalizeRequest } from '../api/normalize-request';
import type { SearchRecord, SuccessRecord } from '../search/current-search';
import type { SearchMessage, SearchOutcome } from '../search/search-message';

/** Whether two records say the same (the reply's record and the window's, read back from storage after it). */
export function sameRecord(shown: SearchRecord | null | undefined, next: SearchRecord): boolean {
  return shown?.id === next.id && sameData(shown, next);
}

/** Whether `shown` gives way to `answered`: the same search, or one started no later (the worker's rule, writeIfCurrent). */
export function isNotNewer(shown: SearchRecord | null | undefined, answered: SearchRecord): boolean {
  return !shown || shown.id === answered.id || shown.startedAt <= answered.startedAt;
}

/** A shown search with a further page added (a results tab keeps its record itself). */
export function withPage(
  shown: SearchRecord | null | undefined,
  shownId: string,
  page: SuccessRecord,
): SearchRecord | null | undefined {
  if (shown?.status !== 'success' || shown.id !== shownId) return shown;
  const entry = {
    id: page.id,
    page: page.request.page ?? 1,
    ...(page.billed !== undefined && { billed: page.billed }),
    ...(page.cachedAt !== undefined && { cachedAt: page.cachedAt }),
  };
  const pages = (shown.pages ?? []).filter((known) => known.page !== entry.page);
  return { ...shown, pages: [...pages, entry].sort((a, b) => a.page - b.page) };
}

/** The record an outcome leaves: its own, or (a message never delivered) an error record made here. */
export function outcomeRecord(id: string, message: SearchMessage, outcome: SearchOutcome): SearchRecord {
  if (outcome.ok) return outcome.record;
  if (outcome.record) return outcome.record;
  const now = Date.now();
  const base = { id, request: requestOf(message), source: message.source, startedAt: now };
  return { ...base, status: 'error', error: outcome.error, finishedAt: now };
}

/** The request as it will be sent (the form's fields normalized), for what the page shows meanwhile. */
export function requestOf(message: SearchMessage): SearchRequest {
  const normalized = normalizeRequest(message.request);
  return normalized.ok ? normalized.value : { query: message.request.query };
}
