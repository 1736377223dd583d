import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { E2E_API_ORIGIN } from './e2e-build';
import { clipboardText, organicOf, windowRecord } from './pages';
import { dispatchInWorker } from './real-side-panel';
import { toCsv } from '../../lib/export/csv';
import type { ExportedResult } from '../../lib/export/exported-results';
import { toJson } from '../../lib/export/json';
import { linksText } from '../../lib/export/links';
import { toMarkdown } from '../../lib/export/markdown';
import { citationDate } from '../../lib/export/citation';

/** The results as the page shows them: title text, href, snippet and date, in list order. */
async function shownResults(page: Page): Promise<ExportedResult[]> {
  const items = page.getByRole('list', { name: 'Results' }).locator(':scope > li');
  await expect(items.first()).toBeVisible();
  return items.evaluateAll((lis) =>
    lis.map((li, index) => ({
      position: index + 1,
      title: li.querySelector('.result-title')?.textContent ?? '',
      link: li.querySelector('.result-title a')?.getAttribute('href') ?? '',
      snippet: li.querySelector('.result-snippet')?.textContent ?? '',
      date: li.querySelector('.result-meta time')?.getAttribute('datetime') ?? '',
    })),
  );
}

async function downloaded(page: Page, button: string): Promise<{ name: string; text: string }> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

test('the shown results download as Markdown, CSV and JSON, byte for byte', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html?q=typescript&num=12');
  const shown = await shownResults(panel);
  expect(shown.map((r) => r.title)).toEqual(organicOf(api, 0).map((r) => r.title));

  await panel.getByText('Export', { exact: true }).click();
  const csv = await downloaded(panel, 'Download CSV');
  expect(csv.name).toBe('search-results-typescript.csv');
  expect(csv.text).toBe(toCsv(shown));
  expect(csv.text.split('\r\n')[0]).toBe('position,title,link,snippet,date');

  const markdown = await downloaded(panel, 'Download Markdown');
  expect(markdown.name).toBe('search-results-typescript.md');
  expect(markdown.text).toBe(toMarkdown('typescript', shown));

  const json = await downloaded(panel, 'Download JSON');
  expect(json.text).toBe(toJson({ query: 'typescript', numberOfResults: 12 }, shown));
  await expect(
    panel.getByRole('status').filter({ hasText: 'Downloaded search-results-typescript.json' }),
  ).toBeVisible();
});

test('copying puts the results, or all their links, on the clipboard', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html?q=typescript');
  const shown = await shownResults(panel);
  const clipboard = () => clipboardText(panel);

  await panel.getByText('Export', { exact: true }).click();
  await panel.getByRole('button', { name: 'Copy as Markdown' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /^Copied \d+ results as Markdown$/ })).toBeVisible();
  expect(await clipboard()).toBe(toMarkdown('typescript', shown));

  await panel.getByRole('button', { name: 'Copy as CSV' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /as CSV$/ })).toBeVisible();
  expect(await clipboard()).toBe(toCsv(shown));

  await panel.getByRole('button', { name: 'Copy as JSON' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /as JSON$/ })).toBeVisible();
  expect(await clipboard()).toBe(toJson({ query: 'typescript' }, shown));

  await panel.getByRole('button', { name: 'Copy all links' }).click();
  await expect(panel.getByRole('status').filter({ hasText: /links$/ })).toBeVisible();
  expect(await clipboard()).toBe(linksText(shown));
  expect(linksText(shown).split('\n')).toHaveLength(shown.length);

  // Escape closes the menu and puts focus back on its button.
  await panel.keyboard.press('Escape');
  await expect(panel.getByRole('button', { name: 'Copy as CSV' })).toBeHidden();
});

test('the knowledge panel copies as a citation', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html?q=ada%20lovelace');
  const knowledge = panel.getByRole('region', { name: 'Knowledge panel' });
  const title = (await knowledge.getByRole('heading').textContent()) ?? '';
  const source = knowledge.locator('.knowledge-description a');
  const [sourceName, sourceLink] = [await source.textContent(), await source.getAttribute('href')];
  await knowledge.getByRole('button', { name: 'Copy as citation' }).click();
  await expect(knowledge.getByRole('status')).toHaveText('Citation copied');
  const today = citationDate(new Date());
  expect(await clipboardText(panel)).toBe(`${title}. ${sourceName}. ${sourceLink} (accessed ${today}).`);
});

test('"Search within" a result’s site searches the current query with site:host', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html?q=typescript&dateRange=PAST_YEAR');
  const first = panel.getByRole('list', { name: 'Results' }).locator(':scope > li').first();
  const host = (await first.locator('.result-host').textContent()) ?? '';
  expect(host).not.toBe('');
  await first.getByRole('button', { name: `Search within ${host}` }).click();
  await expect.poll(() => api.searchRequests().length).toBe(2);
  expect(api.searchRequests()[1]?.json).toEqual({ query: `typescript site:${host}`, dateRange: 'PAST_YEAR' });
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue(`typescript site:${host}`);
});

test('"Open in tabs" → Top 10 asks first with the count when more than five would open, then opens them', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  // No internet here, and Playwright's routing does not reach tabs opened in the background:
  // these results link to the local server, so every tab commits its URL.
  const organic = [1, 2, 3, 4, 5, 6, 7].map((i) => ({
    title: `Local page ${i}`,
    link: `${E2E_API_ORIGIN}/page-${i}`,
    position: i,
  }));
  api.enqueue({
    body: { status: 'SUCCESS', searchParameters: { query: 'local pages' }, organic, credits: 1 },
  });
  const panel = await openPage('sidepanel.html?q=local%20pages');
  const shown = await shownResults(panel);
  const links = shown.map((r) => r.link).filter(Boolean);
  expect(links).toHaveLength(7);

  const openInTabs = panel.getByRole('button', { name: 'Open in tabs' });
  await openInTabs.click();
  await panel.getByRole('menuitem', { name: 'Top 10' }).click();
  const question = panel.getByRole('group', { name: 'Open 7 tabs?' });
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(openInTabs).toBeFocused();
  expect(context.pages()).toHaveLength(1);

  await openInTabs.click();
  await panel.getByRole('menuitem', { name: 'Top 10' }).click();
  await panel.getByRole('button', { name: 'Open all' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Opened 7 tabs' })).toBeVisible();
  // Tabs opened in the background may be reported in any order.
  await expect
    .poll(() =>
      context
        .pages()
        .map((page) => page.url())
        .slice(1)
        .sort(),
    )
    .toEqual([...links].sort());
});

test('the right-click presets chosen in the options page are saved and stay chosen', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  const presets = options.getByRole('group', { name: 'Right-click presets' });
  // Defaults: news and images (one per type), past 24 hours and past week.
  await expect(presets.getByRole('checkbox', { name: /^Search news for/u })).toBeChecked();
  await expect(presets.getByRole('checkbox', { name: /^Search images for/u })).toBeChecked();
  await presets.getByRole('checkbox', { name: /^Search images for/u }).uncheck();
  await expect(presets.getByRole('checkbox', { name: 'Search past 24 hours' })).toBeChecked();
  await expect(presets.getByRole('checkbox', { name: 'Search past week' })).toBeChecked();
  await presets.getByRole('checkbox', { name: 'Search past week' }).uncheck();
  await presets.getByRole('checkbox', { name: 'Search from Paris, France' }).check();
  await presets.getByRole('checkbox', { name: /Search in your default country/ }).check();
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const stored = await worker.evaluate(() => chrome.storage.local.get('menuPresets'));
  expect(stored.menuPresets).toEqual(['type-news', 'past-24-hours', 'default-country', 'location-paris-france']);

  await options.reload();
  await expect(presets.getByRole('checkbox', { name: 'Search past 24 hours' })).toBeChecked();
  await expect(presets.getByRole('checkbox', { name: 'Search past week' })).not.toBeChecked();
  await expect(presets.getByRole('checkbox', { name: 'Search from Paris, France' })).toBeChecked();
  // Once a default country is set, the preset is named after it.
  await options.getByRole('combobox', { name: 'Country', exact: true }).fill('FR');
  await expect(presets.getByRole('checkbox', { name: /^Search in (France|FR)$/ })).toBeChecked();
});

test('the keyword’s new tab (Alt+Enter) shows its search by id — no query in its address — searched once and counted as the keyword’s', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  await openPage('options.html');
  const opened = context.waitForEvent('page', (page) => page.url().includes('/sidepanel.html'));
  await dispatchInWorker(worker, 'omnibox.onInputEntered', ['news ada lovelace', 'newForegroundTab']);
  const tab = await opened;
  // Its address is the search's id from the start (L8/L9): never the query.
  expect(tab.url()).toMatch(/\/sidepanel\.html\?search=[0-9a-f-]{36}$/u);
  await expect(tab.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  await expect(tab.getByRole('combobox', { name: 'Search query' })).toHaveValue('ada lovelace');
  await expect(tab.getByRole('tab', { name: 'News' })).toHaveAttribute('aria-selected', 'true');
  expect(api.searchRequests()).toHaveLength(1);
  expect(api.searchRequests()[0]?.json).toMatchObject({ query: 'ada lovelace', resultType: 'news' });
  await expect.poll(() => windowRecord(worker)).toMatchObject({ status: 'success', source: 'omnibox' });
  expect(tab.url()).not.toContain('lovelace');
  await tab.reload();
  await expect(tab.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);
});

test('the panel opened by the shortcut without a selection says what to do and focuses the search box', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  // What the shortcut's handler stores when nothing is selected (lib/browser/shortcut-command.ts).
  await worker.evaluate(() =>
    chrome.storage.session.set({
      panelNotice: {
        text: 'Select some text first, then press the shortcut again — or type your query here.',
        at: Date.now(),
      },
    }),
  );
  const panel = await openPage('sidepanel.html');
  await expect(panel.getByText('Select some text first')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toBeFocused();
});

test('the results do not move when the export tools, loaded after them, arrive', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  // Where the first result stands when it first appears (the tools are still loading then).
  await panel.evaluate(() => {
    const scope = globalThis as { firstResultTop?: number };
    new MutationObserver((_, observer) => {
      const first = document.querySelector('[aria-label="Results"] > li');
      if (!first) return;
      scope.firstResultTop = first.getBoundingClientRect().top;
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await panel.getByRole('combobox', { name: 'Search query' }).fill('paris');
  await panel.getByRole('combobox', { name: 'Search query' }).press('Enter');
  await expect(panel.getByRole('button', { name: 'Open in tabs' })).toBeVisible();
  const tops = await panel.evaluate(() => ({
    first: (globalThis as { firstResultTop?: number }).firstResultTop,
    now: document.querySelector('[aria-label="Results"] > li')?.getBoundingClientRect().top,
  }));
  expect(tops.first).toBeDefined();
  expect(tops.now).toBe(tops.first);
});
