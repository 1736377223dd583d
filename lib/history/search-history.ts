import { typedList } from '../api/result-types';
import { requestKey } from '../api/normalize-request';
import { jsonBytes } from '../storage/byte-size';
import { historySummarySchema, MAX_READS, type HistoryEntry, type PageRead } from './history-schema';

export type { HistoryEntry, PageRead } from './history-schema';
export { MAX_READS } from './history-schema';

/** A search's reads with one more: the newest first, a page read again moved to the front, capped. */
export function withRead(reads: readonly PageRead[] | undefined, read: PageRead): PageRead[] {
  return [read, ...(reads ?? []).filter((earlier) => earlier.url !== read.url)].slice(0, MAX_READS);
}

/**
 * What the history list shows and filters, stored apart from the results so that opening
 * the list reads a few hundred bytes per search, not every search's results.
 */
export type HistorySummary = Omit<HistoryEntry, 'response'> & {
  /** The normalized request: one record per distinct search. */
  requestKey: string;
  resultCount: number;
  /** The results' titles, one per line, for the filter. */
  titles: string;
  /** UTF-8 bytes of the summary and the results together, for the byte cap. */
  bytes: number;
  /**
   * Its answer's related searches and "People also ask" questions: suggestions that cost nothing
   * (issue 40). Absent in searches recorded before they were kept, and where the answer had none.
   */
  related?: string[];
};

/** At most this many related searches and questions are kept with a past search. */
const MAX_RELATED = 16;

/** What storage.local held before the history moved to IndexedDB ("searchHistory", version 1): newest first. */
export interface LegacyHistoryValue {
  entries: Array<HistoryEntry & { bytes: number }>;
}

/** At most this many searches and bytes (UTF-8); the oldest go first. */
export const HISTORY_LIMITS = { maxEntries: 1_000, maxBytes: 25_000_000 } as const;

export function summarize(entry: HistoryEntry): HistorySummary {
  const { response, ...rest } = entry;
  // The items of the search's own type (a news search's articles, not its empty web list).
  const titles: string[] = [];
  for (const item of typedList(response).items) titles.push(item.title);
  const summary: HistorySummary = {
    ...rest,
    requestKey: requestKey(entry.request),
    resultCount: titles.length,
    titles: titles.join('\n'),
    bytes: 0,
  };
  const related = [...response.relatedSearches, ...(response.peopleAlsoAsk ?? []).map((asked) => asked.question)];
  if (related.length > 0) summary.related = related.slice(0, MAX_RELATED);
  summary.bytes = jsonBytes(summary) + jsonBytes(response);
  return summary;
}

/** Whether a stored value has the shape of a past search's summary (historySummarySchema): a damaged one is dropped alone. */
export function isHistorySummary(value: unknown): value is HistorySummary {
  return historySummarySchema.safeParse(value).success;
}

/** Entries whose query or result titles contain every word of the filter (case-insensitive). */
export function filterHistory(entries: HistorySummary[], filter: string): HistorySummary[] {
  const words = filter.toLowerCase().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return entries;
  return entries.filter((entry) => {
    const text = `${entry.request.query}\n${entry.titles}`.toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
