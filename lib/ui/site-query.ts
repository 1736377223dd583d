import { withoutSiteTerms } from '../sites/site-terms';

/**
 * The query narrowed to one site: any `site:` term already in it is replaced, so
 * "Search within" a second site moves the search rather than asking for both.
 */
export function withSite(query: string, host: string): string {
  const rest = withoutSiteTerms(query);
  return rest === '' ? `site:${host}` : `${rest} site:${host}`;
}
