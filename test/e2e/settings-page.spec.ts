import type { Page } from '@playwright/test';
import { configureExtension, expect, test, TEST_KEY } from './fixtures';

/*
 * A settings page a person can trust (issue 41): one saving model for the whole page — the Save
 * bar, which stays in view while anything is unsaved, saves every group at once, says Saved, and
 * asks before the page is left unsaved; the buttons that are not settings act at once and say so.
 * The groups are listed at the top and evenly spaced, and no control touches another.
 */

const saveButton = (options: Page) => options.getByRole('button', { name: 'Save' });
const status = (options: Page) => options.getByRole('status');
const UNSAVED = 'Settings changed — press Save to keep them.';

/** The page scrolled to a fraction (0 top, 1 end) of the way down. */
async function scrollTo(options: Page, fraction: number): Promise<void> {
  await options.evaluate((at) => {
    window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * at);
  }, fraction);
}

test('a field in the first group and one in the last, saved by the bar’s one Save, are both kept after a reload', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  const key = options.getByLabel('API key', { exact: true });
  const passages = options.getByRole('checkbox', { name: 'Open results at the passage their snippet quotes' });
  await expect(key).toHaveValue(TEST_KEY);
  await expect(passages).toBeChecked();

  await key.fill('another-key-5e1d');
  await passages.uncheck();
  await expect(status(options)).toHaveText(UNSAVED);
  // Nothing is stored before Save: "In the page" waits for it like every group.
  expect(await worker.evaluate(() => chrome.storage.local.get(['apiKey', 'passageLinks']))).toEqual({
    apiKey: TEST_KEY,
  });
  await saveButton(options).click();
  await expect(status(options)).toHaveText('Saved');

  await options.reload();
  await expect(options.getByLabel('API key', { exact: true })).toHaveValue('another-key-5e1d');
  await expect(
    options.getByRole('checkbox', { name: 'Open results at the passage their snippet quotes' }),
  ).not.toBeChecked();
  expect(await worker.evaluate(() => chrome.storage.local.get(['apiKey', 'passageLinks']))).toEqual({
    apiKey: 'another-key-5e1d',
    passageLinks: false,
  });
});

test('while a change is unsaved the Save bar is in view wherever the page is scrolled, at 760 and at 360 px', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  await options.setViewportSize({ width: 760, height: 700 });
  // Nothing unsaved, nothing said: the bar waits at the end of the page.
  await expect(saveButton(options)).not.toBeInViewport();
  for (const width of [760, 360]) {
    await options.setViewportSize({ width, height: 700 });
    await options.getByRole('spinbutton', { name: 'Cache answers for (minutes)' }).fill(String(width));
    for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
      await scrollTo(options, fraction);
      await expect(saveButton(options)).toBeInViewport();
      await expect(status(options)).toBeInViewport();
    }
    await saveButton(options).click();
    await expect(status(options)).toHaveText('Saved');
    // Saved, the bar stays in view while it says so.
    await scrollTo(options, 0.5);
    await expect(status(options)).toBeInViewport();
  }
});

test('leaving the page with a change unsaved asks first; once saved it does not', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  const asked: string[] = [];
  options.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  // Typed as a person types (the browser asks only a page the person has used: sticky activation).
  const blocked = options.getByRole('textbox', { name: 'Blocked sites' });
  await blocked.click();
  await blocked.pressSequentially('spam.example');
  await options.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
  // Dismissed: the page stayed, with the change.
  expect(options.isClosed()).toBe(false);
  await expect(options.getByRole('textbox', { name: 'Blocked sites' })).toHaveValue('spam.example');

  await saveButton(options).click();
  await expect(status(options)).toHaveText('Saved');
  await options.close({ runBeforeUnload: true });
  await expect.poll(() => options.isClosed()).toBe(true);
  expect(asked).toEqual(['beforeunload']);
});

test('Clear cache acts at once and says so, leaving nothing unsaved; the groups are listed at the top', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  await options.getByRole('button', { name: 'Clear cache' }).click();
  await expect(status(options)).toHaveText('Cache cleared');
  await expect(status(options)).not.toContainText('Settings changed');

  const sections = options.getByRole('navigation', { name: 'Settings sections' }).getByRole('link');
  await expect(sections).toHaveText([
    'Web Search API',
    'Default search options',
    'Open results in',
    'Credits',
    'Right-click presets',
    'Blocked and pinned sites',
    'Cache and history',
    'Sync',
    'In the page',
    'On this device (0 credits)',
    'Settings file',
    'Usage',
  ]);
  await sections.filter({ hasText: 'In the page' }).click();
  await expect(options.getByRole('group', { name: 'In the page' })).toBeInViewport();
});

test('the groups are evenly spaced and no control touches another, at 760 and 360 px, with the bar in view', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  await options.getByRole('spinbutton', { name: 'Cache answers for (minutes)' }).fill('45');
  // The on-device group shows where the browser has a model: Chromium 156 has a Translator.
  await expect(options.locator('#on-device')).toBeVisible();
  for (const width of [760, 360]) {
    await options.setViewportSize({ width, height: 900 });
    const layout = await options.evaluate(() => {
      const groups = [...document.querySelectorAll('.settings-group')].map((group) => group.getBoundingClientRect());
      const gaps = groups.slice(1).map((rect, index) => Math.round(rect.top - (groups[index]?.bottom ?? 0)));
      const controls = [
        ...document.querySelectorAll(
          'main input:not([type="hidden"]), main select, main textarea, main button, main a',
        ),
      ]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => ({ name: element.outerHTML.slice(0, 80), rect: element.getBoundingClientRect() }));
      const touching: string[] = [];
      for (const [i, a] of controls.entries()) {
        for (const b of controls.slice(i + 1)) {
          const apart = Math.max(
            b.rect.left - a.rect.right,
            a.rect.left - b.rect.right,
            b.rect.top - a.rect.bottom,
            a.rect.top - b.rect.bottom,
          );
          // The Save bar floats over the page while a change waits: it is checked apart, below.
          const inBar = (name: string) => name.includes('type="submit"') || name.includes('form="settings-form"');
          if (apart < 2 && !inBar(a.name) && !inBar(b.name)) touching.push(`${a.name} | ${b.name}`);
        }
      }
      return { gaps, touching, overflow: document.documentElement.scrollWidth - window.innerWidth };
    });
    expect(layout.gaps.length).toBe(11);
    expect(new Set(layout.gaps)).toEqual(new Set([16]));
    expect(layout.touching).toEqual([]);
    expect(layout.overflow).toBeLessThanOrEqual(0);
  }
});
