import type { Page } from '@playwright/test';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { configureExtension, expect, gotoExtensionPage, launchReady, test } from './fixtures';
import { scrollThrough, watchImageLoads, type ImageLoadWatch } from './image-loads';
import { searchFor } from './pages';

/*
 * Issue 28: pictures that hang must never take down the searches a person pays for. The
 * extension's pages and its worker share one process, which Chromium lets hold about 1,350
 * requests open; pictures on a host that answers late, or whose name takes seconds to fail,
 * stay open that long. Here both are real, on loopback: a picture host that answers after 5 s
 * (the local API's https listener) and a DNS resolver that takes 2.5 s per question (its
 * /dns-query, which Chromium asks twice: each outside name fails after about 5 s). Before the
 * panel bounded its picture loads, these rounds piled up well over a thousand of them and the
 * worker's next search was refused by the browser (net::ERR_INSUFFICIENT_RESOURCES).
 */

const ROUNDS = 24;
const TILES = 100;

const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Search type' }).getByRole('tab', { name });

/** 100 pictures, every one new: half on the late host, half on names that fail slowly. */
function imagesAnswer(pictures: SearchApi, round: number, query: string): object {
  return {
    status: 'SUCCESS',
    searchParameters: { query, type: 'images' },
    organic: [],
    images: Array.from({ length: TILES }, (_, index) => {
      const thumbnailUrl =
        index % 2 === 0
          ? `${pictures.tlsUrl}/thumbs/late-${round}-${index}-275x183.png`
          : `https://pictures-${index % 4}.slow-names.test/r${round}/${index}.jpg`;
      return {
        title: `Picture ${index + 1} of round ${round}`,
        imageUrl: thumbnailUrl,
        imageWidth: 1200,
        imageHeight: 800,
        thumbnailUrl,
        thumbnailWidth: 275,
        thumbnailHeight: 183,
        source: 'Slow Pictures',
        link: `https://slow-pictures.example/${round}/${index}`,
        position: index + 1,
      };
    }),
    credits: 1,
  };
}

/** Web results with a knowledge panel whose picture is on a name that fails slowly (or the late host). */
function webAnswer(pictures: SearchApi, round: number, query: string): object {
  return {
    status: 'SUCCESS',
    searchParameters: { query, type: 'search' },
    knowledgeGraph: {
      title: `Entity of round ${round}`,
      imageUrl:
        round % 2 === 0
          ? `https://entity-${round}.slow-names.test/portrait.jpg`
          : `${pictures.tlsUrl}/thumbs/entity-late-${round}-330x330.png`,
      description: 'A knowledge panel whose picture takes its time.',
      attributes: { Round: String(round) },
    },
    organic: Array.from({ length: 10 }, (_, index) => ({
      title: `Answer ${round}.${index + 1} for ${query}`,
      link: `https://answers.example/${round}/${index + 1}`,
      snippet: 'A result, shown whatever its pictures do.',
      position: index + 1,
    })),
    credits: 1,
  };
}

test('pictures on a host that answers after 5 s, or whose name takes 5 s to fail, never starve a search', async ({
  api,
}) => {
  test.setTimeout(240_000);
  const pictures = await startSearchApi({ tls: true, thumbnailLatencyMs: 5_000, dnsDelayMs: 2_500, rateLimit: false });
  const { context, worker, extensionId } = await launchReady({ slowNameResolver: `${pictures.tlsUrl}/dns-query` });
  try {
    await configureExtension(worker);
    // Two panels (two windows, say, or a panel and a results tab): the process is the same.
    const panels = [await context.newPage(), await context.newPage()];
    const loads = await Promise.all(panels.map((page) => watchImageLoads(context, page)));
    for (const page of panels) await gotoExtensionPage(page, extensionId, `sidepanel.html`);
    let panel = panels[0] as Page;
    // The worker's requests to the API that the browser failed, with its reason.
    const refused: string[] = [];
    context.on('requestfailed', (request) => {
      if (request.url().startsWith(api.url)) refused.push(`${request.url()}: ${request.failure()?.errorText ?? ''}`);
    });
    let searches = 0;
    /** The answer shown, and the search sent as the type asked for (web: no resultType). */
    const expectAnswered = async (firstTitle: string, resultType?: 'images') => {
      searches += 1;
      const answer = results(panel).getByRole('link', { name: firstTitle, exact: true });
      await expect(answer.or(panel.getByRole('alert'))).toBeVisible();
      expect(refused).toEqual([]);
      await expect(panel.getByRole('alert')).toHaveCount(0);
      await expect(answer).toBeVisible();
      expect(api.searchRequests()).toHaveLength(searches);
      expect((api.searchRequests().at(-1)?.json as { resultType?: string } | undefined)?.resultType).toBe(resultType);
    };

    for (let round = 1; round <= ROUNDS; round += 1) {
      panel = panels[round % 2] as Page;
      await panel.bringToFront();
      // A web search with a knowledge panel picture in flight, replaced by the next view…
      const query = `slow pictures ${round}`;
      api.enqueue({ status: 200, body: webAnswer(pictures, round, query) });
      await searchFor(panel, query);
      await expectAnswered(`Answer ${round}.1 for ${query}`);
      await expect(panel.getByRole('region', { name: 'Knowledge panel' }).locator('img')).toHaveAttribute(
        'src',
        /^https:/u,
      );
      // …then the same query's pictures: a grid of 100, every tile passing the screen.
      api.enqueue({ status: 200, body: imagesAnswer(pictures, round, query) });
      await tab(panel, 'Images').click();
      await expectAnswered(`Picture 1 of round ${round}`, 'images');
      await expect(results(panel).getByRole('listitem')).toHaveCount(TILES);
      await scrollThrough(panel);
      await tab(panel, 'Web').click(); // from the cache: no request, and the grid's loads are given up
      await expect(results(panel).getByRole('link', { name: `Answer ${round}.1 for ${query}` })).toBeVisible();
    }
    // The pictures really were slow: the late host was asked, and so were the slow names.
    expect(pictures.thumbnailRequests().length).toBeGreaterThan(0);
    expect(pictures.dnsQuestions().some((question) => question.name.endsWith('.slow-names.test'))).toBe(true);

    // With all that in the air, ten more searches: each answered, none refused.
    for (let index = 1; index <= 10; index += 1) {
      panel = panels[index % 2] as Page;
      // Typed into a panel in view, as a person does: a hidden page's effects (the form that
      // follows the window's search) run up to a second late.
      await panel.bringToFront();
      const query = `after the pictures ${index}`;
      api.enqueue({ status: 200, body: webAnswer(pictures, ROUNDS + index, query) });
      await searchFor(panel, query);
      await expectAnswered(`Answer ${ROUNDS + index}.1 for ${query}`);
    }
    // A view replaced while its pictures load (the history opens over a grid): they are given up.
    panel = panels[0] as Page;
    await panel.bringToFront();
    api.enqueue({ status: 200, body: imagesAnswer(pictures, 99, 'one more grid') });
    await tab(panel, 'Images').click();
    await expectAnswered('Picture 1 of round 99', 'images');
    const watch = loads[0] as ImageLoadWatch;
    await expect.poll(() => watch.inFlight()).toBeGreaterThan(0);
    await panel.getByRole('button', { name: 'History' }).click();
    await expect(panel.getByRole('list', { name: 'Results' })).toHaveCount(0);
    await expect.poll(() => watch.inFlight()).toBe(0);

    // A few pictures at a time, whatever was on screen: never hundreds waiting in the browser.
    // Six loading (MAX_IMAGE_LOADS), and at most as many given up: the browser ends a cancelled
    // load in a task after the next one has started.
    for (const watch of loads) {
      expect(watch.started()).toBeGreaterThan(ROUNDS / 2);
      expect(watch.most()).toBeLessThanOrEqual(2 * 6);
    }
  } finally {
    await context.close();
    await pictures.close();
  }
});
