import type { Frame, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { configureExtension } from './fixtures';
import { organicOf, windowRecord } from './pages';
import { dispatchInWorker, expect, openSidePanelWithAClick, test } from './real-side-panel';
import {
  articleWithSelection,
  cardFor,
  cardFrame,
  clickQuickLookMenu,
  hostBoxes,
  pageLayout,
  selectionBox,
} from './quick-look-page';

/*
 * The quick look in real Chromium: the menu's and the shortcut's own listeners run in the worker
 * (a test cannot click the browser's menu or press an extension's shortcut; see
 * real-side-panel.spec.ts), on a page served at the API origin, which the e2e build may script
 * as a real click's activeTab grant would let it. The card is the extension's page in a frame
 * inside a closed shadow root; Playwright reaches it as one of the page's frames.
 */

/** The card's result links, once shown (in the frame that shows them: a closed card's may linger). */
async function cardLinks(page: Page) {
  const linksIn = (frame: Frame) =>
    frame.getByRole('region', { name: 'Quick look' }).getByRole('list', { name: 'Results' }).getByRole('link');
  let card: Frame | undefined;
  await expect
    .poll(async () => {
      await cardFrame(page);
      for (const frame of page.frames().filter((candidate) => candidate.url().includes('/quick-look.html'))) {
        if (
          await linksIn(frame)
            .first()
            .isVisible()
            .catch(() => false)
        )
          card = frame;
      }
      return card !== undefined;
    })
    .toBe(true);
  return { card: card!, links: linksIn(card!) };
}

test('the menu’s quick look puts the card beside the selection with the answer of one request, and the page sees none of it', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  const layoutBefore = await pageLayout(page);

  await clickQuickLookMenu(worker, tab);

  const { card, links } = await cardLinks(page);
  const expected = organicOf(api, 0).slice(0, 5);
  await expect(links).toHaveText(expected.map((result) => result.title));
  for (const [index, result] of expected.entries()) await expect(links.nth(index)).toHaveAttribute('href', result.link);
  await expect(card.getByRole('region', { name: 'Credits' })).toContainText('billed');
  expect(api.searchRequests()).toHaveLength(1);
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'ada lovelace' });

  // Beside the words: just below them, its left edge at theirs.
  const [host] = await hostBoxes(page);
  const words = await selectionBox(page);
  if (!host) throw new Error('No card in the page');
  expect(host.top).toBeGreaterThanOrEqual(words.bottom);
  expect(host.top - words.bottom).toBeLessThan(12);
  expect(Math.abs(host.left - words.left)).toBeLessThan(2);

  // The page's own layout and styles are as they were.
  expect(await pageLayout(page)).toBe(layoutBefore);

  // The page's own script finds no frame, no query and no result through the DOM (closed root).
  const seen = await page.evaluate(
    (titles) => {
      const host = [...document.documentElement.children].find(
        (element) => element !== document.head && element !== document.body,
      );
      const html = document.documentElement.outerHTML;
      return {
        frames: document.querySelectorAll('iframe').length,
        shadowRoot: host?.shadowRoot ?? null,
        hostChildren: host?.childNodes.length,
        resultTextInDom: titles.some((title) => html.includes(title)),
        extensionUrlInDom: html.includes('quick-look.html') || html.includes('-extension://'),
      };
    },
    expected.map((result) => result.title),
  );
  expect(seen).toEqual({
    frames: 0,
    shadowRoot: null,
    hostChildren: 0,
    resultTextInDom: false,
    extensionUrlInDom: false,
  });
});

test('Open in side panel shows the card’s answer in the panel of its window with no further request', async ({
  api,
  context,
  worker,
  sidePanel,
}) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  await clickQuickLookMenu(worker, tab);
  const { card, links } = await cardLinks(page);
  const titles = await links.allTextContents();

  // A real click in the card: the gesture sidePanel.open needs.
  await card.getByRole('button', { name: 'Open in side panel' }).click();
  const panel = await sidePanel();

  const panelLinks = panel.getByRole('list', { name: 'Results' }).getByRole('link');
  await expect(panelLinks.first()).toBeVisible();
  expect((await panelLinks.allTextContents()).slice(0, titles.length)).toEqual(titles);
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue('ada lovelace');
  expect(api.searchRequests()).toHaveLength(1);
  await expect
    .poll(() => windowRecord(worker, tab.windowId))
    .toMatchObject({ status: 'success', source: 'quick-look' });
  // Its job done, the card goes.
  await expect.poll(() => hostBoxes(page)).toEqual([]);
});

test('the shortcut’s quick look reads the active tab’s selection and shows the card with one request', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);

  await dispatchInWorker(worker, 'commands.onCommand', ['quick-look', tab]);

  const { links } = await cardLinks(page);
  await expect(links).toHaveText(
    organicOf(api, 0)
      .slice(0, 5)
      .map((result) => result.title),
  );
  expect(api.searchRequests()).toHaveLength(1);
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'ada lovelace' });
});

test('Escape and a click outside close the card, and the focus goes back where it was', async ({ context, worker }) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  const focusedBefore = () => page.evaluate(() => document.activeElement?.id);
  expect(await focusedBefore()).toBe('focused');

  await clickQuickLookMenu(worker, tab);
  const { card } = await cardLinks(page);
  // The card has the keyboard: Escape pressed in it closes it.
  await expect(card.getByRole('region', { name: 'Quick look' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect.poll(() => hostBoxes(page)).toEqual([]);
  expect(await focusedBefore()).toBe('focused');

  await clickQuickLookMenu(worker, tab);
  await cardLinks(page);
  await page.locator('#far').click();
  await expect.poll(() => hostBoxes(page)).toEqual([]);
});

test('a second quick look replaces the first: one card per tab', async ({ context, worker }) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  await clickQuickLookMenu(worker, tab);
  await cardLinks(page);
  await clickQuickLookMenu(worker, tab, 'analytical engine');
  const shownQueries = () =>
    Promise.all(
      page
        .frames()
        .filter((frame) => frame.url().includes('/quick-look.html'))
        .map((frame) =>
          frame
            .locator('.card-query')
            .textContent({ timeout: 1000 })
            .catch(() => 'detached'),
        ),
    );
  await expect.poll(shownQueries).toEqual(['analytical engine']);
  expect(await hostBoxes(page)).toHaveLength(1);
});

test('on a browser page the quick look goes to the side panel instead, with one request', async ({
  api,
  context,
  worker,
  openPage,
  sidePanel,
}) => {
  await configureExtension(worker);
  const { tab } = await articleWithSelection(context, worker);
  await openSidePanelWithAClick(await openPage('options.html'));
  const panel = await sidePanel();

  // The browser gives the settings page's address in the click's info: no script may run there.
  await clickQuickLookMenu(worker, tab, 'grace hopper', 'chrome://settings/');

  await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue('grace hopper');
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);
  expect(await windowRecord(worker, tab.windowId)).toMatchObject({ source: 'quick-look' });
});

test('a result opened from the card lands at its passage: a text fragment from its snippet, the href left clean', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  await clickQuickLookMenu(worker, tab);
  const { links } = await cardLinks(page);
  const [first] = organicOf(api, 0) as Array<{ title: string; link: string; snippet?: string }>;
  if (!first?.snippet) throw new Error('The first result has no snippet');
  // The result's site, answered here: the machine has no way out to it.
  await context.route(`${first.link}*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: first.snippet ?? '' }),
  );

  const [opened] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
  await expect.poll(() => opened.url()).toContain('#:~:text=');
  expect(opened.url().startsWith(first.link)).toBe(true);
  // Copying the link still copies the page's own address.
  await expect(links.first()).toHaveAttribute('href', first.link);
});

test('quick-look.html?q=…&type=… opens the card standalone, with that type’s first results', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const card = await openPage('quick-look.html?q=tesla&type=news');
  const links = card
    .getByRole('region', { name: 'Quick look' })
    .getByRole('list', { name: 'Results' })
    .getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(5);
  expect(api.searchRequests()).toHaveLength(1);
  expect(api.searchRequests()[0]?.json).toMatchObject({ query: 'tesla', resultType: 'news' });
  // Standalone, there is no page to close it in: no Close button.
  await expect(card.getByRole('button', { name: 'Close' })).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the card has no serious accessibility problems, answered and while loading (${scheme})`, async ({
    api,
    worker,
    openPage,
  }) => {
    await configureExtension(worker);
    const card = await openPage('quick-look.html?q=ada%20lovelace');
    await card.emulateMedia({ colorScheme: scheme });
    await expect(card.getByRole('region', { name: 'Knowledge panel' })).toBeVisible();
    await expect(card.getByRole('region', { name: 'Credits' })).toBeVisible();
    expect(await seriousViolations(card)).toEqual([]);

    api.setLatency(2000);
    const loading = await openPage('quick-look.html?q=grace%20hopper');
    await loading.emulateMedia({ colorScheme: scheme });
    await expect(loading.getByRole('region', { name: 'Quick look' })).toHaveAttribute('aria-busy', 'true');
    expect(await seriousViolations(loading)).toEqual([]);
  });
}

test('the card follows the words as the page scrolls, and closes once they scroll out of view', async ({
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  await clickQuickLookMenu(worker, tab);
  await cardLinks(page);
  const [before] = await hostBoxes(page);

  await page.evaluate(() => window.scrollBy(0, 40));
  await expect.poll(async () => (await hostBoxes(page))[0]?.top).toBe((before?.top ?? 0) - 40);

  await page.evaluate(() => window.scrollBy(0, 1000));
  await expect.poll(() => hostBoxes(page)).toEqual([]);
});

test('the card shows the panel’s alerts: Open settings for a rejected key; past the budget, nothing sent until Search anyway', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker, { apiKey: 'not-a-known-key' });
  const { page, tab } = await articleWithSelection(context, worker);
  await clickQuickLookMenu(worker, tab);
  let card = await cardFrame(page);
  await expect(card.getByRole('alert')).toBeVisible();
  await expect(card.getByRole('alert').getByRole('button', { name: 'Open settings' })).toBeVisible();

  // A budget of 1, with one search billed today: the next one waits for the person.
  await configureExtension(worker);
  const options = await openPage('options.html');
  await options.getByRole('spinbutton', { name: 'Daily credit budget' }).fill('1');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');
  await page.bringToFront();
  await clickQuickLookMenu(worker, tab, 'grace hopper');
  card = await cardFor(page, 'grace hopper');
  await expect(card.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  const sent = api.searchRequests().length;

  await clickQuickLookMenu(worker, tab, 'charles babbage');
  card = await cardFor(page, 'charles babbage');
  await expect(card.getByRole('alert')).toContainText('Not sent');
  expect(api.searchRequests()).toHaveLength(sent);
  await card.getByRole('button', { name: 'Search anyway' }).click();
  await expect(card.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  expect(api.searchRequests()).toHaveLength(sent + 1);
  expect(api.searchRequests().at(-1)?.json).toEqual({ query: 'charles babbage' });
});
