import { readFileSync } from 'node:fs';
import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';
import { enqueueSiteResults, shownTitles, SITE_RESULTS } from './site-results';

const ALL_TITLES = SITE_RESULTS.map((result) => result.title);

test('blocked and pinned sites saved in the options page: invalid lines named, blocked results hidden and counted, pinned first', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  const blocked = options.getByRole('textbox', { name: 'Blocked sites' });
  const pinned = options.getByRole('textbox', { name: 'Pinned sites' });
  await blocked.fill('SPAM.example\nhttp://\nexample.com/docs\n\n*.ads.example:8080');
  await pinned.fill('https://www.Pinned.example/some/page');
  await options.getByRole('button', { name: 'Save' }).click();

  const alert = options.getByRole('alert');
  await expect(alert).toContainText('Blocked sites, line 2 (“http://”) was not saved: it names no site.');
  await expect(alert).toContainText('Blocked sites, line 3 (“example.com/docs”) was not saved: enter the site alone');
  await expect(alert.getByRole('listitem')).toHaveCount(2);
  // The rest is saved, normalized; the list with bad lines keeps its text so they can be mended.
  expect((await worker.evaluate(() => chrome.storage.local.get('siteLists'))).siteLists).toEqual({
    blocked: ['spam.example', 'ads.example'],
    pinned: ['pinned.example'],
  });
  await expect(blocked).toHaveValue('SPAM.example\nhttp://\nexample.com/docs\n\n*.ads.example:8080');
  await expect(pinned).toHaveValue('pinned.example');

  enqueueSiteResults(api, 'sites');
  const panel = await openPage('sidepanel.html?q=sites');
  await expect.poll(() => shownTitles(panel)).toEqual(['Pinned five', 'Alpha one', 'Beta three', 'Gamma six']);
  const results = panel.getByRole('list', { name: 'Results' });
  await expect(results.locator(':scope > li').first().locator('.site-tag')).toHaveText('Pinned');
  await expect(panel.getByRole('status').filter({ hasText: '2 results hidden from blocked sites' })).toBeVisible();

  // Neither the export nor "Open all" carries them.
  await panel.getByText('Export', { exact: true }).click();
  const download = panel.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).not.toContain('spam.example');
  expect(
    csv
      .trim()
      .split('\r\n')
      .slice(1)
      .map((row) => row.split(',')[1]),
  ).toEqual(['Pinned five', 'Alpha one', 'Beta three', 'Gamma six']);
  // Ticking results to open offers the four shown, not the two hidden.
  await panel.getByRole('button', { name: 'Open in tabs' }).click();
  await panel.getByRole('menuitem', { name: 'Selected' }).click();
  await expect(results.getByRole('checkbox', { name: /^Select “/u })).toHaveCount(4);
  await expect(results.getByRole('checkbox', { name: 'Select “Spam two”' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Stop selecting' }).click();
  await expect(results.getByRole('checkbox')).toHaveCount(0);

  // Shown for this search on request, in their places and marked; hidden again.
  const show = panel.getByRole('button', { name: 'Show them' });
  await show.click();
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('status').filter({ hasText: 'Showing 2 results from blocked sites' })).toBeVisible();
  await expect
    .poll(() => shownTitles(panel))
    .toEqual(['Pinned five', ...ALL_TITLES.filter((t) => t !== 'Pinned five')]);
  await expect(results.locator(':scope > li', { hasText: 'Spam two' }).locator('.site-tag')).toHaveText('Blocked');
  await show.click();
  await expect.poll(() => shownTitles(panel)).toEqual(['Pinned five', 'Alpha one', 'Beta three', 'Gamma six']);
  expect(api.searchRequests()).toHaveLength(1);
});

test('a result’s menu blocks and pins its site, undoably, everywhere at once and without a request', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  enqueueSiteResults(api, 'sites');
  const panel = await openPage('sidepanel.html?q=sites');
  await expect.poll(() => shownTitles(panel)).toEqual(ALL_TITLES);
  // A second view of the same search (another panel, the full-tab page) follows the lists too.
  const other = await openPage('sidepanel.html');
  await expect.poll(() => shownTitles(other)).toEqual(ALL_TITLES);
  // A tab behind gets few animation frames, which clicks wait for.
  await panel.bringToFront();
  const requestsBefore = api.requests.length;

  const menuButton = panel.getByRole('button', { name: 'More actions for Spam two' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  const menu = panel.getByRole('group', { name: 'Actions for spam.example' });
  await expect(menu.getByRole('button')).toHaveText(['Pin this site', 'Block this site', 'Copy as citation']);
  // Escape closes it and gives focus back to its button.
  await menu.getByRole('button', { name: 'Pin this site' }).focus();
  await panel.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole('button', { name: 'Block this site' }).click();
  const withoutSpam = ALL_TITLES.filter((title) => !title.startsWith('Spam'));
  await expect.poll(() => shownTitles(panel)).toEqual(withoutSpam);
  await expect.poll(() => shownTitles(other)).toEqual(withoutSpam);
  await expect(panel.getByRole('status').filter({ hasText: 'Blocked spam.example.' })).toBeVisible();
  await expect(panel.getByRole('status').filter({ hasText: '2 results hidden from blocked sites' })).toBeVisible();
  const undo = panel.getByRole('button', { name: 'Undo' });
  await expect(undo).toBeFocused();
  await undo.click();
  await expect.poll(() => shownTitles(panel)).toEqual(ALL_TITLES);
  await expect.poll(() => shownTitles(other)).toEqual(ALL_TITLES);
  await expect(panel.getByRole('link', { name: 'Spam two' })).toBeFocused();
  expect((await worker.evaluate(() => chrome.storage.local.get('siteLists'))).siteLists).toEqual({
    blocked: [],
    pinned: [],
  });

  await panel.getByRole('button', { name: 'More actions for Gamma six' }).click();
  await panel
    .getByRole('group', { name: 'Actions for c.example' })
    .getByRole('button', { name: 'Pin this site' })
    .click();
  await expect.poll(() => shownTitles(panel)).toEqual(['Gamma six', ...ALL_TITLES.slice(0, 5)]);
  await expect(panel.getByRole('status').filter({ hasText: 'Pinned c.example.' })).toBeVisible();
  await panel.getByRole('button', { name: 'More actions for Gamma six' }).click();
  await expect(panel.getByRole('group', { name: 'Actions for c.example' }).getByRole('button')).toHaveText([
    'Unpin this site',
    'Block this site',
    'Copy as citation',
  ]);

  // The settings page shows the list as it now is.
  const options = await openPage('options.html');
  await expect(options.getByRole('textbox', { name: 'Pinned sites' })).toHaveValue('c.example');
  await panel.bringToFront();
  await panel
    .getByRole('group', { name: 'Actions for c.example' })
    .getByRole('button', { name: 'Unpin this site' })
    .click();
  await expect.poll(() => shownTitles(panel)).toEqual(ALL_TITLES);
  await expect(options.getByRole('textbox', { name: 'Pinned sites' })).toHaveValue('');

  // Every change was applied to the answer already shown: none cost a request.
  expect(api.requests.length).toBe(requestsBefore);
  expect(api.searchRequests()).toHaveLength(1);
});

test('cached and history answers are filtered by the lists as they are now, at no cost', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  enqueueSiteResults(api, 'sites');
  const panel = await openPage('sidepanel.html?q=sites');
  await expect.poll(() => shownTitles(panel)).toEqual(ALL_TITLES);
  await panel.getByRole('button', { name: 'More actions for Beta three' }).click();
  await panel.getByRole('button', { name: 'Block this site' }).click();
  const withoutBeta = ALL_TITLES.filter((title) => title !== 'Beta three');
  await expect.poll(() => shownTitles(panel)).toEqual(withoutBeta);

  // The same search again, from the cache.
  await searchFor(panel, 'sites');
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('cached');
  await expect.poll(() => shownTitles(panel)).toEqual(withoutBeta);
  await expect(panel.getByRole('status').filter({ hasText: '1 result hidden from blocked sites' })).toBeVisible();
  expect(api.searchRequests()).toHaveLength(1);

  // Another search, then the first one reopened from the history, with Alpha's site pinned meanwhile.
  await searchFor(panel, 'paris');
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('billed for these results');
  await worker.evaluate(() =>
    chrome.storage.local.set({ siteLists: { blocked: ['b.example'], pinned: ['a.example'] } }),
  );
  await panel.getByRole('button', { name: 'History', exact: true }).click();
  const past = panel.getByRole('list', { name: 'Past searches' });
  await past.getByRole('listitem').filter({ hasText: 'sites' }).first().getByRole('button').first().click();
  await expect
    .poll(() => shownTitles(panel))
    .toEqual(['Alpha one', ...withoutBeta.filter((title) => title !== 'Alpha one')]);
  expect(api.searchRequests()).toHaveLength(2);
});
