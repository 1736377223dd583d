import type { Page, Worker } from '@playwright/test';
import { configureExtension, expect, extensionWorker, test } from './fixtures';
import {
  ARTICLE_HTML,
  ARTICLE_URL,
  articleWithSelection,
  cardFrame,
  cardPageAddress,
  clickQuickLookMenu,
  hostBoxes,
  pageFrames,
  selectionBox,
} from './quick-look-page';
import { stopServiceWorker } from './service-worker';
import { storeDailyBudget } from './pages';

/*
 * The card on pages that do not want it (CONVENTIONS "In the page"): style sheets that undo
 * every style, a page that deletes nodes it did not make, one that keeps restyling the card, a
 * strict content security policy, right-to-left text, a selection inside a frame, and a page that
 * covers the card to have it clicked unawares (clickjacking). Then the page as a stranger that
 * tries to make the card spend, open or read (issue 38): it re-attaches the card after the worker
 * stopped, frames the card's page itself, makes up key and pointer events, lays a see-through
 * layer over the card or moves it under the pointer, and speaks for the content scripts.
 */

/** The extension's element in the page, as the page's script finds it (its name is random). */
const foreignElement = () =>
  [...document.documentElement.children].find((element) => element !== document.head && element !== document.body);

/** A layer over the whole page, in the top layer after the card, nearly transparent, letting clicks through. */
function laySeeThroughLayer(page: Page): Promise<void> {
  return page.evaluate(() => {
    const veil = document.createElement('div');
    veil.id = 'veil';
    veil.popover = 'manual';
    veil.style.cssText =
      'position:fixed;inset:0;width:100vw;height:100vh;margin:0;border:0;opacity:0.02;background:#fff;pointer-events:none';
    document.body.append(veil);
    veil.showPopover();
  });
}

/** Usage preferences with the cache off; `privateMode` keeps no history either. */
async function cacheOff(worker: Worker, privateMode: boolean): Promise<void> {
  await worker.evaluate((usagePreferences) => chrome.storage.local.set({ usagePreferences }), {
    cacheTtlMinutes: 0,
    privateMode,
    lowBalanceThreshold: 20,
    showBadge: false,
  });
}

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
  const host = foreignElement;

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
  // Taken out, it is never put back (a frame put back loads again): nothing of the extension is left.
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
  // The card's links say they do not act now (aria-disabled): a person may still click one.
  await firstLink.click({ force: true });

  await expect(card.getByRole('alert')).toContainText('covers or hides');
  await page.waitForTimeout(300);
  expect(context.pages()).toHaveLength(pagesBefore);
});

test('a card the page re-attaches after the worker stopped sends no second request: it closes (cache off, private mode)', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  await cacheOff(worker, true);
  const { page, tab } = await articleWithSelection(context, worker);
  await clickQuickLookMenu(worker, tab);
  const card = await cardFrame(page);
  await expect(card.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);
  // Idle for a while, as Chrome stops it: the worker's memory of the answer goes with it.
  await stopServiceWorker(context, await openPage('options.html'));

  // Moved inside <html>: the frame would load again, with no answer anywhere to show.
  await page.evaluate(
    (find) => document.documentElement.append((0, eval)(`(${find})()`) as Element),
    foreignElement.toString(),
  );
  // A second request would have left within a few hundred milliseconds (it did before issue 38).
  await page.waitForTimeout(1_500);
  expect(api.searchRequests()).toHaveLength(1);
  await expect.poll(() => hostBoxes(page)).toEqual([]);
});

test('the card’s page loaded again by the page shows its answer by id from the history, or offers Search again: it sends nothing', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  await cacheOff(worker, false);
  const { page, tab } = await articleWithSelection(context, worker);
  const address = await cardPageAddress(worker, tab);
  await clickQuickLookMenu(worker, tab);
  const card = await cardFrame(page);
  const links = card.getByRole('list', { name: 'Results' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const titles = await links.allTextContents();
  const options = await openPage('options.html');
  await stopServiceWorker(context, options);

  // A page that learnt the card's address frames it again: the history holds the answer, by id.
  const again = await pageFrames(page, `${address}#page`);
  await expect(again.getByRole('list', { name: 'Results' }).getByRole('link')).toHaveText(titles);
  expect(api.searchRequests()).toHaveLength(1);

  // With no history and no cache, the answer is gone: said, and offered again at a click.
  const restarted = await extensionWorker(context);
  await cacheOff(restarted, true);
  await clickQuickLookMenu(restarted, tab, 'grace hopper');
  await expect.poll(() => api.searchRequests().length).toBe(2);
  await stopServiceWorker(context, options);
  const gone = await pageFrames(page, `${address}#again`);
  await expect(gone.getByText('This answer is no longer kept here')).toBeVisible();
  await expect(gone.getByRole('button', { name: 'Search again' })).toBeVisible();
  await page.waitForTimeout(500);
  expect(api.searchRequests()).toHaveLength(2);
});

test('quick-look.html?q=… framed by a web page sends nothing', async ({ api, context, worker }) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  const address = await cardPageAddress(worker, tab);
  const framed = await pageFrames(page, `${address}?q=framed%20words`);
  // A search would have left within a moment of the frame's load (it did before issue 38).
  await page.waitForTimeout(1_000);
  expect(api.searchRequests()).toHaveLength(0);
  await expect(framed.getByText('This quick look has ended')).toBeVisible();
});

test('events the page makes up do not close the card: Escape, a press outside, a new selection', async ({
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  await clickQuickLookMenu(worker, tab);
  const card = await cardFrame(page);
  await expect(card.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();

  await page.evaluate(() => {
    for (const target of [window, document, document.body]) {
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      target.dispatchEvent(new KeyboardEvent('keyup', { key: 'Escape', bubbles: true }));
    }
    document.body.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, composed: true, clientX: 2, clientY: 2 }),
    );
    document.body.dispatchEvent(new Event('selectstart', { bubbles: true }));
  });
  await page.waitForTimeout(300);
  expect(await hostBoxes(page)).toHaveLength(1);

  // The person's own Escape still closes it.
  await page.keyboard.press('Escape');
  await expect.poll(() => hostBoxes(page)).toEqual([]);
});

test('a see-through layer over the card: clicks spend nothing and open nothing, nor just after it is taken away', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  // A daily budget of 0: the card's search waits for Search anyway, which spends.
  await storeDailyBudget(worker, 0);
  const { page, tab } = await articleWithSelection(context, worker);
  await clickQuickLookMenu(worker, tab);
  const card = await cardFrame(page);
  const searchAnyway = card.getByRole('button', { name: 'Search anyway' });
  await expect(searchAnyway).toBeVisible();
  await expect(searchAnyway).not.toHaveAttribute('aria-disabled');
  expect(api.searchRequests()).toHaveLength(0);

  await laySeeThroughLayer(page);
  await page.waitForTimeout(300);
  await searchAnyway.click({ force: true });
  await page.waitForTimeout(300);
  expect(api.searchRequests()).toHaveLength(0);
  await expect(card.getByRole('alert').filter({ hasText: 'covers or hides' })).toBeVisible();

  // Taken away and laid again every 150 ms: the card is uncovered half the time, never for long
  // enough for a click to count, whenever the person clicks.
  await page.evaluate(() => {
    const veil = document.getElementById('veil')!;
    const flicker = setInterval(() => (veil.hidden = !veil.hidden), 150);
    Object.assign(window, { stopFlicker: () => (clearInterval(flicker), veil.remove()) });
  });
  for (let click = 0; click < 6; click += 1) {
    // (Had one counted, the answer would have replaced the button: nothing left to click.)
    if ((await searchAnyway.count()) === 0) break;
    await searchAnyway.click({ force: true });
    await page.waitForTimeout(110);
  }
  await page.waitForTimeout(300);
  expect(api.searchRequests()).toHaveLength(0);

  // Visible and still for long enough, the person's click counts.
  await page.evaluate(() => (window as unknown as { stopFlicker(): void }).stopFlicker());
  await expect(searchAnyway).not.toHaveAttribute('aria-disabled');
  await searchAnyway.click();
  const firstLink = card.getByRole('list', { name: 'Results' }).getByRole('link').first();
  await expect(firstLink).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);

  // A result link under the layer opens nothing.
  const pagesBefore = context.pages().length;
  await laySeeThroughLayer(page);
  await page.waitForTimeout(300);
  await firstLink.click({ force: true });
  await page.waitForTimeout(300);
  expect(context.pages()).toHaveLength(pagesBefore);
  expect(api.searchRequests()).toHaveLength(1);
  // The card's controls say they do not act now (aria-disabled); a person may still click them, as above.
  await expect(firstLink).toHaveAttribute('aria-disabled', 'true');
});

test('a card the page keeps moving under the pointer takes no click until it stands still', async ({
  context,
  worker,
}) => {
  await configureExtension(worker);
  const html = ARTICLE_HTML.replace('</body>', '<div style="height: 3000px"></div></body>');
  const { page, tab } = await articleWithSelection(context, worker, html);
  await clickQuickLookMenu(worker, tab);
  const card = await cardFrame(page);
  const firstLink = card.getByRole('list', { name: 'Results' }).getByRole('link').first();
  await expect(firstLink).not.toHaveAttribute('aria-disabled');
  await context.route(/^https:\/\//u, (route) => route.fulfill({ contentType: 'text/html', body: '<p>Result</p>' }));
  const pagesBefore = context.pages().length;
  const box = await firstLink.boundingBox();
  if (!box) throw new Error('No link to click');

  // The page scrolls by 20 px and back every 150 ms: the card follows the words, and its link
  // passes under the pointer at either place, never still for long.
  await page.evaluate(() => {
    let down = true;
    const move = () => {
      window.scrollBy(0, down ? 20 : -20);
      down = !down;
    };
    move();
    setInterval(move, 150);
  });
  await page.waitForTimeout(50);
  for (let click = 0; click < 6; click += 1) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2 - ((click + 1) % 2) * 20);
    await page.waitForTimeout(110);
  }
  await page.waitForTimeout(300);
  expect(context.pages()).toHaveLength(pagesBefore);
  expect(await hostBoxes(page)).toHaveLength(1);
});

test('a content script’s message to a page-only handler is refused, its port closed, and it reads no stored key', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { tab } = await articleWithSelection(context, worker);
  const [injection] = await worker.evaluate(
    (tabId) =>
      chrome.scripting.executeScript({
        target: { tabId },
        func: async () => {
          const envelope = (type: string, data: unknown) => ({ id: 1, type, data, timestamp: Date.now() });
          const searchRequest = envelope('search', {
            request: { query: 'from a content script' },
            source: 'sidepanel',
          });
          const search: unknown = await chrome.runtime.sendMessage(searchRequest);
          const cleared: unknown = await chrome.runtime.sendMessage(envelope('clearHistory', undefined));
          const port = chrome.runtime.connect({ name: 'sidekick-messages' });
          const portClosed = new Promise((resolve) => port.onDisconnect.addListener(() => resolve(true)));
          port.postMessage({ ...searchRequest, id: 2 });
          let stored: unknown;
          try {
            stored = chrome.storage?.local ? await chrome.storage.local.get(null) : 'no storage';
          } catch (error) {
            stored = String(error);
          }
          const closedSoon = await Promise.race([
            portClosed,
            new Promise((resolve) => setTimeout(resolve, 1_000, false)),
          ]);
          return { search, cleared, portClosed: closedSoon, stored: JSON.stringify(stored) };
        },
      }),
    tab.id!,
  );
  const seen = injection?.result as { search: unknown; cleared: unknown; portClosed: boolean; stored: string };
  expect(seen.search).toMatchObject({ err: { name: 'SenderRefused' } });
  expect(seen.cleared).toMatchObject({ err: { name: 'SenderRefused' } });
  expect(seen.portClosed).toBe(true);
  expect(seen.stored).not.toContain('test-key');
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(api.searchRequests()).toHaveLength(0);
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
