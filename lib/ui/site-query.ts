/**
 * The query narrowed to one site: any `site:` term already in it is replaced, so
 * "Search within" a second site moves the search rather than asking for both.
 */
export function withSite(query: string, host: string): string {
  const rest = query
    .split(/\s+/u)
    .filter((word) => word !== '' && !/^site:/iu.test(word))
    .join(' ');
  return rest === '' ? `site:${host}` : `${rest} site:${host}`;
}
