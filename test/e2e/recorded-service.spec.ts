import type { Page } from '@playwright/test';
import { configureExtension, expect, test, TEST_KEY } from './fixtures';
import { searchFor } from './pages';
import { SEARCH_RECORDINGS, type Recording } from '../search-api/recordings';
import { ALL_BLOCKS_BODY } from './all-blocks';

// The extension against the live service's ways of answering (the local API in live mode):
// every body recorded from it (test/search-api/recordings) is searched for in the side panel
// and shown whole — results, knowledge panel, related searches, answer, questions — with
// no alert and no page error (the fixture fails a test on any page error).
type Raw = Record<string, unknown>;
const list = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);
const oneLine = (value: unknown) => String(value).replace(/\s+/gu, ' ').trim();

async function hrefs(page: Page, name: string): Promise<Array<string | null>> {
  return page
    .getByRole('list', { name })
    .locator(':scope > li .result-title a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

async function expectShown(panel: Page, recording: Recording): Promise<void> {
  const raw = recording.body;
  const organic = list(raw.organic);
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('listitem').first()).toBeVisible();
  // Polled: the rows past the first screen come a frame later (lib/ui/use-first-screen-first.ts).
  await expect.poll(() => hrefs(panel, 'Results')).toEqual(organic.map((result) => new URL(String(result.link)).href));

  const graph = raw.knowledgeGraph as Raw | undefined;
  const knowledge = panel.getByRole('region', { name: 'Knowledge panel' });
  if (graph) await expect(knowledge.getByRole('heading', { name: oneLine(graph.title) })).toBeVisible();
  else await expect(knowledge).toHaveCount(0);

  const related = list(raw.relatedSearches).map((item) => oneLine(item.query));
  const relatedRegion = panel.getByRole('region', { name: 'Related searches' });
  if (related.length > 0) await expect(relatedRegion.getByRole('button')).toHaveText(related);
  else await expect(relatedRegion).toHaveCount(0);

  const answer = raw.answerBox as Raw | undefined;
  const answerRegion = panel.getByRole('region', { name: 'Answer' });
  if (answer) await expect(answerRegion).toContainText(oneLine(answer.answer ?? answer.snippet));
  else await expect(answerRegion).toHaveCount(0);

  const questions = list(raw.peopleAlsoAsk);
  const questionRegion = panel.getByRole('region', { name: 'People also ask' });
  if (questions.length > 0) {
    await expect(questionRegion.locator('summary')).toHaveText(questions.map((q) => oneLine(q.question)));
    // Each question opens to its answer.
    await questionRegion.locator('summary').first().click();
    await expect(questionRegion.locator('details').first()).toContainText(oneLine(questions[0]?.snippet));
  } else await expect(questionRegion).toHaveCount(0);

  const stories = list(raw.topStories);
  const storyRegion = panel.getByRole('region', { name: 'Top stories' });
  if (stories.length > 0) await expect(storyRegion.getByRole('link')).toHaveCount(stories.length);
  else await expect(storyRegion).toHaveCount(0);

  await expect(panel.getByRole('alert')).toHaveCount(0);
}

for (const recording of SEARCH_RECORDINGS) {
  test(`the recorded live answer “${recording.name}” is shown whole, from one request`, async ({
    api,
    worker,
    openPage,
  }) => {
    api.setMode('live');
    await configureExtension(worker);
    api.enqueue({ recording: recording.name });
    const panel = await openPage('sidepanel.html');
    await searchFor(panel, recording.query);
    await expectShown(panel, recording);
    expect(api.searchRequests()).toHaveLength(1);
    expect(api.searchRequests()[0]?.responseBody).toBe(recording.text);
  });
}

test('a recorded answer with sitelinks, ratings and dates as words shows them under their results', async ({
  api,
  worker,
  openPage,
}) => {
  api.setMode('live');
  await configureExtension(worker);
  const panel = await openPage(
    'sidepanel.html?q=first%20train%20Belleville%20to%20Toronto%20Monday%20morning%20schedule',
  );
  const second = panel.getByRole('list', { name: 'Results' }).getByRole('listitem').nth(1);
  await expect(second).toContainText('4.6 ★ (12)');
  await expect(second).toContainText('Rated 4.6 out of 5 by 12 reviews');
  await expect(second).toContainText('$29');

  await searchFor(panel, 'langgraph basic concepts');
  const first = panel.getByRole('list', { name: 'Results' }).getByRole('listitem').first();
  await expect(
    first
      .getByRole('list', { name: /^Links within / })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  await searchFor(panel, '机器学习资源');
  await expect(panel.getByRole('list', { name: 'Results' })).toContainText('2018年11月18日');
});

test('the live service’s 403 {"message":"Unauthorized."} shows the rejected-key state, sent once', async ({
  api,
  worker,
  openPage,
}) => {
  api.setMode('live');
  await configureExtension(worker, { apiKey: 'not-a-key-7e1f' });
  const panel = await openPage('sidepanel.html?q=typescript');
  await expect(panel.getByRole('alert')).toContainText('rejected your API key');
  await expect(panel.getByRole('button', { name: 'Open settings' })).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);
  expect(api.searchRequests()[0]?.status).toBe(403);
});

test('the live service’s 400 "Not enough credits" shows the out-of-credits state, sent once', async ({
  api,
  worker,
  openPage,
}) => {
  api.setMode('live');
  await configureExtension(worker);
  const options = await openPage('options.html');
  await options.getByLabel('Credit balance').fill('50');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');
  api.setCredits(TEST_KEY, 0);
  const panel = await openPage('sidepanel.html?q=typescript');
  await expect(panel.getByRole('alert')).toContainText('credits have run out');
  const credits = panel.getByRole('region', { name: 'Credits' });
  await expect(credits).toContainText('0 credits remaining');
  await expect(credits).toContainText('Out of credits');
  expect(api.searchRequests()).toHaveLength(1);
  expect(api.searchRequests()[0]?.responseBody).toBe('{"message":"Not enough credits","statusCode":400}');
});

test('any other 400 shows the service’s own reason as text, sent once', async ({ api, worker, openPage }) => {
  api.setMode('live');
  await configureExtension(worker);
  api.enqueue({ status: 400, body: { message: 'Query not allowed' } });
  const panel = await openPage('sidepanel.html?q=typescript');
  await expect(panel.getByRole('alert')).toContainText('refused this search: “Query not allowed”');
  expect(api.searchRequests()).toHaveLength(1);
});

test('top stories show with their source and date, as links that send no referrer', async ({
  api,
  worker,
  openPage,
}) => {
  api.setMode('live');
  await configureExtension(worker);
  api.enqueue({ body: ALL_BLOCKS_BODY });
  const panel = await openPage('sidepanel.html?q=apple%20inc.');
  const stories = panel.getByRole('region', { name: 'Top stories' });
  await expect(stories.getByRole('link')).toHaveText([
    'Apple unveils new MacBook Pro with faster chips',
    'What the latest iPhone sales figures say',
  ]);
  await expect(stories).toContainText('Example News · 3 hours ago');
  // The dot is seen, not read aloud; the service's words for the date stay plain text.
  await expect(stories.locator('.story-meta > [aria-hidden="true"]').first()).toHaveText('·');
  await expect(stories.locator('.story-meta time')).toHaveCount(0);
  await expect(stories.getByRole('link').first()).toHaveAttribute('referrerpolicy', 'no-referrer');
  // The story's data: image is not loaded anywhere (only https images are).
  await expect(panel.locator('img[src^="data:"]')).toHaveCount(0);
  await expect(panel.getByRole('region', { name: 'Answer' })).toContainText('e-jsst.org');
});
