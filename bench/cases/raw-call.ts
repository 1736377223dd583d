import type { Page } from '@playwright/test';

/**
 * The search request as the extension sends it (its headers, body and fetch options), built here
 * and handed to the page: both floors below send exactly this.
 */
function searchRequest(apiOrigin: string, apiKey: string, body: string) {
  return {
    url: `${apiOrigin}/v1/search`,
    init: {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', 'X-API-Key': apiKey },
      body,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      cache: 'no-store',
    } as const,
  };
}

/**
 * One raw API call from an extension page: `fetch` of /v1/search with the extension's
 * headers and body, until the body is read and JSON-parsed. The baseline every
 * extension figure is compared with.
 */
export function rawCall(page: Page, apiOrigin: string, apiKey: string, body: string): Promise<number> {
  return page.evaluate(
    async ({ url, init }) => {
      const start = performance.now();
      const response = await fetch(url, init);
      JSON.parse(await response.text());
      return performance.now() - start;
    },
    searchRequest(apiOrigin, apiKey, body),
  );
}

/**
 * The raw call as a bare page shows it: Enter pressed in a plain text box (the same input path as
 * the panel's search box), then `fetch` of /v1/search, JSON.parse, the titles written into a list,
 * and the frame that paints them (requestAnimationFrame, then a task: the app's own painted mark).
 * A page can show nothing sooner: this floor waits for the same display frames the panel does.
 * Runs in the page it is given, with a box and a list of its own that it removes after.
 */
export async function rawCallPainted(page: Page, apiOrigin: string, apiKey: string, body: string): Promise<number> {
  await page.evaluate(
    ({ url, init }) => {
      const box = document.body.appendChild(document.createElement('input'));
      box.id = 'bench-floor-box';
      box.style.cssText = 'position:fixed;top:0;left:0;width:120px;z-index:9';
      const done = new Promise<number>((resolve, reject) => {
        box.addEventListener(
          'keydown',
          (event) => {
            if (event.key !== 'Enter') return;
            const start = performance.now();
            void fetch(url, init)
              .then((response) => response.text())
              .then((text) => {
                const answer = JSON.parse(text) as { organic?: Array<{ title?: string }> };
                const list = document.body.appendChild(document.createElement('ol'));
                list.id = 'bench-floor-list';
                list.style.cssText = 'position:fixed;top:24px;left:0;z-index:9;background:#fff';
                for (const result of answer.organic ?? []) {
                  list.appendChild(document.createElement('li')).textContent = result.title ?? '';
                }
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
              })
              .catch(reject);
          },
          { once: true },
        );
      });
      Object.assign(globalThis, { benchFloorDone: done });
    },
    searchRequest(apiOrigin, apiKey, body),
  );
  await page.locator('#bench-floor-box').press('Enter');
  return page.evaluate(async () => {
    const elapsed = await (globalThis as unknown as { benchFloorDone: Promise<number> }).benchFloorDone;
    document.getElementById('bench-floor-box')?.remove();
    document.getElementById('bench-floor-list')?.remove();
    return elapsed;
  });
}
