import { seriousViolations } from './axe';
import { E2E_API_ORIGIN } from './e2e-build';
import { configureExtension, expect, test, TEST_KEY } from './fixtures';
import { searchFor } from './pages';
import { liveWithReader, READER_URL, readHereOf, resultRow } from './reader-page';
import type { SearchApi } from '../search-api/server';
import { LONG_READ_MARKDOWN, LONG_READ_ORIGIN, LONG_READ_TITLE, longReadBody } from '../search-api/long-read';

/*
 * Read here (issue 27): a result's page read inside the side panel through the live service's
 * reader — the local API in live mode, POST /scrape — billed like a search, cached, shown as
 * text in the region labelled Reader, and left with Back to results to where the person was.
 */

/** The reader's answer the local API sent for the n-th read (what the Reader must show). */
function readerAnswer(api: SearchApi, index: number): { markdown: string; metadata: { title: string } } {
  return JSON.parse(api.readerRequests()[index]?.responseBody ?? '{}') as {
    markdown: string;
    metadata: { title: string };
  };
}

test('Read here shows the reader’s headings and paragraphs in Reader, from one request with the key and the page’s address; the cost is named before and the credits after', async ({
  api,
  worker,
  openPage,
}) => {
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'ada lovelace');
  const link = await resultRow(panel, 0).getByRole('link').first().getAttribute('href');
  const title = (await resultRow(panel, 0).getByRole('link').first().textContent()) ?? '';

  const readHere = await readHereOf(panel, 0);
  await expect(readHere).toHaveAccessibleName('Read here · 2 credits');
  await readHere.click();

  const reader = panel.getByRole('region', { name: 'Reader' });
  await expect(reader).toBeVisible();
  await expect(reader).toHaveAttribute('aria-busy', 'false');
  const [sent, ...more] = api.readerRequests();
  expect(more).toEqual([]);
  expect(sent?.headers['x-api-key']).toBe(TEST_KEY);
  expect(sent?.json).toEqual({ url: link, includeMarkdown: true });

  // The reader's own answer, shown as text: its title, its headings, its paragraphs.
  const answer = readerAnswer(api, 0);
  await expect(reader.getByRole('heading', { level: 2 })).toHaveText(answer.metadata.title);
  const headings = [...answer.markdown.matchAll(/^#+ (.+)$/gmu)].map((match) => match[1]);
  expect(headings.length).toBeGreaterThan(1);
  const text = reader.locator('.reader-text');
  await expect(text.getByRole('heading')).toHaveText(headings.map((heading) => heading!));
  // Each paragraph as text: its links' words without their markdown.
  const paragraphs = answer.markdown
    .split('\n\n')
    .filter((part) => /^[A-Z]/u.test(part))
    .map((part) => part.replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1'));
  expect(paragraphs.length).toBeGreaterThan(1);
  for (const paragraph of paragraphs) {
    await expect(text.getByRole('paragraph').filter({ hasText: paragraph }).first()).toBeVisible();
  }
  await expect(reader).toContainText('2 credits');
  await expect(reader.getByRole('link', { name: 'Open the page' })).toHaveAttribute('href', link ?? '');
  expect(title).not.toBe('');
  // The list waits, hidden, and the search box stays.
  await expect(panel.getByRole('list', { name: 'Results' })).toBeHidden();
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

test('reading again and Back to results send nothing, and land where the person was: scrolled, the focus on the row', async ({
  api,
  worker,
  openPage,
}) => {
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  await panel.setViewportSize({ width: 420, height: 400 });
  await searchFor(panel, 'web extensions');
  const row = resultRow(panel, 6);
  await row.scrollIntoViewIfNeeded();
  const scrolled = await panel.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await (await readHereOf(panel, 6)).click();
  const reader = panel.getByRole('region', { name: 'Reader' });
  await expect(reader).toContainText('2 credits');
  await reader.getByRole('button', { name: 'Back to results' }).click();
  await expect(reader).toHaveCount(0);
  await expect(row.getByRole('button', { name: /^More actions for / })).toBeFocused();
  await expect.poll(() => panel.evaluate(() => window.scrollY)).toBe(scrolled);

  // Again: from the cache, for nothing, named so before the click.
  const searches = api.searchRequests().length;
  const again = await readHereOf(panel, 6);
  await expect(again).toHaveAccessibleName('Read here · cached · 0 credits');
  await again.click();
  await expect(reader).toContainText('cached · 0 credits');
  await reader.getByRole('button', { name: 'Back to results' }).click();
  expect(api.readerRequests()).toHaveLength(1);
  expect(api.searchRequests()).toHaveLength(searches);
});

test('keyboard only: the menu, Read here, the Reader, and Escape back to the row', async ({
  api,
  worker,
  openPage,
}) => {
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'paris');
  const menu = resultRow(panel, 1).getByRole('button', { name: /^More actions for / });
  await menu.focus();
  await panel.keyboard.press('Enter');
  const readHere = resultRow(panel, 1).getByRole('button', { name: /^Read here/u });
  await expect(readHere).toBeVisible();
  // Read here is the menu's first action: one Tab away.
  await panel.keyboard.press('Tab');
  await expect(readHere).toBeFocused();
  await panel.keyboard.press('Enter');

  const reader = panel.getByRole('region', { name: 'Reader' });
  await expect(reader.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(reader).toHaveAttribute('aria-busy', 'false');
  await panel.keyboard.press('Shift+Tab');
  await expect(reader.getByRole('button', { name: 'Back to results' })).toBeFocused();
  await panel.keyboard.press('Tab');
  await panel.keyboard.press('Escape');
  await expect(reader).toHaveCount(0);
  await expect(menu).toBeFocused();
});

test('a result’s menu open before the panel knows of the reader offers Read here as soon as it does', async ({
  api,
  worker,
  openPage,
}) => {
  // The answer's view learns from storage whether a reader is set up, after its first frame; a
  // menu opened before that (a busy machine, a quick keyboard) must follow it, not keep its first look.
  api.setMode('live');
  await configureExtension(worker);
  await worker.evaluate(() => chrome.storage.local.set({ apiDialect: 'serper' }));
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'paris');
  const row = resultRow(panel, 1);
  await row.getByRole('button', { name: /^More actions for / }).click();
  await expect(row.getByRole('button', { name: 'Pin this site' })).toBeVisible();
  await expect(row.getByRole('button', { name: /^Read here/u })).toHaveCount(0);

  await worker.evaluate((readerUrl) => chrome.storage.local.set({ readerUrl }), READER_URL);
  const readHere = row.getByRole('button', { name: /^Read here/u });
  await expect(readHere).toBeVisible();
  await readHere.click();
  await expect(panel.getByRole('region', { name: 'Reader' })).toHaveAttribute('aria-busy', 'false');
  expect(api.readerRequests()).toHaveLength(1);
});

test('the Reader has no serious axe findings, light and dark, and the page runs no inline script', async ({
  api,
  worker,
  openPage,
}) => {
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'typescript');
  await (await readHereOf(panel, 0)).click();
  const reader = panel.getByRole('region', { name: 'Reader' });
  await expect(reader).toHaveAttribute('aria-busy', 'false');
  for (const scheme of ['light', 'dark'] as const) {
    await panel.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(panel), scheme).toEqual([]);
  }
  const inline = await panel.evaluate(() =>
    Array.from(document.scripts).filter((script) => !script.src && script.textContent?.trim()),
  );
  expect(inline).toEqual([]);
});

test('a hostile page reads as text: no script, no element from its HTML, links http(s) only, no picture until Show images', async ({
  api,
  worker,
  openPage,
}) => {
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'ada lovelace');
  const page = (await resultRow(panel, 0).getByRole('link').first().getAttribute('href')) ?? '';
  api.enqueueReader({
    body: {
      text: 'x',
      markdown: [
        '# Hostile',
        '<script>window.hacked = 1</script>',
        'Text <img src="https://127.0.0.1:1/x.png" onerror="window.hacked = 2"> and [bad](javascript:window.hacked=3) and [rel](/other).',
        '![pic](https://127.0.0.1:1/picture.png)',
        '\u202Eevil',
      ].join('\n\n'),
      metadata: { title: 'Hostile page' },
      credits: 2,
    },
  });
  // The page's own pictures (its host): the results' thumbnails may still load behind the Reader.
  const requestedPictures: string[] = [];
  panel.on('request', (request) => {
    if (request.url().startsWith('https://127.0.0.1:1/')) requestedPictures.push(request.url());
  });
  await (await readHereOf(panel, 0)).click();
  const reader = panel.getByRole('region', { name: 'Reader' });
  await expect(reader.getByRole('heading', { name: 'Hostile', exact: true })).toBeVisible();
  await expect(reader).toContainText('<script>window.hacked = 1</script>');
  expect(await panel.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  const text = reader.locator('.reader-text');
  await expect(text.locator('script, iframe, img')).toHaveCount(0);
  const hrefs = await text.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([new URL('/other', page).href]);
  await expect(text).not.toContainText('\u202E');

  // Nothing was asked of the picture's server until the person asks; then it is, with no referrer.
  const asked = panel.waitForRequest(/picture\.png/u);
  await reader.getByRole('button', { name: 'Show images' }).click();
  expect((await asked).headers()['referer'] ?? '').toBe('');
  // That picture and no other of the page's (a busy browser may ask for it twice: once is not what is checked).
  expect([...new Set(requestedPictures)]).toEqual(['https://127.0.0.1:1/picture.png']);
});

test('a long page (100 KB of markdown) is shown whole: every part once, the last one too, and nothing said to be cut', async ({
  api,
  worker,
  openPage,
}) => {
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'ada lovelace');
  // The local API's long article (the bench reads it too): its beginning is shown first, then all of it.
  api.enqueueReader({ body: longReadBody(`${LONG_READ_ORIGIN}/whole`, true, 2) });
  await (await readHereOf(panel, 0)).click();
  const reader = panel.getByRole('region', { name: 'Reader' });
  await expect(reader.getByRole('heading', { level: 2 })).toHaveText(LONG_READ_TITLE);
  const parts = [...LONG_READ_MARKDOWN.matchAll(/^## (.+)$/gmu)].map((match) => match[1] ?? '');
  expect(parts.length).toBeGreaterThan(30);
  const text = reader.locator('.reader-text');
  await expect(text.getByRole('heading', { level: 4 })).toHaveText(parts);
  // The last part's words, its link and its code, as the first part's are.
  const last = text.getByRole('heading', { name: parts.at(-1), exact: true });
  await last.scrollIntoViewIfNeeded();
  await expect(last).toBeVisible();
  await expect(text.getByRole('link', { name: 'the Manchester Baby' }).last()).toHaveAttribute(
    'href',
    'https://en.wikipedia.org/wiki/Manchester_Baby',
  );
  await expect(reader).not.toContainText('longer than shown here');
  await expect(panel.getByRole('alert')).toHaveCount(0);
});

test('errors read like a search’s: out of credits, a page it cannot read (with the page offered), and Retry', async ({
  api,
  worker,
  openPage,
}) => {
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'coffee');
  const reader = panel.getByRole('region', { name: 'Reader' });

  api.enqueueReader({ body: { text: '', metadata: { title: 'Sign in' } } });
  await (await readHereOf(panel, 0)).click();
  await expect(reader.getByRole('alert')).toContainText('found no text on this page');
  await expect(reader.getByRole('link', { name: 'Open the page' })).toBeVisible();
  await reader.getByRole('button', { name: 'Back to results' }).click();

  api.enqueueReader({ status: 502 });
  await (await readHereOf(panel, 1)).click();
  await expect(reader.getByRole('alert')).toContainText('502');
  await reader.getByRole('button', { name: 'Retry' }).click();
  await expect(reader).toContainText('2 credits');
  await reader.getByRole('button', { name: 'Back to results' }).click();

  api.setCredits(TEST_KEY, 0);
  await (await readHereOf(panel, 2)).click();
  await expect(reader.getByRole('alert')).toContainText('credits have run out');
});

test('the documented API has no reader: Read here is absent', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'ada lovelace');
  await resultRow(panel, 0)
    .getByRole('button', { name: /^More actions for / })
    .click();
  await expect(
    resultRow(panel, 0)
      .getByRole('button', { name: /^Block this site|^Pin this site/u })
      .first(),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Read here/u })).toHaveCount(0);
});

test('news results read here too, and the history says what was read', async ({ api, worker, openPage }) => {
  await liveWithReader(api, worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'tesla');
  await panel.getByRole('tablist', { name: 'Search type' }).getByRole('tab', { name: 'News' }).click();
  // The news list itself: the web results stay shown until the news answer comes.
  await expect(panel.locator('ol.news-list').getByRole('listitem').first()).toBeVisible();
  await (await readHereOf(panel, 0)).click();
  const reader = panel.getByRole('region', { name: 'Reader' });
  await expect(reader).toContainText('2 credits');
  const pageTitle = readerAnswer(api, 0).metadata.title;
  await reader.getByRole('button', { name: 'Back to results' }).click();

  await panel.getByRole('button', { name: 'History' }).click();
  const history = panel.getByRole('list', { name: 'Past searches' });
  await expect(history.getByRole('listitem').first()).toContainText(`Read here: ${pageTitle}`);
});

test('the options fill in the live service’s reader address with the service, and Save asks for its origin like the search address', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  await expect(options.getByRole('textbox', { name: 'Reader address' })).toHaveCount(0);
  const service = options.getByRole('radiogroup', { name: 'Service' });
  await service.getByRole('radio', { name: /Serper-compatible/u }).check();
  const reader = options.getByRole('textbox', { name: 'Reader address' });
  await expect(reader).toHaveValue('https://scrape.serper.dev');
  await options.getByRole('textbox', { name: 'API base URL' }).fill(E2E_API_ORIGIN);
  await reader.fill(`${READER_URL}/`);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');
  expect(await worker.evaluate(() => chrome.storage.local.get(['apiDialect', 'readerUrl']))).toEqual({
    apiDialect: 'serper',
    readerUrl: READER_URL,
  });
  await reader.fill('ftp://example.com');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('alert')).toContainText('Reader address: enter a full https:// address');
  // The documented API has none: choosing it empties the field's value for Save.
  await service.getByRole('radio', { name: /as documented/u }).check();
  await expect(options.getByRole('textbox', { name: 'Reader address' })).toHaveCount(0);
});
