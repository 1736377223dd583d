import type { ExportedItems } from './exported-items';
import type { ExportedResult } from './exported-results';
import type { ExportedValue } from './item-export';

const HEADER = ['position', 'title', 'link', 'snippet', 'date'] as const;

/**
 * A cell a spreadsheet could run as a formula (= + - @, and tab or CR, which some
 * spreadsheets strip first) gets a leading apostrophe, so it is shown as text (OWASP CSV injection).
 */
export function guardFormula(cell: string): string {
  return /^[=+\-@\t\r]/u.test(cell) ? `'${cell}` : cell;
}

/** RFC 4180: a field with a quote, comma, CR or LF is quoted, its quotes doubled. */
export function csvField(cell: string): string {
  return /[",\r\n]/u.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

function csvText(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The results as CSV: a header row, one row per result, CRLF after every row. */
export function toCsv(results: readonly ExportedResult[]): string {
  return csvText([
    [...HEADER],
    ...results.map((r) => [
      String(r.position),
      guardFormula(r.title),
      guardFormula(r.link),
      guardFormula(r.snippet),
      guardFormula(r.date),
    ]),
  ]);
}

/**
 * A value as a cell. Numbers are written as they are: the readers keep them finite, and a
 * number is never a formula (guarding would turn a longitude of -73.95 into text).
 */
function cell(value: ExportedValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'number' ? String(value) : guardFormula(value);
}

/** The items of a search type as CSV: `position`, `title`, then the type's own columns; the same rules as results. */
export function itemsToCsv(exported: ExportedItems): string {
  return csvText([
    ['position', 'title', ...exported.columns],
    ...exported.items.map((item) => [
      String(item.position),
      guardFormula(item.title),
      ...exported.columns.map((column) => cell(item.values[column])),
    ]),
  ]);
}
