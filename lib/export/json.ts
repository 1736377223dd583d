import type { SearchRequest } from '../api/search-options';
import type { ExportedResult } from './exported-results';

/**
 * The search and its results as JSON (2-space indent, trailing newline); empty
 * snippet/date/link are left out rather than written as "".
 */
export function toJson(request: SearchRequest, results: readonly ExportedResult[]): string {
  const { query, ...options } = request;
  const body = {
    query,
    options,
    results: results.map(({ position, title, link, snippet, date }) => ({
      position,
      title,
      ...(link && { link }),
      ...(snippet && { snippet }),
      ...(date && { date }),
    })),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}
