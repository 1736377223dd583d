import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { configureExtension, expect, gotoExtensionPage, launchReady, test, TEST_KEY } from './fixtures';
import { clipboardText, searchFor, searchFromPopup } from './pages';
import { startSearchApi } from '../search-api/server';

/*
 * Every search type, as a person meets it: a tab in the side panel searches the same query as
 * that type, and the list labelled Results shows that type's own fields. Against the local API
 * over HTTP, in the documented dialect (resultType) and in the live service's (POST /news, …).
 */

const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Search type' }).getByRole('tab', { name });

test('news, videos, places and shopping each show their own fields, and the tabs search the same query as that type', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'paris');
  await expect(results(panel).getByRole('link').first()).toBeVisible();

  await tab(panel, 'News').click();
  await expect(tab(panel, 'News')).toHaveAttribute('aria-selected', 'true');
  // The news list itself: until its answer arrives, the web results (with hosts too) are still shown.
  const news = panel.locator('ol.news-list');
  await expect(news.locator('li').first().locator('.result-host')).not.toBeEmpty();
  expect(api.searchRequests().at(-1)?.json).toMatchObject({ query: 'paris', resultType: 'news' });
  const newsLink = news.getByRole('link').first();
  expect(await newsLink.getAttribute('href')).toMatch(/^https?:\/\//u);

  // Copy as citation carries the type's own fields: the article's source.
  const firstNews = news.locator('li').first();
  const source = (await firstNews.locator('.result-host').textContent()) ?? '';
  const title = (await newsLink.textContent()) ?? '';
  await firstNews.getByRole('button', { name: /^More actions for/u }).click();
  await firstNews.getByRole('button', { name: 'Copy as citation' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Citation copied' })).toBeAttached();
  const cited = await clipboardText(panel);
  expect(cited).toContain(title.trim());
  expect(cited).toContain(source.trim());
  expect(cited).toMatch(/\(accessed .+\)\.?$/u);

  await tab(panel, 'Videos').click();
  await expect(results(panel).locator('.video-duration').first()).toContainText('Duration');
  expect(api.searchRequests().at(-1)?.json).toMatchObject({ query: 'paris', resultType: 'videos' });

  await tab(panel, 'Shopping').click();
  await expect(results(panel).locator('.result-price').first()).not.toBeEmpty();
  expect(api.searchRequests().at(-1)?.json).toMatchObject({ resultType: 'shopping' });

  await searchFor(panel, 'coffee london');
  await tab(panel, 'Places').click();
  const place = results(panel).locator('li').first();
  await expect(place.getByRole('link', { name: 'Map' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.openstreetmap\.org\/\?mlat=-?\d+(\.\d+)?&mlon=-?\d+(\.\d+)?#map=17\//u,
  );
  await expect(place.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+?\d+$/u);
  await expect(place.locator('.place-address')).not.toBeEmpty();
  expect(api.searchRequests().at(-1)?.json).toMatchObject({ query: 'coffee london', resultType: 'places' });
  // Nothing about the person's own place is sent.
  for (const sent of api.searchRequests()) expect(Object.keys(sent.json as object)).not.toContain('location');

  // Back to a tab already searched: the cache answers, nothing is sent. The News tab searches
  // the words in the box as news first: that request is let reach the service before the count
  // is taken (a cache hit typed just after it can be answered while it is still on its way).
  await tab(panel, 'News').click();
  await expect
    .poll(() => api.searchRequests().at(-1)?.json)
    .toMatchObject({ query: 'coffee london', resultType: 'news' });
  await searchFor(panel, 'paris');
  await expect(results(panel).locator('.result-host').first()).not.toBeEmpty();
  const sent = api.searchRequests().length;
  await tab(panel, 'Videos').click();
  await expect(results(panel).locator('.video-duration').first()).toBeVisible();
  await tab(panel, 'News').click();
  await expect(results(panel).locator('.result-host').first()).not.toBeEmpty();
  expect(api.searchRequests()).toHaveLength(sent);

  for (const scheme of ['light', 'dark'] as const) {
    await panel.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(panel)).toEqual([]);
  }
});

test('a type tab chosen while the answer is on its way searches that type, and the first answer, coming later, does not take its place', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  // The web answer takes its time; the news answer, asked for after it, comes first.
  api.enqueue({ delayMs: 2_500 });
  await searchFor(panel, 'paris');
  await expect.poll(() => api.searchRequests().length).toBe(1);
  await tab(panel, 'News').click();
  await expect
    .poll(() => api.searchRequests().map((sent) => sent.json))
    .toMatchObject([{ query: 'paris' }, { query: 'paris', resultType: 'news' }]);
  expect(api.searchRequests()[0]?.status).toBe(0);
  const news = panel.locator('ol.news-list');
  await expect(news.locator('li').first().locator('.result-host')).not.toBeEmpty();

  // The web answer arrives: it is kept (both are in the history), and the news stays shown under its tab.
  await expect.poll(() => api.searchRequests()[0]?.status, { timeout: 10_000 }).toBe(200);
  await panel.getByRole('button', { name: 'History', exact: true }).click();
  await expect(panel.getByRole('list', { name: 'Past searches' }).getByRole('listitem')).toHaveCount(2);
  await panel.getByRole('button', { name: 'History', exact: true }).click();
  await expect(tab(panel, 'News')).toHaveAttribute('aria-selected', 'true');
  await expect(news.locator('li').first().locator('.result-host')).not.toBeEmpty();
  expect(api.searchRequests()).toHaveLength(2);
});

test('images: a grid of https thumbnails sized from the answer, sent without a referrer, moved through with the arrow keys', async ({
  api,
}) => {
  // The pictures come from a second local server over https (the extension loads no other kind).
  const pictures = await startSearchApi({ tls: true, keys: { pictures: 100 }, rateLimit: false });
  const { context, worker, extensionId } = await launchReady({
    extraArgs: [`--ignore-certificate-errors-spki-list=${pictures.tlsSpkiFingerprint ?? ''}`],
  });
  try {
    const answer = await fetch(`${pictures.url}/v1/search`, {
      method: 'POST',
      headers: { 'X-API-Key': 'pictures', 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: 'paris', resultType: 'images' }),
    });
    api.enqueue({ status: 200, body: (await answer.json()) as object });
    await configureExtension(worker);
    const panel = await context.newPage();
    await gotoExtensionPage(panel, extensionId, `sidepanel.html`);
    await tab(panel, 'Images').click();
    await searchFor(panel, 'paris');
    const grid = results(panel);
    const links = grid.getByRole('link');
    await expect(links.first()).toBeVisible();
    expect(api.searchRequests().at(-1)?.json).toMatchObject({ query: 'paris', resultType: 'images' });
    const image = grid.locator('img').first();
    await expect(image).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('src', /^https:\/\/127\.0\.0\.1:\d+\/thumbs\//u);
    expect(Number(await image.getAttribute('width'))).toBeGreaterThan(0);
    expect(Number(await image.getAttribute('height'))).toBeGreaterThan(0);
    // Named by its title, once.
    const alt = await image.getAttribute('alt');
    await expect(links.first()).toHaveAccessibleName(alt ?? '');
    await expect(image).toHaveJSProperty('complete', true);
    await expect.poll(() => pictures.thumbnailRequests().length).toBeGreaterThan(0);
    for (const request of pictures.thumbnailRequests()) expect(request.referer).toBeUndefined();
    await expect(grid.locator('.image-pixels').first()).toContainText('×');

    // Arrow keys move in two dimensions.
    const columns = await grid.evaluate((list) => {
      const tops = [...list.querySelectorAll<HTMLElement>('li')].map((li) => li.offsetTop);
      return tops.filter((top) => top === tops[0]).length;
    });
    expect(columns).toBeGreaterThan(1);
    await links.first().focus();
    await panel.keyboard.press('ArrowRight');
    await expect(links.nth(1)).toBeFocused();
    await panel.keyboard.press('ArrowDown');
    await expect(links.nth(1 + columns)).toBeFocused();
    await panel.keyboard.press('ArrowLeft');
    await expect(links.nth(columns)).toBeFocused();
    await panel.keyboard.press('ArrowUp');
    await expect(links.first()).toBeFocused();
    expect(await seriousViolations(panel)).toEqual([]);
  } finally {
    await context.close();
    await pictures.close();
  }
});

test('the live service’s dialect: POST /news with X-API-KEY, and its balance from /account read at most once a minute', async ({
  api,
  worker,
  openPage,
}) => {
  api.setMode('live');
  await configureExtension(worker);
  await worker.evaluate(() => chrome.storage.local.set({ apiDialect: 'serper' }));
  const panel = await openPage('sidepanel.html');
  // The app's tab, not the page shell's painted before the app (a click there chooses nothing).
  await expect(panel.locator('#page-shell')).toHaveCount(0);
  await tab(panel, 'News').click();
  await searchFor(panel, 'paris');
  await expect(results(panel).getByRole('link').first()).toBeVisible();
  const sent = api.searchRequests().at(-1);
  expect(sent?.path).toBe('/news');
  expect(sent?.headers['x-api-key']).toBe(TEST_KEY);
  // The default location (UK) goes as gl: gb: the live service's own default would be the US.
  expect(sent?.json).toMatchObject({ q: 'paris', gl: 'gb' });
  expect(sent?.json).not.toHaveProperty('resultType');

  // The service's own balance, with the time it was read.
  const credits = panel.getByRole('region', { name: 'Credits' });
  await expect(credits).toContainText('as of');
  const reads = api.accountRequests().length;
  expect(reads).toBeGreaterThanOrEqual(1);
  // More searches and another page within the minute read it no more.
  await searchFor(panel, 'london');
  await expect(results(panel).getByRole('link').first()).toBeVisible();
  await openPage('sidepanel.html');
  await searchFor(panel, 'berlin');
  await expect(results(panel).getByRole('link').first()).toBeVisible();
  expect(api.accountRequests()).toHaveLength(reads);
  expect(reads).toBe(1);
});

test('the popup’s Search type tabs send the type chosen', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  const popup = await openPage('popup.html');
  // The app's tabs, not the page shell's painted before the app (they have no keys of their own).
  await expect(popup.locator('#page-shell')).toHaveCount(0);
  const tabs = popup.getByRole('tablist', { name: 'Search type' });
  // Arrow keys move between the tabs, Enter chooses (the APG tabs pattern, manual activation).
  await tabs.getByRole('tab', { name: 'Web' }).focus();
  await popup.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'News' })).toBeFocused();
  await popup.keyboard.press('Enter');
  await expect(tabs.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
  await searchFromPopup(popup, 'paris');
  await expect.poll(() => api.searchRequests().length).toBe(1);
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'paris', resultType: 'news' });
});
