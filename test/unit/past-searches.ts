import { summarize, type HistorySummary } from '../../lib/history/search-history';

/** Past searches for these queries, newest first, as the history store lists them. */
export function pastSearches(...queries: string[]): HistorySummary[] {
  return queries.map((query, index) =>
    summarize({
      id: `h${index}`,
      request: { query },
      source: 'popup',
      at: 1000 - index,
      cached: false,
      response: { query, organic: [], relatedSearches: [], droppedResults: 0 },
    }),
  );
}
