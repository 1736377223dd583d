import type { Page } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';

/**
 * What the frame that shows an answer holds (issue 29: the first screen rendered before the rest):
 * read in the page at the results-frame mark, which is set in the requestAnimationFrame callback
 * of that frame — what the DOM holds then is what that frame paints.
 */
interface FirstFrame {
  rows: number;
  creditLines: number;
}

async function recordFirstFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: FirstFrame[] = [];
    Object.assign(globalThis, { firstFrames: frames });
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      if (name === 'results-frame') {
        frames.push({
          rows: document.querySelectorAll('.result-list > .result').length,
          creditLines: document.querySelectorAll('section.credits p').length,
        });
      }
      return mark(name, options);
    };
  });
}

const firstFrames = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as { firstFrames: FirstFrame[] }).firstFrames);

/** A web answer of `count` results. */
function answerOf(query: string, count: number): object {
  return {
    status: 'SUCCESS',
    searchParameters: { query, type: 'search', engine: 'local-corpus' },
    organic: Array.from({ length: count }, (_, i) => ({
      title: `${query} result ${i + 1}`,
      link: `https://example.org/${encodeURIComponent(query)}/${i + 1}`,
      snippet: 'A snippet long enough to wrap in a narrow side panel, saying what the page is about.',
      position: i + 1,
    })),
    credits: 2,
  };
}

test('a long answer paints its first screen first and the rest right after; a short one comes whole', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await recordFirstFrames(panel);
  const results = panel.getByRole('list', { name: 'Results' }).getByRole('listitem');

  api.enqueue({ status: 200, body: answerOf('long answer', 100) });
  await searchFor(panel, 'long answer');
  await expect(results).toHaveCount(100);
  expect((await firstFrames(panel)).at(-1)?.rows).toBe(10);
  await expect(results.nth(99)).toContainText('long answer result 100');

  api.enqueue({ status: 200, body: answerOf('short answer', 8) });
  await searchFor(panel, 'short answer');
  await expect(results).toHaveCount(8);
  await expect(results.first()).toContainText('short answer result 1');
  expect((await firstFrames(panel)).at(-1)?.rows).toBe(8);
});

test('a new answer’s credit lines are whole in the frame that shows it (no line pops in after)', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  api.enqueue({ status: 200, body: answerOf('red panda', 10) });
  await searchFor(panel, 'red panda');
  const credits = panel.getByRole('region', { name: 'Credits' });
  // What the summary says once the ledger is read: the cost, and today's and this month's spend.
  await expect(credits.locator('p')).toHaveCount(2);
  await recordFirstFrames(panel);

  api.enqueue({ status: 200, body: answerOf('snow leopard', 10) });
  await searchFor(panel, 'snow leopard');
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toContainText('snow leopard');
  await expect(credits.locator('p')).toHaveCount(2);
  expect(api.searchRequests()).toHaveLength(2);
  expect((await firstFrames(panel)).at(-1)?.creditLines).toBe(2);
});
