import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { configureExtension, expect, launchReady, test } from './fixtures';

/*
 * The languages added after English and German (and those two, for the search type row): with
 * the browser in each, the side panel and the popup speak it, and at the side panel's 360 px
 * nothing is wider than the panel — the longest translations (French) must still fit the options
 * button and the More results button; the eight search type tabs scroll sideways within their
 * row, and the last is brought into sight from the keyboard.
 */
type Messages = Record<string, { message: string }>;
const messagesOf = (locale: string) =>
  JSON.parse(readFileSync(`public/_locales/${locale}/messages.json`, 'utf8')) as Messages;

async function open(context: BrowserContext, extensionId: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/${path}`);
  return page;
}

/** How far an element reaches past the right edge of the viewport, in px (0 when it fits). */
async function overflow(locator: Locator, width: number): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return Math.max(0, Math.round(box.x + box.width - width));
}

const LANGUAGES = [
  {
    locale: 'en',
    lang: '--lang=en-US',
    search: 'Search',
    results: 'Results',
    tabs: ['Web', 'News', 'Shopping', 'Scholar', 'Patents'],
  },
  {
    locale: 'de',
    lang: '--lang=de',
    search: 'Suchen',
    results: 'Ergebnisse',
    tabs: ['Web', 'News', 'Shopping', 'Scholar', 'Patente'],
  },
  {
    locale: 'fr',
    lang: '--lang=fr',
    search: 'Rechercher',
    results: 'Résultats',
    tabs: ['Web', 'Infos', 'Shopping', 'Scholar', 'Brevets'],
  },
  {
    locale: 'es',
    lang: '--lang=es',
    search: 'Buscar',
    results: 'Resultados',
    tabs: ['Web', 'Noticias', 'Compras', 'Académico', 'Patentes'],
  },
  {
    locale: 'pt_BR',
    lang: '--lang=pt-BR',
    search: 'Pesquisar',
    results: 'Resultados',
    tabs: ['Web', 'Notícias', 'Compras', 'Acadêmico', 'Patentes'],
  },
  {
    locale: 'ja',
    lang: '--lang=ja',
    search: '検索',
    results: '検索結果',
    tabs: ['ウェブ', 'ニュース', 'ショッピング', '論文', '特許'],
  },
  {
    locale: 'zh_CN',
    lang: '--lang=zh-CN',
    search: '搜索',
    results: '搜索结果',
    tabs: ['网页', '新闻', '购物', '学术', '专利'],
  },
];

for (const language of LANGUAGES) {
  // eslint-disable-next-line no-empty-pattern -- the fixtures' local API runs for every test; this one launches its own browser
  test(`in ${language.locale}, the side panel and popup speak the language and fit 360 px`, async ({}, testInfo) => {
    const m = messagesOf(language.locale);
    const text = (key: string) => m[key]?.message ?? `(no ${key})`;
    const userDataDir = mkdtempSync(join(tmpdir(), `search-ext-profile-${language.locale}-`));
    const { context, worker, extensionId } = await launchReady({ userDataDir, extraArgs: [language.lang] });
    const pageErrors: string[] = [];
    context.on('weberror', (error) => pageErrors.push(error.error().message));
    try {
      expect(await worker.evaluate(() => chrome.i18n.getMessage('htmlLang'))).toBe(text('htmlLang'));
      await configureExtension(worker);

      // Side panel at its default width: a search, in the language.
      const panel = await open(context, extensionId, 'sidepanel.html?q=ada%20lovelace');
      await panel.setViewportSize({ width: 360, height: 640 });
      await expect(panel).toHaveTitle(text('sidepanelTitle'));
      await expect(panel.locator('html')).toHaveAttribute('lang', text('htmlLang'));
      await expect(panel.getByRole('combobox', { name: text('searchQueryLabel') })).toHaveValue('ada lovelace');
      await expect(panel.getByRole('button', { name: language.search, exact: true })).toBeVisible();
      const tabs = panel.getByRole('tablist', { name: text('searchTypeLabel') });
      for (const tab of language.tabs) await expect(tabs.getByRole('tab', { name: tab })).toBeVisible();
      const results = panel.getByRole('list', { name: language.results, exact: true });
      await expect(results.getByRole('link').first()).toBeVisible();
      await expect(panel.getByRole('region', { name: text('creditsLabel') })).toBeVisible();
      await panel.screenshot({ path: testInfo.outputPath(`sidepanel-${language.locale}.png`), fullPage: true });

      // Nothing wider than the panel: the page, the tabs, the options button, More results.
      expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      expect(await overflow(tabs, 360)).toBe(0);
      // Eight tabs: the row scrolls within the panel, and End (the tabs' keyboard) brings the last
      // one wholly into sight, then Home the first.
      await expect(tabs.getByRole('tab')).toHaveCount(8);
      await tabs.getByRole('tab', { selected: true }).focus();
      for (const [key, which] of [
        ['End', tabs.getByRole('tab').last()],
        ['Home', tabs.getByRole('tab').first()],
      ] as const) {
        await panel.keyboard.press(key);
        await expect(which).toBeFocused();
        const [strip, shown] = [await tabs.boundingBox(), await which.boundingBox()];
        if (!strip || !shown) throw new Error('not laid out');
        expect(shown.x, `${key}: the tab starts inside the row`).toBeGreaterThanOrEqual(strip.x - 1);
        expect(shown.x + shown.width, `${key}: the tab ends inside the row`).toBeLessThanOrEqual(
          strip.x + strip.width + 1,
        );
      }
      const optionsToggle = panel.getByRole('button', { name: new RegExp(`^${text('searchOptionsLabel')}`, 'u') });
      expect(await overflow(optionsToggle, 360)).toBe(0);
      const more = panel.getByRole('button', { name: new RegExp(`^${text('moreResults').split(' · ')[0]}`, 'u') });
      if ((await more.count()) > 0) expect(await overflow(more.first(), 360)).toBe(0);

      // Popup: the form in the language, options folded behind one button saying they are the defaults.
      const popup = await open(context, extensionId, 'popup.html');
      await expect(popup).toHaveTitle(text('popupTitle'));
      await expect(popup.getByRole('combobox', { name: text('searchQueryLabel') })).toBeFocused();
      await expect(popup.getByRole('button', { name: language.search, exact: true })).toBeVisible();
      const popupOptions = popup.getByRole('button', {
        name: `${text('searchOptionsLabel')} ${text('searchOptionsDefault')}`,
      });
      await popupOptions.click();
      await expect(popup.getByRole('combobox', { name: text('dateRangeLabel') })).toBeVisible();
      await popup.screenshot({ path: testInfo.outputPath(`popup-${language.locale}.png`) });
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    }
  });
}
