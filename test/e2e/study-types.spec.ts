import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { configureExtension, expect, gotoExtensionPage, launchReady, test } from './fixtures';
import { clipboardText, searchFor } from './pages';
import { RECORDINGS } from '../search-api/recordings';
import { startSearchApi } from '../search-api/server';

/*
 * Scholar and Patents as a person meets them, on the bodies recorded from the live service
 * (test/search-api/recordings: apple-inc-scholar.json, apple-inc-patents.json): each tab sends
 * its type (the live service's own path; the documented API's resultType), every item links to
 * its page, papers to the works citing them and to their PDF, patents to their PDF with one
 * picture each (https, lazy, no referrer); axe finds nothing serious in light or dark.
 */

type Raw = Record<string, unknown>;
const recorded = (name: string) => {
  const found = RECORDINGS.find((recording) => recording.name === name);
  if (!found) throw new Error(`no recording ${name}`);
  return found;
};
const SCHOLAR = recorded('apple-inc-scholar');
const PATENTS = recorded('apple-inc-patents');
const itemsOf = (body: Raw) => body.organic as Raw[];

const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Search type' }).getByRole('tab', { name });
const rows = (page: Page) => results(page).locator(':scope > li');
/** Each row's title link (the first link of the row), as its href. */
const titleLinks = (list: Locator) =>
  list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.querySelector('a.result-link')?.getAttribute('href') ?? null));

async function expectAccessible(page: Page, what: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(page), `${what} in ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('the live service’s recorded papers and patents: /scholar and /patents, every item linked, Cited by and PDF, accessible', async ({
  api,
  worker,
  openPage,
}) => {
  api.setMode('live');
  await configureExtension(worker);
  await worker.evaluate(() => chrome.storage.local.set({ apiDialect: 'serper' }));
  const panel = await openPage('sidepanel.html');
  await panel.setViewportSize({ width: 360, height: 720 });
  await searchFor(panel, 'apple inc');
  await expect(results(panel).getByRole('link').first()).toBeVisible();

  // Scholar: the tab's own path, the recorded body.
  await tab(panel, 'Scholar').click();
  await expect(tab(panel, 'Scholar')).toHaveAttribute('aria-selected', 'true');
  const papers = itemsOf(SCHOLAR.body);
  await expect(rows(panel).first().locator('a.result-link')).toHaveAttribute('href', String(papers[0]?.link));
  await expect(rows(panel)).toHaveCount(papers.length);
  expect(api.searchRequests().at(-1)).toMatchObject({ path: '/scholar', json: { q: 'apple inc' } });
  expect(await titleLinks(results(panel))).toEqual(papers.map((paper) => paper.link));
  await expect(rows(panel).first()).toContainText('DB Yoffie, P Rossano - 2012 - academia.edu');
  // Every paper links to the works citing it (its Scholar id read as the cluster number).
  const citedBy = results(panel).getByRole('link', { name: /^Cited by \d+$/u });
  await expect(citedBy).toHaveCount(papers.length);
  expect(await citedBy.evaluateAll((links) => links.map((link) => link.textContent))).toEqual(
    papers.map((paper) => `Cited by ${String(paper.citedBy)}`),
  );
  for (const href of await citedBy.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^https:\/\/scholar\.google\.com\/scholar\?cites=\d{15,20}$/u);
  }
  await expect(citedBy.first()).toHaveAttribute('href', 'https://scholar.google.com/scholar?cites=2802157291485533899');
  // A PDF where the service found one, named with the paper for a screen reader.
  const pdfs = results(panel).getByRole('link', { name: /^PDF of “/u });
  const withPdf = papers.filter((paper) => typeof paper.pdfUrl === 'string');
  await expect(pdfs).toHaveCount(withPdf.length);
  expect(await pdfs.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    withPdf.map((paper) => paper.pdfUrl),
  );
  await expect(pdfs.first()).toHaveAccessibleName('PDF of “Apple Inc. in 2012”');
  await expectAccessible(panel, 'Scholar');

  // A paper is cited as papers are: authors (year). Title. URL (accessed …).
  const first = rows(panel).first();
  await first.getByRole('button', { name: /^More actions for/u }).click();
  await first.getByRole('button', { name: 'Copy as citation' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Citation copied' })).toBeAttached();
  expect(await clipboardText(panel)).toMatch(
    /^DB Yoffie, P Rossano \(2012\)\. Apple Inc\. in 2012\. https:\/\/www\.academia\.edu\/download\/49560432\/caso_Apple\.pdf \(accessed .+\)\.$/u,
  );

  // Patents: the tab's own path, the recorded body.
  await tab(panel, 'Patents').click();
  const patents = itemsOf(PATENTS.body);
  // As many papers were shown: the list is the patents' once its first link is theirs.
  await expect(rows(panel).first().locator('a.result-link')).toHaveAttribute('href', String(patents[0]?.link));
  await expect(rows(panel)).toHaveCount(patents.length);
  expect(api.searchRequests().at(-1)).toMatchObject({ path: '/patents', json: { q: 'apple inc' } });
  expect(await titleLinks(results(panel))).toEqual(patents.map((patent) => patent.link));
  const second = rows(panel).nth(1);
  await expect(second).toContainText('US10775999B2');
  await expect(second).toContainText('Apple Inc.');
  await expect(second).toContainText('Inventor: Nicholas Zambetti');
  await expect(second.locator('time')).toHaveCount(4);
  await expect(second.locator('time').first()).toHaveAttribute('datetime', '2012-05-09');
  const patentPdfs = results(panel).getByRole('link', { name: /^PDF of “/u });
  expect(await patentPdfs.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    patents.map((patent) => patent.pdfUrl),
  );
  // One picture for each patent that has figures (the recorded hosts are not reachable from the
  // test: each keeps its box); none for the four without.
  await expect(results(panel).locator('.figure')).toHaveCount(patents.filter((patent) => patent.thumbnailUrl).length);
  await expectAccessible(panel, 'Patents');

  // Back to Scholar: from the cache, nothing sent.
  const sent = api.searchRequests().length;
  await tab(panel, 'Scholar').click();
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('cached · 0 credits');
  expect(api.searchRequests()).toHaveLength(sent);
});

test('the documented API is sent resultType scholar and patents; a patent’s first figure loads over https, lazily, with no referrer', async ({
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
      body: JSON.stringify({ query: 'tesla', resultType: 'patents' }),
    });
    api.enqueue({ status: 200, body: (await answer.json()) as object });
    await configureExtension(worker);
    const panel = await context.newPage();
    await gotoExtensionPage(panel, extensionId, `sidepanel.html`);
    await tab(panel, 'Patents').click();
    await searchFor(panel, 'tesla');
    await expect(results(panel).getByRole('link').first()).toBeVisible();
    expect(api.searchRequests().at(-1)?.json).toEqual({ query: 'tesla', resultType: 'patents' });
    const figure = results(panel).locator('img.figure').first();
    await expect(figure).toHaveAttribute('referrerpolicy', 'no-referrer');
    await expect(figure).toHaveAttribute('loading', 'lazy');
    await expect(figure).toHaveAttribute(
      'src',
      /^https:\/\/127\.0\.0\.1:\d+\/thumbs\/patent-[a-z0-9-]+-1-170x220\.png$/u,
    );
    await expect(figure).toHaveJSProperty('complete', true);
    await expect.poll(() => pictures.thumbnailRequests().length).toBeGreaterThan(0);
    for (const request of pictures.thumbnailRequests()) expect(request.referer).toBeUndefined();

    // Scholar on the documented API: its resultType, and the recorded papers shown.
    api.enqueue({ status: 200, body: SCHOLAR.body });
    await tab(panel, 'Scholar').click();
    // The request first: until its answer comes, the patents are still shown (their count could be the same).
    await expect.poll(() => api.searchRequests().at(-1)?.json).toEqual({ query: 'tesla', resultType: 'scholar' });
    await expect(rows(panel).first().locator('a.result-link')).toHaveAttribute(
      'href',
      String(itemsOf(SCHOLAR.body)[0]?.link),
    );
    await expect(rows(panel)).toHaveCount(itemsOf(SCHOLAR.body).length);
    await expectAccessible(panel, 'Scholar (documented API)');
  } finally {
    await context.close();
    await pictures.close();
  }
});

/** "01/31/2024": a day as the live service's tbs writes it. */
const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
/** The person's own day `days` before today, `YYYY-MM-DD` (what a date field takes). */
const dayBefore = (days: number) => {
  const date = new Date(Date.now() - days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

async function showOptions(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /^Options/u });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByRole('combobox', { name: 'Date range' }).waitFor();
}

test('a custom range, newest first and exact spelling reach the live service exactly (tbs, autocorrect) and are cached apart', async ({
  api,
  worker,
  openPage,
}) => {
  api.setMode('live');
  await configureExtension(worker);
  await worker.evaluate(() => chrome.storage.local.set({ apiDialect: 'serper' }));
  const panel = await openPage('sidepanel.html');
  await tab(panel, 'News').click();
  await showOptions(panel);
  await panel.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Custom range…' });
  const [from, to] = [dayBefore(30), dayBefore(1)];
  await panel.getByLabel('From', { exact: true }).fill(from);
  await panel.getByLabel('To', { exact: true }).fill(to);
  await panel.getByRole('checkbox', { name: 'Newest first' }).check();
  await panel.getByRole('checkbox', { name: 'Exact spelling' }).check();
  // The folded options say what is set.
  await expect(panel.getByRole('button', { name: /^Options/u })).toContainText('Newest first · Exact spelling');
  await searchFor(panel, 'tesla');
  await expect(results(panel).getByRole('link').first()).toBeVisible();
  const tbs = `cdr:1,cd_min:${usDay(from)},cd_max:${usDay(to)},sbd:1`;
  expect(api.searchRequests().map((sent) => [sent.path, sent.json])).toEqual([
    // gl gb: the default location (UK) in the live service's words (review 4).
    ['/news', { q: 'tesla', gl: 'gb', tbs, autocorrect: false }],
  ]);

  // The same search again: from the cache.
  await searchFor(panel, 'tesla');
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('cached · 0 credits');
  expect(api.searchRequests()).toHaveLength(1);

  // Each option is its own search: without exact spelling, then newest first over a preset range.
  await panel.getByRole('checkbox', { name: 'Exact spelling' }).uncheck();
  await searchFor(panel, 'tesla');
  await expect.poll(() => api.searchRequests().length).toBe(2);
  await panel.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Past 24 hours' });
  await expect(panel.getByLabel('From', { exact: true })).toHaveCount(0);
  await searchFor(panel, 'tesla');
  await expect.poll(() => api.searchRequests().length).toBe(3);
  expect(api.searchRequests().map((sent) => sent.json)).toEqual([
    { q: 'tesla', gl: 'gb', tbs, autocorrect: false },
    { q: 'tesla', gl: 'gb', tbs },
    { q: 'tesla', gl: 'gb', tbs: 'qdr:d,sbd:1' },
  ]);
  await expectAccessible(panel, 'the live service’s options');
});

test('an impossible range sends nothing and says why, on the field to fix', async ({ api, worker, openPage }) => {
  api.setMode('live');
  await configureExtension(worker);
  await worker.evaluate(() => chrome.storage.local.set({ apiDialect: 'serper' }));
  for (const path of ['sidepanel.html', 'popup.html']) {
    const page = await openPage(path);
    await showOptions(page);
    await page.getByRole('combobox', { name: 'Date range' }).selectOption({ label: 'Custom range…' });
    const [from, to] = [page.getByLabel('From', { exact: true }), page.getByLabel('To', { exact: true })];

    // From after To.
    await from.fill(dayBefore(2));
    await to.fill(dayBefore(5));
    await searchFor(page, 'tesla');
    await expect(page.getByRole('alert')).toContainText('The range starts after it ends');
    await expect(from).toBeFocused();

    // A day in the future.
    await to.fill(dayBefore(-3));
    await searchFor(page, 'tesla');
    await expect(page.getByRole('alert')).toContainText(`${dayBefore(-3)} is in the future`);
    await expect(to).toBeFocused();

    // A day missing.
    await from.fill('');
    await to.fill(dayBefore(1));
    await searchFor(page, 'tesla');
    await expect(page.getByRole('alert')).toContainText('Enter the first day');
    expect(api.searchRequests(), path).toEqual([]);
    await expectAccessible(page, `${path} with an impossible range`);
    await page.close();
  }
});

test('the documented API offers none of the live service’s own options', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await showOptions(panel);
  const range = panel.getByRole('combobox', { name: 'Date range' });
  await expect(range.locator('option')).toHaveCount(7);
  await expect(range.locator('option', { hasText: 'Custom range…' })).toHaveCount(0);
  await expect(panel.getByRole('checkbox', { name: 'Newest first' })).toHaveCount(0);
  await expect(panel.getByRole('checkbox', { name: 'Exact spelling' })).toHaveCount(0);
  // Switching the service shows them, without reopening the panel.
  await worker.evaluate(() => chrome.storage.local.set({ apiDialect: 'serper' }));
  await expect(panel.getByRole('checkbox', { name: 'Newest first' })).toBeVisible();
  await expect(range.locator('option', { hasText: 'Custom range…' })).toHaveCount(1);
});
