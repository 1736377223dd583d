import type { Page, Worker } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import {
  ARTICLE_HTML,
  ARTICLE_URL,
  articleWithSelection,
  cardFrame,
  clickQuickLookMenu,
  hostBoxes,
  selectionBox,
} from './quick-look-page';

/*
 * The card on pages that do not want it (CONVENTIONS "In the page"): style sheets that undo
 * every style, a page that deletes nodes it did not make, one that keeps restyling the card, a
 * strict content security policy, right-to-left text, a selection inside a frame, and a page that
 * covers the card to have it clicked unawares (clickjacking).
 */

/** The article with something added to its <head> or <body>. */
function article(head: string, body = ''): string {
  return ARTICLE_HTML.replace('</head>', `${head}</head>`).replace('</body>', `${body}</body>`);
}

/** The card's box as the page lays it out, and whether its results show. */
async function cardShows(page: Page): Promise<boolean> {
  const card = await cardFrame(page);
  await expect(card.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  const [host] = await hostBoxes(page);
  return host !== undefined && host.width > 300 && host.height > 300;
}

test('a page that unsets every style, !important, still shows the card whole', async ({ context, worker }) => {
  await configureExtension(worker);
  const html = article(
    '<style>* { all: unset !important; } html > *:last-child, [popover] { display: none !important; opacity: 0 !important; }</style>',
  );
  const { page, tab } = await articleWithSelection(context, worker, html);
  await clickQuickLookMenu(worker, tab);
  expect(await cardShows(page)).toBe(true);
});

test('a page that restyles the card has it put back, and one that keeps at it closes it', async ({
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  await clickQuickLookMenu(worker, tab);
  expect(await cardShows(page)).toBe(true);
  const host = () =>
    [...document.documentElement.children].find((element) => element.tagName.startsWith('SIDEKICK-')) as HTMLElement;

  // Once: the style is restored.
  await page.evaluate(`(${host.toString()})().style.opacity = '0'`);
  await expect.poll(() => page.evaluate(`getComputedStyle((${host.toString()})()).opacity`)).toBe('1');

  // Again and again: the card gives up and goes.
  await page.evaluate(async (find) => {
    for (let round = 0; round < 10; round += 1) {
      const element = (0, eval)(`(${find})()`) as HTMLElement | undefined;
      element?.setAttribute('data-x', String(round));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }, host.toString());
  await expect.poll(() => hostBoxes(page)).toEqual([]);
});

test('a page that deletes nodes it did not make ends with no card and no fight', async ({ context, worker }) => {
  await configureExtension(worker);
  const html = article(
    `<script>
      new MutationObserver((records) => {
        for (const record of records) for (const node of record.addedNodes) {
          if (node.nodeType === 1 && node !== document.head && node !== document.body) node.remove();
        }
      }).observe(document.documentElement, { childList: true });
    </script>`,
  );
  const { page, tab } = await articleWithSelection(context, worker, html);
  await clickQuickLookMenu(worker, tab);
  // Put back a few times, then given up: nothing of the extension is left in the page.
  await expect.poll(() => page.evaluate(() => document.documentElement.children.length)).toBe(2);
  await page.waitForTimeout(300);
  expect(await hostBoxes(page)).toEqual([]);
});

test('a page with a strict content security policy still gets the card', async ({ context, worker }) => {
  await configureExtension(worker);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1000, height: 720 });
  await page.route(ARTICLE_URL, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'Content-Security-Policy': "default-src 'none'; frame-src 'none'; style-src 'unsafe-inline'" },
      body: ARTICLE_HTML,
    }),
  );
  await page.goto(ARTICLE_URL);
  await selectWords(page);
  await clickQuickLookMenu(worker, await tabOf(worker));
  expect(await cardShows(page)).toBe(true);
});

test('in right-to-left text the card’s right edge is at the words’ right edge', async ({ context, worker }) => {
  await configureExtension(worker);
  const html = ARTICLE_HTML.replace('<html lang="en">', '<html lang="ar" dir="rtl">');
  const { page, tab } = await articleWithSelection(context, worker, html);
  await clickQuickLookMenu(worker, tab);
  expect(await cardShows(page)).toBe(true);
  const [host] = await hostBoxes(page);
  const words = await selectionBox(page);
  expect(Math.abs((host?.left ?? 0) + (host?.width ?? 0) - words.right)).toBeLessThan(2);
});

test('words selected in a frame get the card in that frame', async ({ context, worker }) => {
  await configureExtension(worker);
  const inner = `${ARTICLE_URL}?inner`;
  const page = await context.newPage();
  await page.setViewportSize({ width: 1000, height: 720 });
  await page.route(ARTICLE_URL, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<h1>Outer</h1><iframe src="${inner}" style="width: 900px; height: 600px"></iframe>`,
    }),
  );
  await page.route(inner, (route) => route.fulfill({ contentType: 'text/html', body: ARTICLE_HTML }));
  await page.goto(ARTICLE_URL);
  const frame = page.frames().find((candidate) => candidate.url() === inner);
  if (!frame) throw new Error('No inner frame');
  await frame.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('chosen')!);
    getSelection()!.addRange(range);
  });
  const tab = await tabOf(worker);
  const frameId = await worker.evaluate(
    async ({ tabId, url }) =>
      (await chrome.scripting.executeScript({ target: { tabId, allFrames: true }, func: () => location.href })).find(
        (result) => result.result === url,
      )?.frameId,
    { tabId: tab.id!, url: inner },
  );
  await worker.evaluate(
    ({ tab, frameId, inner }) => {
      const target = chrome.contextMenus.onClicked as unknown as { dispatch(...values: unknown[]): void };
      target.dispatch(
        { menuItemId: 'quick-look', selectionText: 'ada lovelace', frameId, frameUrl: inner, pageUrl: location.href },
        tab,
      );
    },
    { tab, frameId, inner },
  );
  const card = await cardFrame(page);
  await expect(card.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  expect(card.parentFrame()?.url()).toBe(inner);
});

test('a card the page covers refuses to open a result and says why (clickjacking)', async ({ context, worker }) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  await clickQuickLookMenu(worker, tab);
  const card = await cardFrame(page);
  const firstLink = card.getByRole('list', { name: 'Results' }).getByRole('link').first();
  await expect(firstLink).toBeVisible();
  // Uncovered, a click opens the result (its site answered here: the machine has no way out).
  await context.route(/^https:\/\//u, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Result</p>' }));
  const [opened] = await Promise.all([context.waitForEvent('page'), firstLink.click()]);
  await opened.close();
  await expect(card.getByRole('alert')).toHaveCount(0);
  const pagesBefore = context.pages().length;

  // Above the card, in the top layer after it, nearly transparent, letting clicks through.
  await page.evaluate(() => {
    const veil = document.createElement('div');
    veil.popover = 'manual';
    veil.style.cssText =
      'position:fixed;inset:0;width:100vw;height:100vh;margin:0;border:0;opacity:0.02;background:#fff;pointer-events:none';
    document.body.append(veil);
    veil.showPopover();
  });
  await page.waitForTimeout(300);
  await firstLink.click();

  await expect(card.getByRole('alert')).toContainText('covers or hides this card');
  await page.waitForTimeout(300);
  expect(context.pages()).toHaveLength(pagesBefore);
});

async function selectWords(page: Page): Promise<void> {
  await page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('chosen')!);
    getSelection()!.addRange(range);
  });
}

async function tabOf(worker: Worker): Promise<chrome.tabs.Tab> {
  const [tab] = await worker.evaluate((url) => chrome.tabs.query({ url: `${url}*` }), ARTICLE_URL);
  if (!tab?.id) throw new Error('No tab');
  return tab;
}
