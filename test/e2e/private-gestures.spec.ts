import type { Locator, Page, Worker } from '@playwright/test';
import { expect, test } from './fixtures';
import { searchFor, windowRecord } from './pages';
import { allTabs, pageTargetUrls, privateWindowPanel } from './private-window';

/*
 * Review 4, M2: in a private window, Chrome's side panel page belongs to the normal profile
 * (the extension runs "spanning"), so whatever the browser itself opens from it may land there.
 * Measured in Chromium 156 with a real link in that panel: a plain click on a target=_blank link
 * opened the site in the NORMAL window (normal profile); a middle click, Ctrl+click and Shift+click
 * went to the private window or a new private one; a drag carried the address (text/uri-list).
 * The native context menu cannot be driven from a test. So a private window's results have no
 * address at all (ResultLink): every gesture is ours and opens a tab in that window.
 */

/** Every window, as the worker sees them. */
function allWindows(worker: Worker) {
  return worker.evaluate(async () =>
    (await chrome.windows.getAll()).map((window) => ({ id: window.id, incognito: window.incognito })),
  );
}

/**
 * Does `gesture` and checks that it opened exactly one tab, in the private window, at `url`,
 * and nothing in the normal profile (no tab, no window); closes that tab again.
 */
async function opensInThePrivateWindow(
  setup: { worker: Worker; port: number; privateWindowId: number },
  url: string,
  gesture: () => Promise<void>,
): Promise<void> {
  const { worker, port, privateWindowId } = setup;
  const tabsBefore = await allTabs(worker);
  const windowsBefore = await allWindows(worker);
  await gesture();
  await expect.poll(async () => (await allTabs(worker)).length).toBe(tabsBefore.length + 1);
  const opened = (await allTabs(worker)).filter((tab) => !tabsBefore.some((old) => old.id === tab.id));
  expect(opened).toEqual([expect.objectContaining({ windowId: privateWindowId, incognito: true })]);
  expect(await allWindows(worker)).toEqual(windowsBefore);
  // At its page (opened at the passage its snippet quotes: the text fragment is set aside here).
  await expect.poll(async () => (await pageTargetUrls(port)).map((page) => page.split('#:~:')[0])).toContain(url);
  await worker.evaluate((id) => chrome.tabs.remove(id), opened[0]?.id as number);
}

/** What a drag of this element would carry (its dragstart's data), or [] when no drag starts. */
async function dragData(panel: Page, element: Locator): Promise<Array<{ types: string[]; uri: string }>> {
  await panel.evaluate(() => {
    const drags: Array<{ types: string[]; uri: string }> = [];
    Object.assign(globalThis, { drags });
    document.addEventListener('dragstart', (event) =>
      drags.push({
        types: [...(event.dataTransfer?.types ?? [])],
        uri: event.dataTransfer?.getData('text/uri-list') ?? '',
      }),
    );
  });
  const box = await element.boundingBox();
  if (!box) throw new Error('Nothing to drag');
  await panel.mouse.move(box.x + 4, box.y + box.height / 2);
  await panel.mouse.down();
  await panel.mouse.move(box.x + 80, box.y + 80, { steps: 10 });
  await panel.mouse.move(box.x + 160, box.y + 160, { steps: 10 });
  await panel.mouse.up();
  return panel.evaluate(() => (globalThis as unknown as { drags: Array<{ types: string[]; uri: string }> }).drags);
}

test('a private window’s results offer no gesture into the normal profile: every one opens a tab in that window', async () => {
  test.setTimeout(150_000);
  const { worker, port, privateWindowId, panel, close } = await privateWindowPanel();
  try {
    await searchFor(panel, 'ada lovelace');
    const results = panel.getByRole('list', { name: 'Results' });
    const first = results.getByRole('link').first();
    await expect(first).toBeVisible();

    // Nothing on the page has an address the browser could open, copy or drag by itself.
    await expect(panel.locator('a[href], area[href]')).toHaveCount(0);
    // Still a link to assistive technology, named by its title, and reached with Tab.
    await expect(first).toHaveAccessibleName('Ada Lovelace - Wikipedia');
    expect(await first.evaluate((link) => link.tabIndex)).toBe(0);
    const url = (await first.getAttribute('data-link')) ?? '';
    expect(url).toMatch(/^https:\/\//u);

    const setup = { worker, port, privateWindowId };
    await opensInThePrivateWindow(setup, url, () => first.click());
    await opensInThePrivateWindow(setup, url, () => first.click({ button: 'middle' }));
    await opensInThePrivateWindow(setup, url, () => first.click({ modifiers: ['ControlOrMeta'] }));
    await opensInThePrivateWindow(setup, url, () => first.click({ modifiers: ['Shift'] }));
    await opensInThePrivateWindow(setup, url, () => first.click({ modifiers: ['Alt'] }));
    for (const key of ['Enter', 'Control+Enter', 'Shift+Enter']) {
      await opensInThePrivateWindow(setup, url, async () => {
        await first.focus();
        await panel.keyboard.press(key);
      });
    }

    // A right click opens nothing, and the menu it brings has no link to offer: none has an address.
    const tabs = await allTabs(worker);
    await first.click({ button: 'right' });
    expect(await first.evaluate((link) => link.closest('a[href], area[href]'))).toBeNull();
    // A drag starts nothing: no address to drop into a window of either profile.
    expect(await dragData(panel, first)).toEqual([]);
    expect(await allTabs(worker)).toEqual(tabs);
  } finally {
    await close();
  }
});

test('a place’s phone and map links in a private window open there too (L12: tel: like other links)', async () => {
  test.setTimeout(120_000);
  const { worker, port, privateWindowId, panel, close } = await privateWindowPanel();
  try {
    await panel.getByRole('tab', { name: 'Places' }).click();
    await searchFor(panel, 'coffee');
    const call = panel.getByRole('link', { name: /^Call / }).first();
    await expect(call).toBeVisible();
    await expect(panel.locator('a[href], area[href]')).toHaveCount(0);
    const tel = (await call.getAttribute('data-link')) ?? '';
    expect(tel).toMatch(/^tel:\+?\d+$/u);
    const setup = { worker, port, privateWindowId };
    // Asked for a tab (middle click), a call opens one in the private window; a plain click
    // hands the number to the window's own tab, which the browser passes to the phone app.
    await opensInThePrivateWindow(setup, '', () => call.click({ button: 'middle' }));
    const map = panel.getByRole('link', { name: 'Map' }).first();
    await opensInThePrivateWindow(setup, (await map.getAttribute('data-link')) ?? '', () => map.click());
  } finally {
    await close();
  }
});

test('a private window’s right-click search left waiting more than a minute is shown unsent, with Search (L4)', async ({
  api,
}) => {
  test.setTimeout(90_000);
  const { worker, privateWindowId, panel, close } = await privateWindowPanel(async (ready) => {
    // As the right-click handler stores it in a private window, two minutes before the panel opens.
    await ready.worker.evaluate(
      ({ key }) =>
        chrome.storage.session.set({
          [key]: {
            id: 'stale-pending',
            status: 'pending',
            request: { query: 'ada lovelace' },
            source: 'context-menu',
            startedAt: Date.now() - 120_000,
          },
        }),
      { key: `window:${ready.privateWindowId}` },
    );
  });
  try {
    const notice = panel.getByRole('status').filter({ hasText: 'was not searched' });
    await expect(notice).toContainText('“ada lovelace” was not searched');
    await expect(panel.locator('.search-view')).toHaveAttribute('aria-busy', 'false');
    await panel.waitForTimeout(500); // an absence: the time the request would take to go out
    expect(api.searchRequests()).toHaveLength(0);
    expect(await windowRecord(worker, privateWindowId)).toMatchObject({ status: 'pending', id: 'stale-pending' });

    await notice.getByRole('button', { name: 'Search' }).click();
    await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
    expect(api.searchRequests()).toHaveLength(1);
    await expect(notice).toHaveCount(0);
  } finally {
    await close();
  }
});
