import type { OrganicResult } from '../api/search-response';
import { safeLinkUrl } from '../text/safe-url';

/** One result as the page shows it: rank order, and the link only where it is shown as one. */
export interface ExportedResult {
  position: number;
  title: string;
  /** The href the page renders (http/https only), '' where the title is not a link. */
  link: string;
  snippet: string;
  date: string;
}

/** The shown results, in the order and form the result list renders them. */
export function exportedResults(results: readonly OrganicResult[]): ExportedResult[] {
  return [...results]
    .sort((a, b) => a.position - b.position)
    .map((result) => ({
      position: result.position,
      title: result.title,
      link: safeLinkUrl(result.link) ?? '',
      snippet: result.snippet ?? '',
      date: result.date ?? '',
    }));
}
