import type { BrowserContext, Page, Worker } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { HOLD_MS } from '../../lib/in-page/selection-button';
import { ARTICLE_HTML, ARTICLE_URL, cardFrame, hostBoxes, selectChosen } from './quick-look-page';

/*
 * The opt-in search button beside selected text, switched on and off from the options page.
 *
 * Headless Chromium cannot show the permission prompt (a window of the browser's own, which no
 * test can answer). The person's answer is given where the browser keeps it: chrome://extensions,
 * whose own page grants the extension site access (developerPrivate.addHostPermission, what its
 * "Site access" menu does). permissions.request, called by the options page inside the click, then
 * answers yes as the browser gives it — without a prompt, since the person already said yes.
 */

const ALL_SITES = ['https://*/*', 'http://*/*'];

async function grantAllSitesInBrowserSettings(page: Page, extensionId: string): Promise<void> {
  await page.goto(`chrome://extensions/?id=${extensionId}`);
  await page.evaluate(
    async ({ id, patterns }) => {
      const developer = (
        chrome as unknown as { developerPrivate: { addHostPermission(id: string, host: string): Promise<void> } }
      ).developerPrivate;
      for (const pattern of patterns) await developer.addHostPermission(id, pattern);
    },
    { id: extensionId, patterns: ALL_SITES },
  );
}

async function registeredScripts(worker: Worker): Promise<string[]> {
  return worker.evaluate(async () => (await chrome.scripting.getRegisteredContentScripts()).map((script) => script.id));
}

async function hasAllSites(worker: Worker): Promise<boolean> {
  return worker.evaluate((origins) => chrome.permissions.contains({ origins }), ALL_SITES);
}

/** Selects the words in #chosen the way a person does: pressing, dragging across them, letting go. */
async function dragAcrossWords(page: Page): Promise<void> {
  const box = await page.locator('#chosen').boundingBox();
  if (!box) throw new Error('No words to select');
  await page.mouse.move(box.x + 1, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
}

test('switched on from the options, the button shows beside a selection and opens the card; switched off, it is gone with the permission', async ({
  api,
  context,
  worker,
  extensionId,
  openPage,
}) => {
  await configureExtension(worker);
  await grantAllSitesInBrowserSettings(await context.newPage(), extensionId);
  const options = await openPage('options.html');
  const checkbox = options.getByRole('checkbox', { name: 'Show a search button beside selected text' });
  await expect(checkbox).not.toBeChecked();

  // Saved with Save, like every setting (access to all sites asked for inside that click).
  await checkbox.check();
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(await registeredScripts(worker)).toEqual(['selection-button']);
  expect(await hasAllSites(worker)).toBe(true);

  // A page opened now runs the registered script.
  const page = await context.newPage();
  await page.setViewportSize({ width: 1000, height: 720 });
  await page.route(ARTICLE_URL, (route) => route.fulfill({ contentType: 'text/html', body: ARTICLE_HTML }));
  await page.goto(ARTICLE_URL);
  await dragAcrossWords(page);
  await expect.poll(() => hostBoxes(page)).toHaveLength(1);
  const [button] = await hostBoxes(page);
  expect(button).toMatchObject({ width: 28, height: 28 });
  expect(api.searchRequests()).toHaveLength(0);

  // Nothing left the page before the click; the click, once the button has been seen for a
  // moment, opens the card with the answer.
  await page.waitForTimeout(HOLD_MS + 100);
  await page.mouse.click(button!.left + 14, button!.top + 14);
  const card = await cardFrame(page);
  await expect(card.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'ada lovelace' });

  await checkbox.uncheck();
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(await registeredScripts(worker)).toEqual([]);
  expect(await hasAllSites(worker)).toBe(false);
});

test('the button does not show for a selection in a text field or a password input', async ({
  context,
  worker,
  extensionId,
  openPage,
}) => {
  await configureExtension(worker);
  await grantAllSitesInBrowserSettings(await context.newPage(), extensionId);
  const options = await openPage('options.html');
  await options.getByRole('checkbox', { name: 'Show a search button beside selected text' }).check();
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(await registeredScripts(worker)).toEqual(['selection-button']);

  const page = await context.newPage();
  await page.route(ARTICLE_URL, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: ARTICLE_HTML.replace(
        '</body>',
        '<input id="field" value="ada lovelace in a field"><input id="secret" type="password" value="hunter2hunter2"></body>',
      ),
    }),
  );
  await page.goto(ARTICLE_URL);
  for (const field of ['#field', '#secret']) {
    await page.locator(field).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.waitForTimeout(200);
    expect(await hostBoxes(page)).toEqual([]);
  }
});

/** The search button switched on from the options, and the article open in a tab of its own. */
async function articleWithTheButton(
  context: BrowserContext,
  worker: Worker,
  extensionId: string,
  openPage: (path: string) => Promise<Page>,
) {
  await configureExtension(worker);
  await grantAllSitesInBrowserSettings(await context.newPage(), extensionId);
  const options = await openPage('options.html');
  await options.getByRole('checkbox', { name: 'Show a search button beside selected text' }).check();
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1000, height: 720 });
  await page.route(ARTICLE_URL, (route) => route.fulfill({ contentType: 'text/html', body: ARTICLE_HTML }));
  await page.goto(ARTICLE_URL);
  return page;
}

test('the page cannot summon the button: its own selection and the events it makes up show nothing', async ({
  context,
  worker,
  extensionId,
  openPage,
}) => {
  const page = await articleWithTheButton(context, worker, extensionId, openPage);
  await selectChosen(page);
  await page.evaluate(() => {
    const box = document.getElementById('chosen')!.getBoundingClientRect();
    const at = { bubbles: true, composed: true, clientX: box.right - 2, clientY: box.top + 4 };
    document.body.dispatchEvent(new PointerEvent('pointerdown', at));
    document.dispatchEvent(new Event('selectstart', { bubbles: true }));
    document.body.dispatchEvent(new PointerEvent('pointerup', at));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift', bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keyup', { key: 'Shift', bubbles: true }));
  });
  await page.waitForTimeout(300);
  expect(await hostBoxes(page)).toEqual([]);
});

test('a click the moment the button appears (a page’s bait) sends nothing; once it has been there a moment, it counts', async ({
  api,
  context,
  worker,
  extensionId,
  openPage,
}) => {
  const page = await articleWithTheButton(context, worker, extensionId, openPage);
  await dragAcrossWords(page);
  await page.waitForFunction(
    () =>
      [...document.documentElement.children].some((element) => element !== document.head && element !== document.body),
    undefined,
    { polling: 'raf' },
  );
  const [button] = await hostBoxes(page);
  if (!button) throw new Error('No button');
  // Seen by then (Chrome's visibility check reports within 100 ms), but not for HOLD_MS.
  await page.waitForTimeout(150);
  await page.mouse.click(button.left + 14, button.top + 14);
  await page.waitForTimeout(300);
  expect(api.searchRequests()).toHaveLength(0);
  expect(page.frames().filter((frame) => frame.url().includes('/quick-look.html'))).toHaveLength(0);

  await page.waitForTimeout(HOLD_MS);
  await page.mouse.click(button.left + 14, button.top + 14);
  const card = await cardFrame(page);
  await expect(card.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);
});
