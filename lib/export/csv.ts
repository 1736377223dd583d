import type { ExportedResult } from './exported-results';

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

/** The results as CSV: a header row, one row per result, CRLF after every row. */
export function toCsv(results: readonly ExportedResult[]): string {
  const rows = [
    [...HEADER],
    ...results.map((r) => [
      String(r.position),
      guardFormula(r.title),
      guardFormula(r.link),
      guardFormula(r.snippet),
      guardFormula(r.date),
    ]),
  ];
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
