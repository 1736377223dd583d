import { seriousViolations } from './axe';
import { configureExtension, expect, test } from './fixtures';
import { E2E_API_ORIGIN } from './e2e-build';
import { searchFor, showSearchOptions } from './pages';
import { ALL_BLOCKS_BODY } from './all-blocks';
import { enqueueSiteResults } from './site-results';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test(`the popup has no serious accessibility problems (${scheme})`, async ({ worker, openPage }) => {
      await configureExtension(worker);
      const popup = await openPage('popup.html');
      await popup.emulateMedia({ colorScheme: scheme });
      await expect(popup.getByRole('combobox', { name: 'Search query' })).toBeVisible();
      expect(await seriousViolations(popup)).toEqual([]);
    });

    test(`the side panel with results and a knowledge panel has none (${scheme})`, async ({ worker, openPage }) => {
      await configureExtension(worker);
      const panel = await openPage('sidepanel.html?q=ada%20lovelace');
      await panel.emulateMedia({ colorScheme: scheme });
      await expect(panel.getByRole('region', { name: 'Knowledge panel' })).toBeVisible();
      await expect(panel.getByRole('region', { name: 'Credits' })).toBeVisible();
      expect(await seriousViolations(panel)).toEqual([]);
    });

    test(`the side panel choosing results to open in tabs, checkboxes and all, has none (${scheme})`, async ({
      worker,
      openPage,
    }) => {
      await configureExtension(worker);
      const panel = await openPage('sidepanel.html?q=ada%20lovelace');
      await panel.emulateMedia({ colorScheme: scheme });
      await panel.getByRole('button', { name: 'Open in tabs' }).click();
      await expect(panel.getByRole('menu', { name: 'Open in tabs' })).toBeVisible();
      expect(await seriousViolations(panel)).toEqual([]);
      await panel.getByRole('menuitem', { name: 'Selected' }).click();
      await expect(panel.getByRole('list', { name: 'Results' }).getByRole('checkbox').first()).toBeFocused();
      expect(await seriousViolations(panel)).toEqual([]);
    });

    test(`the side panel showing a search by image’s matches has none (${scheme})`, async ({
      api,
      worker,
      openPage,
    }) => {
      api.setMode('live');
      await configureExtension(worker);
      await worker.evaluate(() => chrome.storage.local.set({ apiDialect: 'serper' }));
      const image = encodeURIComponent(`${E2E_API_ORIGIN}/thumbs/eiffel-tower-sunset-320x240.png`);
      const panel = await openPage(`sidepanel.html?q=${image}&type=lens`);
      await panel.emulateMedia({ colorScheme: scheme });
      await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
      await expect(panel.getByRole('region', { name: 'Credits' })).toBeVisible();
      expect(api.lensRequests()).toHaveLength(1);
      expect(await seriousViolations(panel)).toEqual([]);
    });

    test(`the side panel with every block of a live answer has none (${scheme})`, async ({ api, worker, openPage }) => {
      await configureExtension(worker);
      api.enqueue({ body: ALL_BLOCKS_BODY });
      const panel = await openPage('sidepanel.html?q=apple%20inc.');
      await panel.emulateMedia({ colorScheme: scheme });
      for (const name of ['Answer', 'Knowledge panel', 'Top stories', 'People also ask', 'Related searches']) {
        await expect(panel.getByRole('region', { name })).toBeVisible();
      }
      await panel.getByRole('region', { name: 'People also ask' }).locator('summary').first().click();
      expect(await seriousViolations(panel)).toEqual([]);
    });

    test(`the side panel with a result menu open and pinned, blocked and undoable results has none (${scheme})`, async ({
      api,
      worker,
      openPage,
    }) => {
      await configureExtension(worker);
      await worker.evaluate(() =>
        chrome.storage.local.set({ siteLists: { blocked: ['spam.example'], pinned: ['pinned.example'] } }),
      );
      enqueueSiteResults(api, 'sites');
      const panel = await openPage('sidepanel.html?q=sites');
      await panel.emulateMedia({ colorScheme: scheme });
      await panel.getByRole('button', { name: 'Show them' }).click();
      await panel.getByRole('button', { name: 'More actions for Beta three' }).click();
      await panel.getByRole('button', { name: 'Block this site' }).click();
      await expect(panel.getByRole('button', { name: 'Undo' })).toBeFocused();
      await panel.getByRole('button', { name: 'More actions for Alpha one' }).click();
      await expect(panel.getByRole('group', { name: 'Actions for a.example' })).toBeVisible();
      expect(await seriousViolations(panel)).toEqual([]);
    });

    test(`the side panel showing an error has none (${scheme})`, async ({ api, worker, openPage }) => {
      await configureExtension(worker);
      api.enqueue({ status: 503 }, { status: 503 }, { status: 503 });
      const panel = await openPage('sidepanel.html');
      await panel.emulateMedia({ colorScheme: scheme });
      await searchFor(panel, 'paris');
      await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
      expect(await seriousViolations(panel)).toEqual([]);
    });

    test(`the side panel history has none (${scheme})`, async ({ worker, openPage }) => {
      await configureExtension(worker);
      const panel = await openPage('sidepanel.html?q=paris');
      await panel.emulateMedia({ colorScheme: scheme });
      await expect(panel.getByRole('region', { name: 'Credits' })).toBeVisible();
      await panel.getByRole('button', { name: 'History', exact: true }).click();
      await expect(panel.getByRole('list', { name: 'Past searches' })).toBeVisible();
      expect(await seriousViolations(panel)).toEqual([]);
    });

    test(`the options page has none (${scheme})`, async ({ worker, openPage }) => {
      await configureExtension(worker);
      const options = await openPage('options.html');
      await options.emulateMedia({ colorScheme: scheme });
      await expect(options.getByLabel('API key', { exact: true })).toBeVisible();
      expect(await seriousViolations(options)).toEqual([]);
    });

    test(`the options page with a change waiting in the Save bar has none (${scheme})`, async ({
      worker,
      openPage,
    }) => {
      await configureExtension(worker);
      const options = await openPage('options.html');
      await options.emulateMedia({ colorScheme: scheme });
      await options.getByRole('spinbutton', { name: 'Cache answers for (minutes)' }).fill('30');
      await expect(options.getByRole('status')).toHaveText('Settings changed — press Save to keep them.');
      expect(await seriousViolations(options)).toEqual([]);
    });

    test(`the options page with the site lists filled and a line refused has none (${scheme})`, async ({
      worker,
      openPage,
    }) => {
      await configureExtension(worker);
      const options = await openPage('options.html');
      await options.emulateMedia({ colorScheme: scheme });
      await options.getByRole('textbox', { name: 'Blocked sites' }).fill('spam.example\nnot a site');
      await options.getByRole('textbox', { name: 'Pinned sites' }).fill('docs.example.org');
      await options.getByRole('radio', { name: 'New background tab' }).check();
      await options.getByRole('button', { name: 'Save' }).click();
      await expect(options.getByRole('alert')).toContainText('Blocked sites, line 2');
      expect(await seriousViolations(options)).toEqual([]);
    });
  });
}

test('the side panel works by keyboard alone: search, options, results, related searches', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await expect(panel.getByText('Press / to jump to the search box')).toBeVisible();
  await panel.keyboard.press('/');
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toBeFocused();
  await panel.keyboard.type('ada lovelace');
  // Tab to the folded options and open them with the keyboard.
  for (let i = 0; i < 10; i += 1) {
    if (await panel.getByRole('button', { name: /^Options/u }).evaluate((el) => el === document.activeElement)) break;
    await panel.keyboard.press('Tab');
  }
  await panel.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: /^Options/u })).toHaveAttribute('aria-expanded', 'true');
  // Tab to the date range and choose an option with the keyboard.
  for (let i = 0; i < 10; i += 1) {
    if (await panel.getByRole('combobox', { name: 'Date range' }).evaluate((el) => el === document.activeElement))
      break;
    await panel.keyboard.press('Tab');
  }
  await expect(panel.getByRole('combobox', { name: 'Date range' })).toBeFocused();
  await panel.keyboard.press('ArrowDown'); // "Any time" → keeps a valid choice
  await panel.getByRole('combobox', { name: 'Search query' }).focus();
  await panel.keyboard.press('Enter');
  const links = panel.getByRole('list', { name: 'Results' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);

  // Tab reaches a related search, and Enter runs it.
  const related = panel.getByRole('region', { name: 'Related searches' }).getByRole('button').first();
  for (let i = 0; i < 80; i += 1) {
    if (await related.evaluate((el) => el === document.activeElement)) break;
    await panel.keyboard.press('Tab');
  }
  await expect(related).toBeFocused();
  await panel.keyboard.press('Enter');
  await expect.poll(() => api.searchRequests().length).toBe(2);
});

test('the options page can be filled and saved by keyboard alone', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  const key = options.getByLabel('API key', { exact: true });
  await key.focus();
  await options.keyboard.press('Control+A');
  await options.keyboard.type('typed-by-keyboard');
  await options.keyboard.press('Enter');
  await expect(options.getByRole('status')).toContainText('Saved');
  expect(await worker.evaluate(() => chrome.storage.local.get('apiKey'))).toEqual({ apiKey: 'typed-by-keyboard' });
});

test('Escape in the side panel brings focus back to the search box, from a result or an option', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html?q=paris');
  const firstLink = panel.getByRole('list', { name: 'Results' }).getByRole('link').first();
  await firstLink.focus();
  await panel.keyboard.press('Escape');
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toBeFocused();
  await showSearchOptions(panel);
  await panel.getByRole('combobox', { name: 'Date range' }).focus();
  await panel.keyboard.press('Escape');
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toBeFocused();
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the search box with its suggestions open has no serious accessibility problems (${scheme})`, async ({
    worker,
    openPage,
  }) => {
    await configureExtension(worker);
    const panel = await openPage('sidepanel.html?q=ada%20lovelace');
    await panel.emulateMedia({ colorScheme: scheme });
    await expect(panel.getByRole('region', { name: 'Credits' })).toBeVisible();
    const box = panel.getByRole('combobox', { name: 'Search query' });
    await box.fill('');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(panel.getByRole('listbox', { name: 'Suggestions' }).getByRole('option')).toHaveText(['ada lovelace']);
    expect(await seriousViolations(panel)).toEqual([]);
  });
}
