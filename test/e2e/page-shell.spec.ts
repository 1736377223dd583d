import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { configureExtension, expect, launchReady, test } from './fixtures';

/**
 * Opens an extension page with its entry script held back, so the page is what its HTML
 * alone paints (as on a slow start); `release` lets the script load and the app take over.
 */
async function openHeld(
  context: BrowserContext,
  extensionId: string,
  page: 'popup' | 'sidepanel',
): Promise<{ tab: Page; release: () => Promise<void> }> {
  let letGo = () => {};
  const held = new Promise<void>((resolve) => (letGo = resolve));
  // The boot module and the app's entry chunk: no script of the page runs until released.
  const entry = new RegExp(`(/boot\\.js|/chunks/${page}-[^/]+\\.js)$`);
  await context.route(entry, async (route) => {
    await held;
    await route.continue();
  });
  const tab = await context.newPage();
  const loaded = tab.goto(`chrome-extension://${extensionId}/${page}.html`);
  return {
    tab,
    release: async () => {
      letGo();
      await loaded;
      await context.unroute(entry);
    },
  };
}

const boxOf = async (page: Page, role: 'searchbox' | 'combobox' | 'button', name: string) =>
  page.getByRole(role, { name, exact: true }).boundingBox();

for (const page of ['popup', 'sidepanel'] as const) {
  test(`the ${page}’s search box is painted from its HTML before any script runs, and the app’s takes its place without moving`, async ({
    context,
    worker,
    extensionId,
  }) => {
    // Configured: without a key, the notice saying so rightly comes first once the app has read that.
    await configureExtension(worker);
    const { tab, release } = await openHeld(context, extensionId, page);
    // Named by the locale files through the CSS (no script has run).
    const shellBox = tab.getByRole('searchbox', { name: 'Search query', exact: true });
    await expect(shellBox).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
    if (page === 'popup') await expect(shellBox).toBeFocused();
    const before = { box: await shellBox.boundingBox(), button: await boxOf(tab, 'button', 'Search') };

    await release();
    const appBox = tab.getByRole('combobox', { name: 'Search query', exact: true });
    await expect(appBox).toBeVisible();
    await expect(tab.getByRole('searchbox')).toHaveCount(0);
    await expect(tab.getByRole('search')).toHaveCount(1);
    if (page === 'popup') await expect(appBox).toBeFocused();
    const after = { box: await appBox.boundingBox(), button: await boxOf(tab, 'button', 'Search') };
    for (const part of ['box', 'button'] as const) {
      for (const edge of ['x', 'y', 'width', 'height'] as const) {
        expect(Math.abs((after[part]?.[edge] ?? NaN) - (before[part]?.[edge] ?? NaN)), `${part} ${edge}`).toBeLessThan(
          1,
        );
      }
    }
  });
}

test('what was typed into the early search box is kept, caret and focus too, and Enter searches it', async ({
  api,
  context,
  worker,
  extensionId,
}) => {
  await configureExtension(worker);
  const { tab, release } = await openHeld(context, extensionId, 'sidepanel');
  const shellBox = tab.getByRole('searchbox', { name: 'Search query', exact: true });
  await shellBox.click();
  await shellBox.pressSequentially('red panad');
  await shellBox.press('ArrowLeft');
  await shellBox.press('ArrowLeft');
  // Enter before the app is there does nothing (the form has nowhere to go), and loses nothing.
  await shellBox.press('Enter');

  await release();
  const appBox = tab.getByRole('combobox', { name: 'Search query', exact: true });
  await expect(appBox).toHaveValue('red panad');
  await expect(appBox).toBeFocused();
  expect(await appBox.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd])).toEqual([
    7, 7,
  ]);
  expect(api.searchRequests()).toHaveLength(0);

  // Typing goes on where the caret was: the app's state holds the carried text.
  await appBox.press('Delete');
  await appBox.press('Delete');
  await appBox.press('End');
  await appBox.pressSequentially('da');
  await expect(appBox).toHaveValue('red panda');
  await appBox.press('Enter');
  await expect(tab.getByRole('list', { name: 'Results' })).toBeVisible();
  expect(api.searchRequests().map((sent) => (sent.json as { query: string }).query)).toEqual(['red panda']);
});

test('with the browser in German, the early search box is named in German', async () => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'search-ext-profile-de-'));
  const { context, extensionId } = await launchReady({ userDataDir, extraArgs: ['--lang=de'] });
  try {
    const { tab, release } = await openHeld(context, extensionId, 'sidepanel');
    await expect(tab.getByRole('searchbox', { name: 'Suchanfrage', exact: true })).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();
    await release();
    await expect(tab.getByRole('combobox', { name: 'Suchanfrage', exact: true })).toBeVisible();
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
