/**
 * `site:` terms in a query, which the API (like the search engines it fronts) reads as "only
 * results from this host". Pure text: no browser API, so the menu and the pages share it.
 */

/** The query's words without any `site:` term, joined by single spaces. */
export function withoutSiteTerms(query: string): string {
  return query
    .split(/\s+/u)
    .filter((word) => word !== '' && !/^site:/iu.test(word))
    .join(' ');
}

/**
 * The query narrowed to one site, the `site:` term first (what a person typing it would
 * write, and what "This site only" and the page's menu put in the box). A `site:` term
 * already there is replaced: asking for two sites at once finds nothing.
 */
export function siteFirst(host: string, query: string): string {
  const rest = withoutSiteTerms(query);
  return rest === '' ? `site:${host}` : `site:${host} ${rest}`;
}
