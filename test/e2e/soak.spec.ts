import type { Page } from '@playwright/test';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { configureExtension, expect, test } from './fixtures';
import { watchImageLoads } from './image-loads';
import { searchFor } from './pages';
import { stopServiceWorker } from './service-worker';

/*
 * Issue 28: a long session never fails. Five hundred searches in one browser session, as a
 * person runs them: a query, its next page, the same query as another type, and so on through
 * every type, with pictures (served by a local server over https) and three stops of the
 * service worker on the way. Every answer is shown; the browser refuses no request.
 */

const SEARCHES = 500;
const WORKER_STOPS = [125, 250, 375];
const TYPES = [
  { tab: 'Web', type: undefined, list: 'organic' },
  { tab: 'News', type: 'news', list: 'news' },
  { tab: 'Images', type: 'images', list: 'images' },
  { tab: 'Videos', type: 'videos', list: 'videos' },
  { tab: 'Places', type: 'places', list: 'places' },
  { tab: 'Shopping', type: 'shopping', list: 'shopping' },
] as const;
type SearchKind = (typeof TYPES)[number];
/** Queries the local corpus has every type for. */
const TOPICS = ['paris', 'coffee'];

const results = (page: Page) => page.getByRole('list', { name: 'Results' });

/**
 * The local corpus's real answer for a topic, type and page (4 to a page, so a second page has
 * some too), every title marked with the search's number: the mark shows that answer, not an
 * earlier one, is on screen.
 */
async function markedAnswer(answers: SearchApi, topic: string, kind: SearchKind, page: number, mark: string) {
  const response = await fetch(`${answers.url}/v1/search`, {
    method: 'POST',
    headers: { 'X-API-Key': 'answers', 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: topic, numberOfResults: 4, page, ...(kind.type && { resultType: kind.type }) }),
  });
  const body = (await response.json()) as Record<string, unknown>;
  const items = body[kind.list] as Array<{ title: string }>;
  expect(items.length, `${topic} ${kind.tab} page ${page} has results`).toBeGreaterThan(0);
  for (const item of items) item.title = `${mark} ${item.title}`;
  return { body, firstTitle: items[0]?.title ?? '' };
}

test('500 searches of every type and page in one session, with three worker stops: every answer shown, none failed', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  test.setTimeout(300_000);
  api.setRateLimit(false);
  api.setCredits('test-key-e2e-3f9a', 10_000);
  const answers = await startSearchApi({ tls: true, localPictures: true, rateLimit: false, keys: { answers: 1e6 } });
  try {
    await configureExtension(worker);
    const refused: string[] = [];
    context.on('requestfailed', (request) => {
      if (request.url().startsWith(api.url)) refused.push(`${request.url()}: ${request.failure()?.errorText ?? ''}`);
    });
    const panel = await openPage('sidepanel.html');
    const loads = await watchImageLoads(context, panel);

    let searches = 0;
    let kind: SearchKind = TYPES[0];
    /** Scripts the answer, runs `act` (which sends the search), and waits for that answer on screen. */
    const search = async (topic: string, page: number, act: () => Promise<void>) => {
      searches += 1;
      const mark = `[${searches}]`;
      const { body, firstTitle } = await markedAnswer(answers, topic, kind, page, mark);
      api.enqueue({ status: 200, body });
      await act();
      // One wait a search (the session is long); when it is not shown, say what was instead.
      try {
        await results(panel).getByText(firstTitle, { exact: true }).waitFor();
      } catch (error) {
        const alerts = await panel.getByRole('alert').allInnerTexts();
        throw new Error(`Search ${mark} not shown; alerts: ${JSON.stringify(alerts)}; refused: ${refused.join(', ')}`, {
          cause: error,
        });
      }
      expect(refused, `search ${mark}`).toEqual([]);
      if (WORKER_STOPS.includes(searches)) await stopServiceWorker(context, panel);
    };

    for (let round = 0; searches < SEARCHES; round += 1) {
      const topic = TOPICS[round % TOPICS.length] ?? 'paris';
      // A new query in the current type…
      await search(topic, 1, () => searchFor(panel, `${topic} ${round}`));
      if (searches >= SEARCHES) break;
      // …its next page…
      await search(topic, 2, () => panel.getByRole('button', { name: /^More results/u }).click());
      if (searches >= SEARCHES) break;
      // …and the same query as the next type.
      kind = TYPES[(TYPES.indexOf(kind) + 1) % TYPES.length] ?? TYPES[0];
      const tab = kind.tab;
      await search(topic, 1, () =>
        panel.getByRole('tablist', { name: 'Search type' }).getByRole('tab', { name: tab }).click(),
      );
    }

    await expect(panel.getByRole('alert')).toHaveCount(0);
    expect(api.searchRequests()).toHaveLength(SEARCHES);
    expect(api.searchRequests().filter((request) => request.status !== 200)).toEqual([]);
    expect(
      api.searchRequests().filter((request) => (request.json as { page?: number }).page === 2).length,
    ).toBeGreaterThan(SEARCHES / 4);
    expect(loads.started()).toBeGreaterThan(0);
    expect(loads.most()).toBeLessThanOrEqual(2 * 6);
  } finally {
    await answers.close();
  }
});
