import { configureExtension } from './fixtures';
import { organicOf } from './pages';
import { expect, test } from './real-side-panel';
import {
  articleWithSelection,
  cardFrame,
  clickQuickLookMenu,
  hostBoxes,
  pageLayout,
  selectionBox,
} from './quick-look-page';

test('the menu’s quick look puts the card beside the selection with the answer of one request', async ({
  api,
  context,
  worker,
}) => {
  await configureExtension(worker);
  const { page, tab } = await articleWithSelection(context, worker);
  const layoutBefore = await pageLayout(page);

  await clickQuickLookMenu(worker, tab);

  const card = await cardFrame(page);
  const region = card.getByRole('region', { name: 'Quick look' });
  const links = region.getByRole('list', { name: 'Results' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const expected = organicOf(api, 0).slice(0, 5);
  await expect(links).toHaveText(expected.map((result) => result.title));
  expect(api.searchRequests()).toHaveLength(1);

  // Beside the words: below them, its left edge at theirs, inside the viewport.
  const [host] = await hostBoxes(page);
  const words = await selectionBox(page);
  expect(host).toBeDefined();
  expect(Math.round(host!.top)).toBeGreaterThanOrEqual(Math.round(words.bottom));
  expect(Math.abs(host!.left - words.left)).toBeLessThan(2);

  // The page's own layout is as it was.
  expect(await pageLayout(page)).toBe(layoutBefore);
});
