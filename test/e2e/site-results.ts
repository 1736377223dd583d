import type { Page } from '@playwright/test';
import type { SearchApi } from '../search-api/server';

/** Six results from five sites: two from spam.example (one on a subdomain), one on a pinned site's subdomain. */
export const SITE_RESULTS = [
  { title: 'Alpha one', link: 'https://a.example/1' },
  { title: 'Spam two', link: 'https://www.spam.example/2' },
  { title: 'Beta three', link: 'https://b.example/3' },
  { title: 'Spam four', link: 'https://news.spam.example:8443/4' },
  { title: 'Pinned five', link: 'https://docs.pinned.example/5' },
  { title: 'Gamma six', link: 'https://c.example/6' },
].map((result, index) => ({ ...result, position: index + 1, snippet: `Snippet of ${result.title}` }));

/** Makes the API's next answer those results (or `organic`), for `query`. */
export function enqueueSiteResults(
  api: SearchApi,
  query: string,
  organic: ReadonlyArray<{ title: string; link: string; position: number }> = SITE_RESULTS,
): void {
  api.enqueue({ body: { status: 'SUCCESS', searchParameters: { query }, organic, credits: 1 } });
}

/** The result titles in the order the page shows them. */
export function shownTitles(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Results' }).locator(':scope > li .result-title').allTextContents();
}
