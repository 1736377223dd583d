import { DEFAULT_NUMBER_OF_RESULTS, type SearchRequest } from '../api/search-options';
import type { SearchResponse } from '../api/search-response';
import { historyPagesSchema, type HistoryPage } from './history-schema';

export type { HistoryPage } from './history-schema';

/** The last page a past search holds: its last further page, else its own page (1). */
export function lastPageHeld(entry: { request: Pick<SearchRequest, 'page'>; pages?: readonly HistoryPage[] }): number {
  return entry.pages?.at(-1)?.page ?? entry.request.page ?? 1;
}

/**
 * The further pages a past search holds, each checked on its own: whole page numbers above 1 in
 * rising order (a repeated or damaged one is dropped alone); undefined when there is none.
 */
export function checkHistoryPages(value: unknown): HistoryPage[] | undefined {
  return historyPagesSchema.parse(value);
}

/**
 * The further pages of a search recorded before the history said which pages it holds (the
 * migration to database version 2). Its results then had `pageStarts` exactly when More
 * results had added a page; how many is not recorded, so it is told from how many results it
 * holds at the size it asked for (at least page 2). Erring high skips a page the person never
 * saw; erring low would bill a page they have again — the fault this record exists to end.
 */
export function inferredPages(
  request: Pick<SearchRequest, 'numberOfResults' | 'page'>,
  response: Pick<SearchResponse, 'pageStarts'>,
  resultCount: number,
): HistoryPage[] | undefined {
  if (!Array.isArray(response.pageStarts) || response.pageStarts.length === 0) return undefined;
  const size = request.numberOfResults ?? DEFAULT_NUMBER_OF_RESULTS;
  const first = request.page ?? 1;
  const last = Math.max(first + 1, first - 1 + Math.ceil(resultCount / size));
  const pages: HistoryPage[] = [];
  // Every page counted as adding something: the record cannot say which brought nothing new.
  for (let page = first + 1; page <= last; page += 1) pages.push({ page, added: 1 });
  return pages;
}
