import { expect, test } from './fixtures';
import { searchFor } from './pages';
import { liveWithReader, readHereOf, resultRow } from './reader-page';
import { RECORDED_TEXTS } from '../search-api/recordings';

/*
 * The live reader as it really answers (issue 40): the answer recorded from POST
 * https://scrape.serper.dev for apple.com (test/search-api/recordings/apple-com-scrape.json),
 * served byte for byte by the local API, renders in the Reader; its page's description comes
 * from `Description` (capital D), as the live reader passes the page's meta names through.
 */

const recorded = JSON.parse(
  RECORDED_TEXTS.find((text) => text.kind === 'reader' && text.name === 'apple-com-scrape')?.text ?? '{}',
) as { markdown: string; metadata: Record<string, string> };

test('the recorded live reader answer for apple.com renders in Reader: its title, description, headings and 2 credits', async ({
  api,
  worker,
  openPage,
}) => {
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  // The recorded `Apple Inc.` search (live mode) has apple.com first.
  await searchFor(panel, 'Apple Inc.');
  await expect(resultRow(panel, 0).getByRole('link').first()).toHaveAttribute('href', 'https://www.apple.com/');
  await (await readHereOf(panel, 0)).click();

  const reader = panel.getByRole('region', { name: 'Reader' });
  await expect(reader).toHaveAttribute('aria-busy', 'false');
  expect(api.readerRequests().map((request) => request.responseBody)).toEqual([
    RECORDED_TEXTS.find((text) => text.name === 'apple-com-scrape')?.text,
  ]);
  await expect(reader.getByRole('heading', { level: 2 })).toHaveText('Apple');
  await expect(reader).toContainText(recorded.metadata.Description ?? 'missing');
  const headings = [...recorded.markdown.matchAll(/^#+ (.+)$/gmu)].map((match) => match[1] ?? '');
  expect(headings).toContain('iPhone 17 Pro');
  await expect(reader.locator('.reader-text').getByRole('heading')).toHaveText(headings);
  await expect(reader).toContainText('2 credits');
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

test('a reader answer whose metadata has only `Description` shows that description', async ({
  api,
  worker,
  openPage,
}) => {
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'ada lovelace');
  api.enqueueReader({
    body: {
      text: 'Body text.',
      markdown: '# A page\n\nBody text.',
      metadata: { title: 'A page', Description: 'Written with a capital D, as the page wrote it.' },
      credits: 2,
    },
  });
  await (await readHereOf(panel, 0)).click();
  const reader = panel.getByRole('region', { name: 'Reader' });
  await expect(reader).toHaveAttribute('aria-busy', 'false');
  await expect(reader.getByText('Written with a capital D, as the page wrote it.')).toBeVisible();
});
