import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { installStandIn, release, standInLog } from './on-device-stand-in';
import { searchFor } from './pages';
import { liveWithReader, readHereOf, resultRow } from './reader-page';
import type { SearchApi } from '../search-api/server';
import { LONG_READ_ORIGIN, longReadBody } from '../search-api/long-read';
import { READER_FIRST_SCREEN_CHARS } from '../../lib/ui/reader-first-screen';

/*
 * Summaries and translations made on the device (issue 40), in real Chromium. This Chromium has
 * the APIs but cannot download a model: its own answers (Summarizer and LanguageDetector
 * `unavailable`, Translator `downloadable`, and a download that never starts offline) are tested
 * as they are; the `available` and `downloadable` paths use a stand-in that follows the
 * documented interface (on-device-stand-in.ts). No real model runs in these tests.
 */

const FRENCH_PAGE = {
  text: 'Bonjour. Ceci est une page en français.',
  markdown: '# Une page en français\n\nBonjour. Ceci est une page en français, écrite pour le test.',
  metadata: { title: 'Une page en français', 'og:locale': 'fr_FR' },
  credits: 2,
};

/** Reads the first result of “ada lovelace” here (live mode, its reader) and returns the Reader. */
async function readFirst(panel: Page, api: SearchApi, page?: object) {
  await searchFor(panel, 'ada lovelace');
  if (page) api.enqueueReader({ body: page });
  await (await readHereOf(panel, 0)).click();
  const reader = panel.getByRole('region', { name: 'Reader' });
  await expect(reader).toHaveAttribute('aria-busy', 'false');
  return reader;
}

/** Lets the page's own availability() calls (made before this one) answer, and a frame render them. */
async function afterAvailability(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const scope = self as unknown as { Summarizer?: { availability(options?: object): Promise<unknown> } };
    await scope.Summarizer?.availability({ type: 'key-points', format: 'plain-text', length: 'medium' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

test.describe('the browser’s own answers here (no model can be downloaded)', () => {
  test('no Summarize where the summarizer is unavailable: not in the Reader, not under an answer, no setting', async ({
    api,
    worker,
    openPage,
  }) => {
    await liveWithReader(api, worker);
    const panel = await openPage('sidepanel.html');
    const reader = await readFirst(panel, api, FRENCH_PAGE);
    // The tools are there (Translate is offered for the French page), and Summarize is not.
    await expect(reader.getByRole('button', { name: 'Translate to English' })).toBeVisible();
    await afterAvailability(panel);
    await expect(panel.getByRole('button', { name: /^Summarize/u })).toHaveCount(0);
    await reader.getByRole('button', { name: 'Back to results' }).click();
    await expect(panel.getByRole('region', { name: 'Related searches' })).toBeVisible();
    await afterAvailability(panel);
    await expect(panel.getByRole('button', { name: 'Summarize results' })).toHaveCount(0);

    const options = await openPage('options.html');
    await expect(options.getByRole('checkbox', { name: 'Offer translations made on this device' })).toBeVisible();
    await expect(options.getByRole('checkbox', { name: 'Offer summaries made on this device' })).toHaveCount(0);
  });

  test('a page in another language offers Translate to English; the real download, offline here, fails with a clear message and Translate stays', async ({
    api,
    worker,
    openPage,
  }) => {
    await liveWithReader(api, worker);
    const panel = await openPage('sidepanel.html');
    const reader = await readFirst(panel, api, FRENCH_PAGE);
    const translate = reader.getByRole('button', { name: 'Translate to English' });
    await expect(translate).toHaveAccessibleDescription(/downloads a translation model for these two languages/u);
    const sent = api.requests.length;
    await translate.click();
    await expect(reader.getByRole('progressbar', { name: 'On-device model download' })).toBeVisible();
    await expect(reader.getByRole('alert')).toContainText('did not start or stopped moving');
    await expect(translate).toBeVisible();
    await expect(reader.getByRole('heading', { level: 2, name: 'Une page en français' })).toBeVisible();
    expect(api.requests.length).toBe(sent);
  });
});

test.describe('with a stand-in summarizer that is available', () => {
  test.beforeEach(async ({ context }) => installStandIn(context, { summarizer: 'available' }));

  test('Summarize in the Reader shows the region Summary, made on this device for 0 credits, with no request', async ({
    api,
    worker,
    openPage,
  }) => {
    await liveWithReader(api, worker);
    const panel = await openPage('sidepanel.html');
    const reader = await readFirst(panel, api);
    const sent = api.requests.length;
    await reader.getByRole('button', { name: 'Summarize', exact: true }).click();
    const summary = reader.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('Stand-in summary of');
    await expect(summary).toContainText('Made on this device · 0 credits');
    await expect(summary).toHaveAttribute('aria-busy', 'false');
    expect(api.requests.length).toBe(sent);
    expect(api.readerRequests()).toHaveLength(1);
    expect((await standInLog(panel)).created).toEqual(['summarizer']);
  });

  test('Summarize results under an answer summarizes the answer’s snippets, for 0 credits, with no request', async ({
    api,
    worker,
    openPage,
  }) => {
    await liveWithReader(api, worker);
    const panel = await openPage('sidepanel.html');
    await searchFor(panel, 'ada lovelace');
    await panel.getByRole('button', { name: 'Summarize results' }).click();
    const summary = panel.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('Stand-in summary of');
    await expect(summary).toContainText('0 credits');
    expect(api.searchRequests()).toHaveLength(1);
  });

  test('the settings offer the summaries where the model is, and switching them off removes Summarize', async ({
    api,
    worker,
    openPage,
  }) => {
    await liveWithReader(api, worker);
    const options = await openPage('options.html');
    const summaries = options.getByRole('checkbox', { name: 'Offer summaries made on this device' });
    await expect(summaries).toBeChecked();
    await summaries.uncheck();
    // Saved with Save, like every setting: unsaved, nothing changed yet.
    expect(
      await worker.evaluate(async () => (await chrome.storage.local.get('onDeviceSummaries')).onDeviceSummaries),
    ).toBe(undefined);
    await options.getByRole('button', { name: 'Save' }).click();
    await expect(options.getByRole('status')).toContainText('Saved');
    const panel = await openPage('sidepanel.html');
    await searchFor(panel, 'ada lovelace');
    await expect(panel.getByRole('region', { name: 'Related searches' })).toBeVisible();
    await afterAvailability(panel);
    await expect(panel.getByRole('button', { name: 'Summarize results' })).toHaveCount(0);
  });
});

test('a long page is summarized by parts within the model’s input quota, then the parts together', async ({
  api,
  worker,
  context,
  openPage,
}) => {
  await installStandIn(context, { summarizer: 'available', inputQuota: 120 });
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  const reader = await readFirst(panel, api);
  await reader.getByRole('button', { name: 'Summarize', exact: true }).click();
  await expect(reader.getByRole('region', { name: 'Summary' })).toContainText('Stand-in summary of');
  const log = await standInLog(panel);
  expect(log.summarized.length).toBeGreaterThan(1);
  expect(log.summarized.every((length) => length <= 120)).toBe(true);
  expect(log.streamed.every((length) => length <= 120)).toBe(true);
});

test('a long page’s Summarize takes the whole page, not the first screen the Reader paints first', async ({
  api,
  worker,
  context,
  openPage,
}) => {
  await installStandIn(context, { summarizer: 'available', inputQuota: 200_000 });
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  const reader = await readFirst(panel, api, longReadBody(`${LONG_READ_ORIGIN}/summarized`, true, 2));
  await reader.getByRole('button', { name: 'Summarize', exact: true }).click();
  await expect(reader.getByRole('region', { name: 'Summary' })).toContainText('Stand-in summary of');
  // The text of about 100 KB of markdown, in one part within this quota: far past the first screen's 3,000 characters.
  const { summarized, streamed } = await standInLog(panel);
  expect(summarized).toEqual([]);
  expect(streamed[0]).toBeGreaterThan(READER_FIRST_SCREEN_CHARS * 10);
});

test('Stop ends a summary and keeps what was written; Back to results aborts a summary left behind', async ({
  api,
  worker,
  context,
  openPage,
}) => {
  await installStandIn(context, { summarizer: 'available', holdSummary: true });
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  const reader = await readFirst(panel, api);
  await reader.getByRole('button', { name: 'Summarize', exact: true }).click();
  const summary = reader.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Stand-in summary of');
  await summary.getByRole('button', { name: 'Stop' }).click();
  await expect(summary).toContainText('Stopped. Made on this device · 0 credits');
  expect((await standInLog(panel)).aborted).toBe(1);

  await reader.getByRole('button', { name: 'Summarize', exact: true }).click();
  await expect(summary.getByRole('button', { name: 'Stop' })).toBeVisible();
  await reader.getByRole('button', { name: 'Back to results' }).click();
  await expect(panel.getByRole('region', { name: 'Reader' })).toHaveCount(0);
  await expect.poll(async () => (await standInLog(panel)).aborted).toBe(2);
});

test('where the model must be downloaded, Summarize says so and nothing downloads until the click; then the progress shows', async ({
  api,
  worker,
  context,
  openPage,
}) => {
  await installStandIn(context, { summarizer: 'downloadable' });
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  const reader = await readFirst(panel, api);
  const summarize = reader.getByRole('button', { name: 'Summarize', exact: true });
  await expect(summarize).toHaveAccessibleDescription(/downloads its on-device model, once \(about 2 to 4 GB/u);
  expect((await standInLog(panel)).created).toEqual([]);
  await summarize.click();
  await expect(reader.getByRole('progressbar', { name: 'On-device model download' })).toHaveAttribute('value', '0.5');
  await expect(reader.getByRole('status').filter({ hasText: 'Downloading the on-device model' })).toContainText('50');
  expect((await standInLog(panel)).created).toEqual(['summarizer']);
  await release(panel, 'summarizer-download');
  await expect(reader.getByRole('region', { name: 'Summary' })).toContainText('Stand-in summary of');
});

test.describe('with a stand-in translator and language detector', () => {
  test.beforeEach(async ({ context }) =>
    installStandIn(context, {
      summarizer: 'available',
      translator: 'available',
      languageDetector: 'available',
      detectedLanguage: 'de',
    }),
  );

  test('Translate to English replaces the read page’s text in place, and Show original brings it back', async ({
    api,
    worker,
    openPage,
  }) => {
    await liveWithReader(api, worker);
    const panel = await openPage('sidepanel.html');
    const reader = await readFirst(panel, api);
    const heading = reader.locator('.reader-text').getByRole('heading').first();
    const original = (await heading.textContent()) ?? '';
    const sent = api.requests.length;
    await reader.getByRole('button', { name: 'Translate to English' }).click();
    await expect(heading).toHaveText(`[en] ${original}`);
    await expect(reader).toContainText('Translated from German on this device · 0 credits');
    await reader.getByRole('button', { name: 'Show original' }).click();
    await expect(heading).toHaveText(original);
    expect(api.requests.length).toBe(sent);
  });

  test('Translate to English under an answer replaces its snippets in place, and Show original brings them back', async ({
    api,
    worker,
    openPage,
  }) => {
    await liveWithReader(api, worker);
    const panel = await openPage('sidepanel.html');
    await searchFor(panel, 'ada lovelace');
    const title = resultRow(panel, 0).getByRole('link').first();
    const original = (await title.textContent()) ?? '';
    await panel.getByRole('button', { name: 'Translate to English' }).click();
    await expect(title).toHaveText(`[en] ${original}`);
    await panel.getByRole('button', { name: 'Show original' }).click();
    await expect(title).toHaveText(original);
    expect(api.searchRequests()).toHaveLength(1);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the Summary region and the translation controls have no serious axe finding (${scheme})`, async ({
      api,
      worker,
      openPage,
    }) => {
      await liveWithReader(api, worker);
      const panel = await openPage('sidepanel.html');
      await panel.emulateMedia({ colorScheme: scheme });
      const reader = await readFirst(panel, api);
      await reader.getByRole('button', { name: 'Summarize', exact: true }).click();
      await expect(reader.getByRole('region', { name: 'Summary' })).toContainText('0 credits');
      await reader.getByRole('button', { name: 'Translate to English' }).click();
      await expect(reader.getByRole('button', { name: 'Show original' })).toBeVisible();
      expect(await seriousViolations(panel)).toEqual([]);
    });
  }
});
