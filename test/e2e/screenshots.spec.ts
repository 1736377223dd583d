import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';
import { ARTICLE_URL, quickLookCard } from './quick-look-page';
import { liveWithReader, readHereOf, resultRow, SCREENSHOT_READER_ANSWER } from './reader-page';
import { screenshotPath } from './screenshot-output';
import { ADA_ARTICLE, selectedPhrase } from './store-article';
import { openArticle, picturesShown } from './store-composition';

// Screenshots for the guides, taken from the real extension against the local search API.
// They are artefacts, not assertions: each test still checks the page it photographs is right.
// Written to docs/screenshots/ only by `npm run screenshots` (see screenshot-output.ts).
const DIR = 'docs/screenshots';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test(`side panel with results and knowledge panel (${scheme})`, async ({ worker, openPage }) => {
      await configureExtension(worker);
      const panel = await openPage('sidepanel.html?q=ada%20lovelace');
      await panel.emulateMedia({ colorScheme: scheme });
      await panel.setViewportSize({ width: 400, height: 1000 });
      await expect(panel.getByRole('region', { name: 'Knowledge panel' })).toBeVisible();
      await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
      await panel.screenshot({ path: screenshotPath(test.info(), `${DIR}/sidepanel-${scheme}.png`) });
    });

    test(`popup (${scheme})`, async ({ worker, openPage }) => {
      await configureExtension(worker);
      const popup = await openPage('popup.html');
      await popup.emulateMedia({ colorScheme: scheme });
      await popup.setViewportSize({ width: 380, height: 260 });
      await popup.getByRole('combobox', { name: 'Search query' }).fill('web extensions side panel');
      await popup.screenshot({ path: screenshotPath(test.info(), `${DIR}/popup-${scheme}.png`) });
    });

    // The settings page at the two widths people use it at (issue 41): its groups listed at the top,
    // evenly spaced, the Save bar at the end (in view at the bottom of the window once a change waits).
    for (const [width, suffix] of [
      [760, ''],
      [360, '-narrow'],
    ] as const) {
      test(`options page at ${width} px (${scheme})`, async ({ worker, openPage }) => {
        await configureExtension(worker);
        const options = await openPage('options.html');
        await options.emulateMedia({ colorScheme: scheme });
        await options.setViewportSize({ width, height: 900 });
        await expect(options.getByLabel('API key', { exact: true })).toHaveAttribute('type', 'password');
        await expect(options.getByRole('navigation', { name: 'Settings sections' })).toBeVisible();
        await expect(options.getByRole('button', { name: 'Save' })).toBeVisible();
        await options.screenshot({
          path: screenshotPath(test.info(), `${DIR}/options${suffix}-${scheme}.png`),
          fullPage: true,
        });
      });
    }

    test(`an error in the side panel (${scheme})`, async ({ api, worker, openPage }) => {
      await configureExtension(worker);
      api.enqueue({ status: 402 });
      const panel = await openPage('sidepanel.html');
      await panel.emulateMedia({ colorScheme: scheme });
      await panel.setViewportSize({ width: 400, height: 420 });
      await searchFor(panel, 'paris');
      await expect(panel.getByRole('alert')).toBeVisible();
      await panel.screenshot({ path: screenshotPath(test.info(), `${DIR}/error-${scheme}.png`) });
    });
  });
}

test('the quick-look card beside the selected words (light)', async ({ api, context, worker }) => {
  await configureExtension(worker);
  const article = await openArticle(context, ADA_ARTICLE, { width: 900, height: 720 }, 'light', {
    url: ARTICLE_URL,
    phraseAt: 200,
  });
  expect(article.selection).toBe(selectedPhrase(ADA_ARTICLE));
  const card = await quickLookCard(worker, article.page, article.selection);
  await expect(card.getByRole('region', { name: 'Credits' })).toContainText('1 credit billed');
  await expect(card.getByRole('button', { name: 'Open in side panel' })).toBeVisible();
  await picturesShown(card);
  expect(api.searchRequests()).toHaveLength(1);
  await article.page.screenshot({ path: screenshotPath(test.info(), `${DIR}/quick-look-light.png`) });
});

test('Read here: a result read in the side panel (light)', async ({ api, worker, openPage }) => {
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  await panel.emulateMedia({ colorScheme: 'light' });
  await panel.setViewportSize({ width: 400, height: 800 });
  await searchFor(panel, 'ada lovelace');
  await expect(resultRow(panel, 0).getByRole('link').first()).toBeVisible();
  api.enqueueReader({ body: SCREENSHOT_READER_ANSWER });
  await (await readHereOf(panel, 0)).click();
  const reader = panel.getByRole('region', { name: 'Reader' });
  await expect(reader).toHaveAttribute('aria-busy', 'false');
  await expect(reader).toContainText('2 credits');
  await expect(reader.getByRole('button', { name: 'Back to results' })).toBeVisible();
  await expect(
    reader.locator('.reader-text').getByRole('heading', { name: 'The notes on the Analytical Engine' }),
  ).toBeVisible();
  expect(api.readerRequests()).toHaveLength(1);
  await panel.screenshot({ path: screenshotPath(test.info(), `${DIR}/reader-light.png`) });
});
