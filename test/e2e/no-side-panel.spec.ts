import { configureExtension, expect, gotoExtensionPage, test } from './fixtures';
import { searchFor, showSearchOptions } from './pages';

// Some Chromium browsers have no side panel API: the popup shows the results itself,
// and a full-tab results page (sidepanel.html?q=…) takes the panel's place.

test('without a side panel API, the popup shows the results itself', async ({ api, context, worker, extensionId }) => {
  await configureExtension(worker);
  const popup = await context.newPage();
  await popup.addInitScript(() => {
    // As in a browser that lacks chrome.sidePanel.
    Reflect.deleteProperty(globalThis.chrome, 'sidePanel');
  });
  await gotoExtensionPage(popup, extensionId, `popup.html`);
  await searchFor(popup, 'typescript');
  await expect(popup.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  await expect(popup.getByRole('region', { name: 'Credits' })).toContainText('billed for these results');
  expect(api.searchRequests()).toHaveLength(1);
});

test('the full-tab results page works on its own, as wide as a tab', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  const tab = await openPage('sidepanel.html?q=paris&num=20&country=fr');
  await tab.setViewportSize({ width: 1280, height: 800 });
  await expect(tab.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'paris', numberOfResults: 20, country: 'FR' });
  await expect(tab.getByRole('button', { name: /^Options/u })).toContainText('up to 20 results');
  await showSearchOptions(tab);
  await expect(tab.getByRole('spinbutton', { name: 'Number of results' })).toHaveValue('20');
});
