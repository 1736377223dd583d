import type { BrowserContext, Frame, Page, Worker } from '@playwright/test';
import { E2E_API_ORIGIN } from './e2e-build';
import { expect } from './fixtures';
import { ARTICLE_PAGE_HTML } from '../search-api/page-endpoint';

/*
 * A web page for the quick look, and the card in it. The page is served at the API origin
 * (http://127.0.0.1:<port>), the one origin the e2e build holds: there scripting.executeScript
 * runs as the activeTab grant of a real menu click or key press would let it (a test cannot
 * click the browser's own menu or press an extension's shortcut).
 */
export const ARTICLE_URL = `${E2E_API_ORIGIN}/quick-look-article.html`;

/** A plain article: words to select, a button that has the focus, text around them (the local API serves it too). */
export const ARTICLE_HTML = ARTICLE_PAGE_HTML;

/** Opens `html` at ARTICLE_URL in a new tab, selects the words in #chosen, and returns the page and its tab. */
export async function articleWithSelection(
  context: BrowserContext,
  worker: Worker,
  html = ARTICLE_HTML,
  /** The page's own response headers (a Permissions-Policy, …). */
  headers: Record<string, string> = {},
): Promise<{ page: Page; tab: chrome.tabs.Tab }> {
  const page = await context.newPage();
  // Wide enough for the card beside the words without shifting it (the placement's own cases are unit tests).
  await page.setViewportSize({ width: 1000, height: 720 });
  await page.route(ARTICLE_URL, (route) => route.fulfill({ contentType: 'text/html', body: html, headers }));
  await page.goto(ARTICLE_URL);
  await page.locator('#focused').focus();
  await selectChosen(page);
  const [tab] = await worker.evaluate((url) => chrome.tabs.query({ url }), ARTICLE_URL);
  if (tab?.id === undefined) throw new Error('The article has no tab');
  return { page, tab };
}

/** Selects the words in #chosen (without moving the focus). */
export async function selectChosen(page: Page): Promise<void> {
  await page.evaluate(() => {
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('chosen')!);
    const selection = getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  });
}

/** The card's frame in the page, once it has loaded (frames inside a closed shadow root are still the page's frames). */
export async function cardFrame(page: Page): Promise<Frame> {
  // The newest card's frame: a card just closed may still be listed for a moment, detached (CI: a
  // second card's links were looked for in the first card's frame).
  const cards = () =>
    page.frames().filter((candidate) => candidate.url().includes('/quick-look.html') && !candidate.isDetached());
  await expect.poll(() => cards().length).toBeGreaterThan(0);
  const frame = cards().at(-1);
  if (!frame) throw new Error('No quick-look frame');
  await frame.waitForLoadState();
  return frame;
}

/** The card showing `query` (a new card replaces the old one: the old frame may linger for a moment). */
export async function cardFor(page: Page, query: string): Promise<Frame> {
  let found: Frame | undefined;
  await expect
    .poll(async () => {
      for (const frame of page.frames().filter((candidate) => candidate.url().includes('/quick-look.html'))) {
        const shown = await frame
          .locator('.card-query')
          .textContent({ timeout: 500 })
          .catch(() => null);
        if (shown === query) found = frame;
      }
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/**
 * The card's host element as the page's own script sees it: its box, and how many there are. The
 * extension's elements are the document element's children other than its head and body: their
 * names are random, with nothing fixed to look for (the test pages add nothing else there).
 */
export async function hostBoxes(
  page: Page,
): Promise<Array<{ top: number; left: number; width: number; height: number }>> {
  return page.evaluate(() =>
    [...document.documentElement.children]
      .filter((element) => element !== document.head && element !== document.body)
      .map((element) => {
        const { top, left, width, height } = element.getBoundingClientRect();
        return { top, left, width, height };
      }),
  );
}

/** The selection's box in the page. */
export async function selectionBox(page: Page): Promise<{ top: number; left: number; bottom: number; right: number }> {
  return page.evaluate(() => {
    const { top, left, bottom, right } = getSelection()!.getRangeAt(0).getBoundingClientRect();
    return { top, left, bottom, right };
  });
}

/** Runs the menu's "Quick look “%s”" listener for the selection in the tab, as the browser would (without its gesture). */
export async function clickQuickLookMenu(
  worker: Worker,
  tab: chrome.tabs.Tab,
  selectionText = 'ada lovelace',
  pageUrl = ARTICLE_URL,
) {
  await worker.evaluate(
    ({ tab, selectionText, pageUrl }) => {
      const target = chrome.contextMenus.onClicked as unknown as { dispatch(...values: unknown[]): void };
      target.dispatch({ menuItemId: 'quick-look', selectionText, editable: false, frameId: 0, pageUrl }, tab);
    },
    { tab, selectionText, pageUrl },
  );
}

/** Every element's box in the page (the page's own layout), to compare before and after the card. */
export async function pageLayout(page: Page): Promise<string> {
  return page.evaluate(() =>
    JSON.stringify(
      [...document.body.querySelectorAll('*')].map((element) => {
        const { top, left, width, height } = element.getBoundingClientRect();
        return [element.tagName, top, left, width, height, getComputedStyle(element).color];
      }),
    ),
  );
}

/** Runs the menu's quick look for the selected `selectionText` of `page` (at the API origin) and returns the card, its results shown. */
export async function quickLookCard(worker: Worker, page: Page, selectionText: string): Promise<Frame> {
  const [tab] = await worker.evaluate((url) => chrome.tabs.query({ url }), page.url());
  if (tab?.id === undefined) throw new Error(`No tab for ${page.url()}`);
  await clickQuickLookMenu(worker, tab, selectionText, page.url());
  const card = await cardFor(page, selectionText);
  const results = card.getByRole('region', { name: 'Quick look' }).getByRole('list', { name: 'Results' });
  await expect(results.getByRole('link').first()).toBeVisible();
  return card;
}

/**
 * The address of the card's page as a content script in the tab sees it (in Chrome, this session's
 * `use_dynamic_url` address, which pages cannot guess): what a page would need to frame the card.
 */
export async function cardPageAddress(worker: Worker, tab: chrome.tabs.Tab): Promise<string> {
  const [injection] = await worker.evaluate(
    (tabId) =>
      chrome.scripting.executeScript({ target: { tabId }, func: () => chrome.runtime.getURL('/quick-look.html') }),
    tab.id!,
  );
  if (typeof injection?.result !== 'string') throw new Error('No address for the card page');
  return injection.result;
}

/**
 * The page frames `src` itself (the way a page that learnt the card's address could), and returns
 * that frame, loaded. Give `src` a query or an anchor the card's own frame does not have.
 */
export async function pageFrames(page: Page, src: string): Promise<Frame> {
  await page.evaluate((address) => {
    const frame = document.createElement('iframe');
    frame.src = address;
    frame.style.cssText = 'width: 380px; height: 440px';
    document.body.append(frame);
  }, src);
  let found: Frame | undefined;
  // Chrome loads the session's address as the extension's own: the path, query and anchor stay.
  const { pathname, search, hash } = new URL(src);
  await expect
    .poll(() => (found = page.frames().find((frame) => frame.url().endsWith(pathname + search + hash))) !== undefined)
    .toBe(true);
  await found!.waitForLoadState();
  return found!;
}
