import { seriousViolations } from './axe';
import { configureExtension, expect, test } from './fixtures';
import { searchFor, showSearchOptions } from './pages';

/*
 * The side panel is 360 px wide: the search box, the type tabs and the first result must be in
 * its top 200 px, with the options folded behind one button (issue: a compact panel).
 */
test('at 360 px wide, the query box, the search type tabs and the first result fit in the top 200 px; axe finds nothing with the options folded or unfolded', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await panel.setViewportSize({ width: 360, height: 585 });
  await searchFor(panel, 'coffee');
  const firstResult = panel.getByRole('list', { name: 'Results' }).getByRole('link').first();
  await expect(firstResult).toBeVisible();

  const bottomOf = async (locator: import('@playwright/test').Locator) => {
    const box = await locator.boundingBox();
    if (!box) throw new Error('not laid out');
    return box.y + box.height;
  };
  expect(await bottomOf(panel.getByRole('combobox', { name: 'Search query' }))).toBeLessThanOrEqual(200);
  expect(await bottomOf(panel.getByRole('tablist', { name: 'Search type' }))).toBeLessThanOrEqual(200);
  expect(await bottomOf(firstResult)).toBeLessThanOrEqual(200);
  // Nothing is wider than the panel.
  expect(await panel.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const serious = () => seriousViolations(panel);
  for (const scheme of ['light', 'dark'] as const) {
    await panel.emulateMedia({ colorScheme: scheme });
    expect(await serious()).toEqual([]);
  }

  // Unfolded, the options push the results down (and are as accessible), and fold again.
  await showSearchOptions(panel);
  await expect(panel.getByRole('combobox', { name: 'Date range' })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await panel.emulateMedia({ colorScheme: scheme });
    expect(await serious()).toEqual([]);
  }
  await panel.getByRole('button', { name: /^Options/u }).click();
  await expect(panel.getByRole('combobox', { name: 'Date range' })).toBeHidden();
});
