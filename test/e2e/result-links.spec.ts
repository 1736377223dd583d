import type { Page, Worker } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { E2E_API_ORIGIN } from './e2e-build';
import { enqueueSiteResults } from './site-results';

// No internet here: results link to the local API's origin, which the worker may see the
// tabs of (its host permission), so it can tell which pages opened and whether in front.
const LOCAL_RESULTS = [1, 2, 3, 4].map((i) => ({
  title: `Local page ${i}`,
  link: `${E2E_API_ORIGIN}/page-${i}`,
  position: i,
}));

interface OpenedTab {
  url: string;
  active: boolean;
}

/** The tabs showing a result page (the extension's pages are not among them), by URL. */
function resultTabs(worker: Worker): Promise<OpenedTab[]> {
  return worker.evaluate(async (origin) => {
    const tabs = await chrome.tabs.query({ url: `${origin}/*` });
    return tabs
      .map((tab) => ({ url: tab.url ?? tab.pendingUrl ?? '', active: tab.active }))
      .sort((a, b) => (a.url < b.url ? -1 : 1));
  }, E2E_API_ORIGIN);
}

/** Whether the page's own tab is still the one in front. */
function stillInFront(page: Page): Promise<boolean | undefined> {
  return page.evaluate(async () => (await chrome.tabs.getCurrent())?.active);
}

const behind = (n: number): OpenedTab => ({ url: `${E2E_API_ORIGIN}/page-${n}`, active: false });

test('middle-click, Ctrl/Cmd+click and Shift+Enter open a result in a background tab; j/k still move between results', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  enqueueSiteResults(api, 'local pages', LOCAL_RESULTS);
  const panel = await openPage('sidepanel.html?q=local%20pages');
  const link = (n: number) => panel.getByRole('link', { name: `Local page ${n}` });
  await expect(link(1)).toBeVisible();

  await link(1).click({ button: 'middle' });
  await expect.poll(() => resultTabs(worker)).toEqual([behind(1)]);

  await link(2).click({ modifiers: ['ControlOrMeta'] });
  await expect.poll(() => resultTabs(worker)).toEqual([behind(1), behind(2)]);

  await link(2).focus();
  await panel.keyboard.press('j');
  await expect(link(3)).toBeFocused();
  await panel.keyboard.press('Shift+Enter');
  await expect.poll(() => resultTabs(worker)).toEqual([behind(1), behind(2), behind(3)]);

  // The panel is still in front, and still one tab each: the browser's own handling of those
  // gestures was replaced, not added to (its tab would be a second one at the same address).
  expect(await stillInFront(panel)).toBe(true);
  await expect(link(3)).toBeFocused();
  expect(await resultTabs(worker)).toEqual([behind(1), behind(2), behind(3)]);
});

test('"Open results in: new background tab" opens a clicked result behind the panel', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  await options.getByRole('radio', { name: 'New background tab' }).check();
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  expect(await worker.evaluate(() => chrome.storage.local.get('displayPreferences'))).toEqual({
    displayPreferences: { openLinksIn: 'background-tab' },
  });
  await options.close();

  enqueueSiteResults(api, 'local pages', LOCAL_RESULTS);
  const panel = await openPage('sidepanel.html?q=local%20pages');
  await panel.getByRole('link', { name: 'Local page 4' }).click();
  await expect.poll(() => resultTabs(worker)).toEqual([behind(4)]);
  // Enter on a focused result does the same.
  await panel.getByRole('link', { name: 'Local page 1' }).press('Enter');
  await expect.poll(() => resultTabs(worker)).toEqual([behind(1), behind(4)]);
  expect(await stillInFront(panel)).toBe(true);
});
