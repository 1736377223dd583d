import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { configureExtension, expect, test } from './fixtures';
import { screenshotPath } from './screenshot-output';
import { ADA_ARTICLE, SELECTED_PHRASE_ID, selectedPhrase } from './store-article';
import {
  composeStoreImage,
  MARQUEE_SIZE,
  openArticle,
  PANEL_WIDTH,
  pngFileSize,
  SMALL_TILE_SIZE,
  type Tile,
} from './store-composition';

/*
 * The Chrome Web Store's promotional images (docs/store/promo/): the 440×280 small tile and the
 * 1400×560 marquee. Like the screenshots (store-screenshots.spec.ts), they are composed from real
 * screenshots of the built extension against the local search API, placed at their own pixel
 * size, on a promo page: the icon from assets/icon.svg, the name, a line or three of English
 * text, and the side panel (the marquee: beside a page with the searched phrase selected).
 * `npm run store:images` makes them again; every test first checks the page it photographs.
 */
const DIR = 'docs/store/promo';
const BRAND = 'linear-gradient(135deg, #1e40af 0%, #2563eb 55%, #3b82f6 100%)';
const RULE = '#d5d9e0';
const ICON_SVG = readFileSync('assets/icon.svg', 'utf8');
const NAME = 'Search Sidekick';
const TAGLINE = 'Search the web without leaving the page';
const FEATURES = [
  'Select text, right-click, and read the answer beside the page',
  'Web, news, images, videos, places and shopping',
  'Your own API key, and the cost of each search before you send it',
];
const WHITE_TEXT = "color:#fff;font-family:system-ui,'DejaVu Sans',sans-serif;line-height:1.2;";

async function viewportShot(page: Page): Promise<Buffer> {
  await page.bringToFront();
  return page.screenshot();
}

/** The side panel page showing the results for `query`, checked, at the given size. */
async function panelWithResults(
  openPage: (path: string) => Promise<Page>,
  query: string,
  size: { width: number; height: number },
): Promise<Page> {
  const panel = await openPage(`sidepanel.html?q=${encodeURIComponent(query)}`);
  await panel.emulateMedia({ colorScheme: 'light' });
  await panel.setViewportSize(size);
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue(query);
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  return panel;
}

test('the small promotional tile: the name, and the side panel with results', async ({
  api,
  worker,
  context,
  openPage,
}) => {
  await configureExtension(worker);
  // The panel's top at 360 px, the narrow width that still fits the search box, the type tabs and
  // the first result in its top 200 px (compact-panel.spec.ts), running off the tile's bottom edge.
  const panelTop = 80;
  const panelSize = { width: 360, height: SMALL_TILE_SIZE.height - panelTop };
  const panel = await panelWithResults(openPage, 'Ada Lovelace', panelSize);
  await expect(panel.getByRole('tab', { name: 'Web' })).toHaveAttribute('aria-selected', 'true');
  expect(api.searchRequests()).toHaveLength(1);

  const margin = (SMALL_TILE_SIZE.width - panelSize.width) / 2;
  const textWidth = SMALL_TILE_SIZE.width - margin * 2 - 60;
  const tiles: Tile[] = [
    { kind: 'svg', svg: ICON_SVG, x: margin, y: 16, size: 48 },
    {
      kind: 'text',
      text: NAME,
      x: margin + 60,
      y: 16,
      width: textWidth,
      style: `${WHITE_TEXT}font-size:24px;font-weight:700`,
    },
    {
      kind: 'text',
      text: TAGLINE,
      x: margin + 60,
      y: 46,
      width: textWidth,
      style: `${WHITE_TEXT}font-size:14px;opacity:.92`,
    },
    { kind: 'image', png: await viewportShot(panel), x: margin, y: panelTop, shadow: true },
  ];
  const path = screenshotPath(test.info(), `${DIR}/small-promo-tile-440x280.png`);
  await composeStoreImage(context, tiles, BRAND, path, SMALL_TILE_SIZE);
  expect(pngFileSize(path)).toEqual(SMALL_TILE_SIZE);
});

test('the marquee: the name and what it does, beside a page and its side panel', async ({
  api,
  worker,
  context,
  openPage,
}) => {
  await configureExtension(worker);
  const windowTop = 48;
  const shotHeight = MARQUEE_SIZE.height - windowTop;
  const articleWidth = 480;
  const article = await openArticle(context, ADA_ARTICLE, { width: articleWidth, height: shotHeight }, 'light');
  expect(article.selection).toBe(selectedPhrase(ADA_ARTICLE));
  // Bring the selected phrase into view, as a person reading down to it would have it.
  // Bring the selected phrase into view, as a person reading down to it would have it: the paragraph
  // before it at the top (with no line cut in half), then the one with the selection.
  await article.page.evaluate((id) => {
    const before = document.getElementById(id)?.closest('p')?.previousElementSibling;
    if (before) window.scrollTo(0, before.getBoundingClientRect().top + window.scrollY - 16);
  }, SELECTED_PHRASE_ID);

  const panel = await panelWithResults(openPage, article.selection, { width: PANEL_WIDTH, height: shotHeight });
  await expect(
    panel.getByRole('region', { name: 'Knowledge panel' }).getByRole('heading', { name: 'Ada Lovelace' }),
  ).toBeAttached();
  expect(api.searchRequests()).toHaveLength(1);

  // The page and the panel side by side, as one browser window running off the bottom edge.
  const windowWidth = articleWidth + 1 + PANEL_WIDTH;
  const windowLeft = MARQUEE_SIZE.width - 40 - windowWidth;
  const textLeft = 64;
  const textWidth = windowLeft - textLeft - 40;
  const tiles: Tile[] = [
    { kind: 'svg', svg: ICON_SVG, x: textLeft, y: 80, size: 88 },
    {
      kind: 'text',
      text: NAME,
      x: textLeft,
      y: 196,
      width: textWidth,
      style: `${WHITE_TEXT}font-size:40px;font-weight:700`,
    },
    { kind: 'text', text: TAGLINE, x: textLeft, y: 252, width: textWidth, style: `${WHITE_TEXT}font-size:21px` },
    ...FEATURES.map((feature, index): Tile => ({
      kind: 'text',
      text: `— ${feature}`,
      x: textLeft,
      y: 330 + index * 52,
      width: textWidth,
      style: `${WHITE_TEXT}font-size:17px;opacity:.92`,
    })),
    // The window: a frame in the divider's colour, which shows only in the 1 px between the two shots.
    { kind: 'rule', x: windowLeft, y: windowTop, width: windowWidth, height: shotHeight, color: RULE, shadow: true },
    { kind: 'image', png: await viewportShot(article.page), x: windowLeft, y: windowTop },
    { kind: 'image', png: await viewportShot(panel), x: windowLeft + articleWidth + 1, y: windowTop },
  ];
  const path = screenshotPath(test.info(), `${DIR}/marquee-1400x560.png`);
  await composeStoreImage(context, tiles, BRAND, path, MARQUEE_SIZE);
  expect(pngFileSize(path)).toEqual(MARQUEE_SIZE);
});
