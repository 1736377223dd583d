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
}

async function recordFirstFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: FirstFrame[] = [];
    Object.assign(globalThis, { firstFrames: frames });
    const mark = performance.mark.bind(performance);
    performance.mark = (name: string, options?: PerformanceMarkOptions) => {
      if (name === 'results-frame') {
        frames.push({ rows: document.querySelectorAll('.result-list > .result').length });
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

/** A news answer of `count` stories. */
function newsOf(query: string, count: number): object {
  return {
    status: 'SUCCESS',
    searchParameters: { query, type: 'news' },
    news: Array.from({ length: count }, (_, i) => ({
      title: `${query} news ${i + 1}`,
      link: `https://news.example/${encodeURIComponent(query)}/${i + 1}`,
      snippet: 'A story of the day.',
      source: 'Example News',
      position: i + 1,
    })),
    credits: 1,
  };
}

/** An images answer of `count` tiles (pictures on a name that never resolves: none loads). */
function imagesOf(query: string, count: number): object {
  return {
    status: 'SUCCESS',
    searchParameters: { query, type: 'images' },
    images: Array.from({ length: count }, (_, i) => ({
      title: `${query} ${i + 1}`,
      imageUrl: `https://pictures.invalid/${i + 1}.png`,
      imageWidth: 800,
      imageHeight: 600,
      link: `https://example.org/${encodeURIComponent(query)}/${i + 1}`,
      position: i + 1,
    })),
    credits: 1,
  };
}

test('every type’s list paints a long answer’s first screen first: a grid its first 48 tiles, and each new answer again from its first', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  // Each frame's grid as that frame paints it (read in its requestAnimationFrame callback): how
  // many tiles, and whose answer they are (the first tile's title).
  await panel.evaluate(() => {
    const frames: Array<{ tiles: number; first: string }> = [];
    Object.assign(globalThis, { gridFrames: frames });
    const look = () => {
      const tiles = document.querySelectorAll('ol[aria-label="Results"] > li');
      frames.push({ tiles: tiles.length, first: tiles[0]?.textContent ?? '' });
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const firstFrameOf = (query: string) =>
    panel.evaluate(
      (query) =>
        (globalThis as unknown as { gridFrames: Array<{ tiles: number; first: string }> }).gridFrames.find((frame) =>
          frame.first.startsWith(`${query} 1`),
        )?.tiles,
      query,
    );
  const tiles = panel.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await panel.getByRole('tablist', { name: 'Search type' }).getByRole('tab', { name: 'Images' }).click();

  for (const query of ['lighthouses', 'windmills']) {
    api.enqueue({ status: 200, body: imagesOf(query, 100) });
    await searchFor(panel, query);
    await expect(tiles).toHaveCount(100);
    await expect(tiles.nth(99)).toContainText(`${query} 100`);
    expect(await firstFrameOf(query)).toBe(48);
  }
  // News, like every list, by its first ten.
  api.enqueue({ status: 200, body: newsOf('windmills', 30) });
  await panel.getByRole('tablist', { name: 'Search type' }).getByRole('tab', { name: 'News' }).click();
  await expect(tiles).toHaveCount(30);
  expect(await firstFrameOf('windmills news')).toBe(10);
  expect(api.searchRequests()).toHaveLength(3);
});

/** Each frame as it paints (read in its requestAnimationFrame callback): the first result's title, the credit lines. */
async function recordEveryFrame(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frames: Array<{ first: string; rows: number; creditLines: number }> = [];
    Object.assign(globalThis, { everyFrame: frames });
    const look = () => {
      frames.push({
        first: document.querySelector('.result-list > .result a')?.textContent ?? '',
        rows: document.querySelectorAll('.result-list > .result').length,
        creditLines: document.querySelectorAll('section.credits p').length,
      });
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

/** The frames that showed `query`'s answer, from the first. */
const framesOf = (page: Page, query: string) =>
  page.evaluate(
    (query) =>
      (
        globalThis as unknown as { everyFrame: Array<{ first: string; rows: number; creditLines: number }> }
      ).everyFrame.filter((frame) => frame.first.startsWith(query)),
    query,
  );

test('under a first screen of results, the credits come in a frame right after it, whole; under a shorter answer, in its first frame (no line pops in after)', async ({
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
  await recordEveryFrame(panel);
  /** Searches `query` for an answer of `count` results; once it shows them and both credit lines, the frames that showed it. */
  const framesOfAnswer = async (query: string, count: number) => {
    api.enqueue({ status: 200, body: answerOf(query, count) });
    await searchFor(panel, query);
    await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toContainText(query);
    await expect(credits.locator('p')).toHaveCount(2);
    return framesOf(panel, query);
  };

  // Ten results fill the first screen: what is under them (the credits) is off screen, and renders
  // once that screen is painted, a frame or two after it; never one line of the two.
  const long = await framesOfAnswer('snow leopard', 10);
  expect(long[0]).toMatchObject({ rows: 10, creditLines: 0 });
  expect(long.findIndex((frame) => frame.creditLines > 0)).toBeLessThanOrEqual(2);
  expect(long.filter((frame) => frame.creditLines > 0 && frame.creditLines !== 2)).toEqual([]);

  // Eight results leave room under them: the credits are whole in the frame that shows the answer.
  const short = await framesOfAnswer('sea otter', 8);
  expect(short[0]).toMatchObject({ rows: 8, creditLines: 2 });
  expect(api.searchRequests()).toHaveLength(3);
});

test('the progress ring shows only once a search has taken a moment, and turns only where motion is welcome', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  api.enqueue({ hang: true });
  api.enqueue({ hang: true });
  const panel = await openPage('sidepanel.html');
  const ring = panel.locator('.progress .spinner');
  // What each of the ring's animations waits before it starts, and whether it turns the ring.
  const ringAnimations = () =>
    ring.evaluate((element) =>
      element.getAnimations().map((animation) => ({
        delay: animation.effect?.getTiming().delay,
        turns: (animation as CSSAnimation).animationName === 'spin',
      })),
    );

  await searchFor(panel, 'paris');
  await expect(panel.getByText(/Searching/)).toBeVisible();
  // Said at once in words; the ring is drawn from 300 ms on (an answer before then never flashes
  // it, and its frame is not held to the display's next tick by a turning ring).
  expect(await ringAnimations()).toEqual([
    { delay: 300, turns: false },
    { delay: 300, turns: true },
  ]);
  await expect.poll(() => ring.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');

  await panel.emulateMedia({ reducedMotion: 'reduce' });
  await searchFor(panel, 'rome');
  await expect(panel.getByText(/rome/)).toBeVisible();
  expect(await ringAnimations()).toEqual([{ delay: 300, turns: false }]);
  await expect.poll(() => ring.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
});
