/**
 * "Copy all links": the shown links, one per line, in rank order (titles without a link are
 * skipped). Web results and every type's items alike (a place's link is its website).
 */
export function linksText(results: ReadonlyArray<{ readonly link: string }>): string {
  return results
    .map((result) => result.link)
    .filter((link) => link !== '')
    .join('\n');
}
