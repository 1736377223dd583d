import type { Frame, Page, Worker } from '@playwright/test';
import { seriousViolations } from './axe';
import { configureExtension } from './fixtures';
import { organicOf } from './pages';
import { dispatchInWorker, expect, test } from './real-side-panel';
import { articleWithSelection, cardFrame, cardPageAddress, hostBoxes, pageFrames } from './quick-look-page';

/*
 * The quick box (issue 41, item 3): the quick-look shortcut with nothing selected opens the card
 * with a focused box labelled Search query. Its listener runs in the worker as a key press would
 * run it (quick-look.spec.ts); the keys are Playwright's, which the browser delivers as the
 * person's own (trusted) to the card's frame, where the focus is.
 */

/** The article with nothing selected (the focus on its button), the shortcut pressed: the card's frame. */
async function quickBox(context: Parameters<typeof articleWithSelection>[0], worker: Worker, withField = false) {
  const { page, tab } = await articleWithSelection(context, worker);
  await page.evaluate((field) => {
    getSelection()?.removeAllRanges();
    if (!field) return;
    // A text field with the caret in it and nothing selected.
    const area = document.createElement('textarea');
    area.id = 'field';
    area.style.cssText = 'position: absolute; top: 60px; left: 40px; width: 300px; height: 40px';
    document.body.append(area);
    area.focus();
  }, withField);
  await dispatchInWorker(worker, 'commands.onCommand', ['quick-look', tab]);
  const card = await cardFrame(page);
  const box = card.getByRole('combobox', { name: 'Search query' });
  await expect(box).toBeFocused();
  return { page, tab, card, box };
}

/** Waits until the card would take a key that spends (it has been visible and still: its Search button is enabled). */
async function steady(card: Frame): Promise<void> {
  await expect(card.getByRole('button', { name: 'Search', exact: true })).toBeEnabled();
}

const resultLinks = (card: Frame) =>
  card.getByRole('region', { name: 'Quick look' }).getByRole('list', { name: 'Results' }).getByRole('link');

/** Types `words` as the person would and presses Enter once the cost is shown and the card is steady. */
async function search(page: Page, card: Frame, words: string): Promise<void> {
  await page.keyboard.type(words);
  await expect(card.locator('#quick-box-keys')).toContainText('credit');
  await steady(card);
  await page.keyboard.press('Enter');
}

test('the shortcut with nothing selected opens a focused Search query box at the top; Enter sends one request and the tab’s quick look is that search', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, tab, card } = await quickBox(context, worker);
  const [host] = await hostBoxes(page);
  expect(host?.top).toBeLessThan(40);
  expect(api.searchRequests()).toHaveLength(0);

  await search(page, card, 'ada lovelace');

  await expect(resultLinks(card).first()).toBeVisible();
  await expect(resultLinks(card)).toHaveText(
    organicOf(api, 0)
      .slice(0, 5)
      .map((result) => result.title),
  );
  expect(api.searchRequests()).toHaveLength(1);
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'ada lovelace' });
  // The first result has the keyboard once the answer is shown.
  await expect(resultLinks(card).first()).toBeFocused();
  const stored = await worker.evaluate(
    (key) => chrome.storage.session.get(key).then((found) => found[key]),
    `quickLook:${tab.id}`,
  );
  expect(stored).toMatchObject({ box: true, state: 'answered', message: { request: { query: 'ada lovelace' } } });

  // The card's page loaded again (here framed by the page): the answer by id, nothing sent.
  const again = await pageFrames(page, `${await cardPageAddress(worker, tab)}#again`);
  await expect(resultLinks(again).first()).toBeVisible();
  await expect(again.getByRole('combobox', { name: 'Search query' })).toHaveValue('ada lovelace');
  expect(api.searchRequests()).toHaveLength(1);
});

test('ArrowDown and Enter open the second result at its passage; Escape closes the card and gives the focus back', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, card } = await quickBox(context, worker);
  await search(page, card, 'ada lovelace');
  await expect(resultLinks(card).first()).toBeFocused();
  const [, second] = organicOf(api, 0) as Array<{ title: string; link: string; snippet?: string }>;
  if (!second?.snippet) throw new Error('The second result has no snippet');
  await context.route(`${second.link}*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: second.snippet ?? '' }),
  );

  await page.keyboard.press('ArrowDown');
  await expect(resultLinks(card).nth(1)).toBeFocused();
  await expect(resultLinks(card).nth(1)).toBeEnabled();
  const [opened] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect.poll(() => opened.url()).toContain('#:~:text=');
  expect(opened.url().startsWith(second.link)).toBe(true);

  // Up past the first result: back in the box.
  await page.bringToFront();
  await resultLinks(card).nth(1).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(card.getByRole('combobox', { name: 'Search query' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect.poll(() => hostBoxes(page)).toEqual([]);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('focused');
  expect(api.searchRequests()).toHaveLength(1);
});

test('Alt+2 searches the same words as News, and Alt+1 and Alt+2 again come from the cache', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, card } = await quickBox(context, worker);
  await search(page, card, 'ada lovelace');
  await expect(resultLinks(card).first()).toBeVisible();

  await steady(card);
  await page.keyboard.press('Alt+2');
  await expect(card.locator('#quick-box-keys')).toContainText('News');
  await expect.poll(() => api.searchRequests().length).toBe(2);
  expect(api.searchRequests()[1]?.json).toMatchObject({ query: 'ada lovelace', resultType: 'news' });
  await expect(card.getByRole('region', { name: 'Credits' })).toBeVisible();

  for (const key of ['Alt+1', 'Alt+2']) {
    await steady(card);
    await page.keyboard.press(key);
    await expect(card.getByRole('region', { name: 'Credits' })).toContainText('cache');
  }
  expect(api.searchRequests()).toHaveLength(2);
});

test('a page’s synthetic keys and clicks send nothing, in the page or in the card’s frame', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, card, box } = await quickBox(context, worker);
  await steady(card);
  // The page's own script: keys at its document and at every element the extension added.
  await page.evaluate(() => {
    const targets = [document, ...document.documentElement.children];
    for (const target of targets) {
      for (const init of [{ key: 'Enter' }, { key: '2', code: 'Digit2', altKey: true }, { key: 'ArrowDown' }]) {
        target.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, composed: true }));
      }
    }
  });
  // A script in the card's own frame (which no page can run): words set, Enter, Alt+2, a click.
  await card.evaluate(() => {
    const field = document.querySelector<HTMLInputElement>('#quick-box-query')!;
    field.value = 'grace hopper';
    field.dispatchEvent(new InputEvent('input', { bubbles: true }));
    field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: '2', code: 'Digit2', altKey: true, bubbles: true }));
    [...document.querySelectorAll('button')].find((button) => button.textContent === 'Search')?.click();
  });
  await expect(box).toHaveValue('');

  // The person's own words, afterwards: the one request is theirs.
  await box.focus();
  await search(page, card, 'ada lovelace');
  await expect(resultLinks(card).first()).toBeVisible();
  expect(api.searchRequests().map((request) => request.json)).toEqual([{ query: 'ada lovelace' }]);
});

test('with the caret in a text field, the box opens beside the field', async ({ context, worker }) => {
  await configureExtension(worker);
  const { page } = await quickBox(context, worker, true);
  const field = await page.locator('#field').boundingBox();
  const [host] = await hostBoxes(page);
  expect(host!.top).toBeGreaterThanOrEqual(field!.y + field!.height);
  expect(host!.top).toBeLessThan(field!.y + field!.height + 40);
});

test('past the daily budget, Enter in the box sends nothing until Search anyway; the cost is shown before Enter', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  // A budget of 1, with one search billed today: the next one waits for the person.
  const options = await openPage('options.html');
  await options.getByRole('spinbutton', { name: 'Daily credit budget' }).fill('1');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');
  const { page, card } = await quickBox(context, worker);
  await search(page, card, 'grace hopper');
  await expect(resultLinks(card).first()).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);

  const box = card.getByRole('combobox', { name: 'Search query' });
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('charles babbage');
  await expect(card.locator('#quick-box-keys')).toContainText('≈ 1 credit');
  await steady(card);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('alert')).toContainText('Not sent');
  expect(api.searchRequests()).toHaveLength(1);
  await card.getByRole('button', { name: 'Search anyway' }).click();
  await expect(resultLinks(card).first()).toBeVisible();
  expect(api.searchRequests()).toHaveLength(2);
  expect(api.searchRequests().at(-1)?.json).toEqual({ query: 'charles babbage' });
});

test('words typed while a search is on its way keep the keyboard: its answer does not take it to the results', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, card, box } = await quickBox(context, worker);
  api.enqueue({ delayMs: 1_500 });
  await search(page, card, 'grace hopper');
  // The person changes their mind before the answer comes, and goes on typing once it is shown.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('ada lovelace');
  await expect(resultLinks(card).first()).toBeVisible();
  await page.keyboard.type(' countess');
  await expect(box).toBeFocused();
  await expect(box).toHaveValue('ada lovelace countess');
  expect(api.searchRequests().map((request) => request.json)).toEqual([{ query: 'grace hopper' }]);
});

test('back in the box the moment the answer is shown, every letter typed stays there', async ({ context, worker }) => {
  await configureExtension(worker);
  const { page, card, box } = await quickBox(context, worker);
  // The person's click back into the box, at the very moment the first result appears: the
  // card moves the keyboard to that result as it shows it, never later, over the click.
  await card.evaluate(() => {
    const watch = new MutationObserver(() => {
      if (!document.querySelector('.card-results a')) return;
      watch.disconnect();
      document.querySelector<HTMLInputElement>('#quick-box-query')?.focus();
    });
    watch.observe(document.body, { childList: true, subtree: true });
  });
  await search(page, card, 'grace hopper');
  await expect(resultLinks(card).first()).toBeVisible();
  await expect(box).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('charles babbage');
  await expect(box).toHaveValue('charles babbage');
  await expect(box).toBeFocused();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the quick box has no serious accessibility problems, empty and answered (${scheme})`, async ({
    context,
    worker,
  }) => {
    await configureExtension(worker);
    const { page, tab, card, box } = await quickBox(context, worker);
    await page.emulateMedia({ colorScheme: scheme });
    // The card's own frame is in a closed shadow root, out of axe's reach: the same card page, framed
    // by the test page, shows the same box (its tab's quick look) where axe can read it.
    const address = await cardPageAddress(worker, tab);
    const titled = () =>
      page.evaluate(() =>
        document.querySelectorAll<HTMLIFrameElement>('body iframe').forEach((f) => (f.title = 'Card')),
      );
    const empty = await pageFrames(page, `${address}#empty`);
    await expect(empty.getByRole('combobox', { name: 'Search query' })).toBeVisible();
    await titled();
    expect(await seriousViolations(page)).toEqual([]);

    // The framed copy took the focus (a card takes it when it loads): gone, and back to the card.
    await page.evaluate(() => document.querySelectorAll('body iframe').forEach((frame) => frame.remove()));
    await box.focus();
    await search(page, card, 'ada lovelace');
    await expect(resultLinks(card).first()).toBeVisible();
    const answered = await pageFrames(page, `${address}#answered`);
    await expect(resultLinks(answered).first()).toBeVisible();
    await titled();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
