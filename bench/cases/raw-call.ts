import type { Page } from '@playwright/test';

/**
 * One raw API call from an extension page: `fetch` of /v1/search with the extension's
 * headers and body, until the body is read and JSON-parsed. The baseline every
 * extension figure is compared with.
 */
export function rawCall(page: Page, apiOrigin: string, apiKey: string, body: string): Promise<number> {
  return page.evaluate(
    async ({ url, apiKey, body }) => {
      const start = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-API-Key': apiKey },
        body,
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
      });
      JSON.parse(await response.text());
      return performance.now() - start;
    },
    { url: `${apiOrigin}/v1/search`, apiKey, body },
  );
}
