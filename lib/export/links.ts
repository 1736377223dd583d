import type { ExportedResult } from './exported-results';

/** "Copy all links": the shown links, one per line, in rank order (titles without a link are skipped). */
export function linksText(results: readonly ExportedResult[]): string {
  return results
    .map((result) => result.link)
    .filter((link) => link !== '')
    .join('\n');
}
