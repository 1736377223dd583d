import type { TypedList } from '../api/result-types';
import type { SearchRequest } from '../api/search-options';
import type { SearchResponse } from '../api/search-response';
import { itemsToCsv, toCsv } from './csv';
import { exportedItems, type ExportedItems } from './exported-items';
import { exportedExtras, exportedResults, type ExportedExtras, type ExportedResult } from './exported-results';
import { itemsToJson, toJson } from './json';
import { linksText } from './links';
import { itemsToMarkdown, toMarkdown } from './markdown';

/**
 * What the Export menu exports: web results with the blocks around them (answer box,
 * questions), or the items of another search type with that type's own columns.
 */
export type ExportSet =
  | { kind: 'web'; results: readonly ExportedResult[]; extras: ExportedExtras }
  | { kind: 'items'; exported: ExportedItems };

export type ExportFormat = 'md' | 'csv' | 'json';

/** The shown items of an answer (blocked sites out, pinned first), ready for every format. */
export function exportSetOf(response: SearchResponse, shown: TypedList): ExportSet {
  if (shown.type === 'web') {
    return { kind: 'web', results: exportedResults(shown.items), extras: exportedExtras(response) };
  }
  // exportedItems takes a type and its items together; the union was narrowed by `type` above.
  return { kind: 'items', exported: exportedItems(shown.type, shown.items as never) };
}

export function exportCount(set: ExportSet): number {
  return set.kind === 'web' ? set.results.length : set.exported.items.length;
}

export function renderExport(format: ExportFormat, request: SearchRequest, set: ExportSet): string {
  if (set.kind === 'web') {
    if (format === 'md') return toMarkdown(request.query, set.results, set.extras);
    return format === 'csv' ? toCsv(set.results) : toJson(request, set.results, set.extras);
  }
  if (format === 'md') return itemsToMarkdown(request.query, set.exported);
  return format === 'csv' ? itemsToCsv(set.exported) : itemsToJson(request, set.exported);
}

/** "Copy all links": one per line, in the order shown. */
export function exportLinks(set: ExportSet): string {
  return linksText(set.kind === 'web' ? set.results : set.exported.items);
}
