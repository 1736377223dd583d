import { configureExtension, expect, test, TEST_KEY } from './fixtures';
import { E2E_API_ORIGIN } from './e2e-build';
import {
  organicOf,
  searchFor,
  searchFromPopup,
  showSearchOptions,
  storePendingLikeTheMenu,
  windowRecord,
} from './pages';

test('configuring the key and base URL in the options page, then searching from the popup, costs one request', async ({
  api,
  openPage,
}) => {
  const options = await openPage('options.html');
  await options.getByLabel('API key', { exact: true }).fill(TEST_KEY);
  await options.getByLabel('API base URL').fill(E2E_API_ORIGIN);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');

  const popup = await openPage('popup.html');
  await expect(popup.getByRole('combobox', { name: 'Search query' })).toBeFocused();
  await searchFromPopup(popup, 'ada lovelace');
  await expect.poll(() => api.searchRequests().length).toBe(1);
  expect(api.searchRequests()[0]?.headers['x-api-key']).toBe(TEST_KEY);

  const panel = await openPage('sidepanel.html');
  const results = panel.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  const expected = organicOf(api, 0);
  await expect(results.getByRole('link')).toHaveText(expected.map((r) => r.title));
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue('ada lovelace');
  expect(api.searchRequests()).toHaveLength(1);
});

test('a side panel search shows results in rank order, linked to their pages, and the credits billed', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await showSearchOptions(panel);
  await panel.getByRole('spinbutton', { name: 'Number of results' }).fill('12');
  await searchFor(panel, 'typescript');

  const links = panel.getByRole('list', { name: 'Results' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const expected = organicOf(api, 0);
  expect(expected.length).toBeGreaterThan(1);
  await expect(links).toHaveText(expected.map((r) => r.title));
  for (const [index, result] of expected.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', result.link);
  }
  // 12 results bill 2 credits on the local API: the panel shows the API's figure, not an assumed 1.
  await expect(panel.getByRole('region', { name: 'Credits' })).toContainText('2 credits billed');
  expect(api.searchRequests()[0]?.json).toEqual({ query: 'typescript', numberOfResults: 12 });
});

test('an entity search shows the knowledge panel with its facts', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html?q=ada%20lovelace');
  const knowledge = panel.getByRole('region', { name: 'Knowledge panel' });
  await expect(knowledge.getByRole('heading', { name: 'Ada Lovelace' })).toBeVisible();
  await expect(knowledge.locator('dl dt').first()).toBeVisible();
  await expect(knowledge.getByRole('link', { name: /wikipedia/i })).toHaveAttribute('href', /^https:\/\//);
});

test('a related search runs a new search when clicked', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html?q=ada%20lovelace');
  const related = panel.getByRole('region', { name: 'Related searches' }).getByRole('button');
  await expect(related.first()).toBeVisible();
  const query = (await related.first().textContent())?.trim() ?? '';
  await related.first().click();
  await expect.poll(() => api.searchRequests().length).toBe(2);
  expect((api.searchRequests()[1]?.json as { query: string }).query).toBe(query);
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue(query);
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link')).toHaveText(
    organicOf(api, 1).map((r) => r.title),
  );
});

test('the side panel picks up a pending right-click search and runs it once', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  // A page first: headless Chromium has no window without one, and the search is the window's.
  await context.newPage();
  await storePendingLikeTheMenu(worker, { id: 'menu-search-1', query: 'coffee', note: 'Your selection was cut.' });
  const panel = await openPage('sidepanel.html');
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  await expect(panel.getByText('Your selection was cut.')).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toHaveValue('coffee');
  expect(api.searchRequests()).toHaveLength(1);
  await expect
    .poll(() => windowRecord(worker))
    .toMatchObject({ id: 'menu-search-1', status: 'success', source: 'context-menu' });
});

test('the first install opens the options page', ({ installPage, extensionId }) => {
  expect(installPage).toEqual({ opened: true, url: `chrome-extension://${extensionId}/options.html` });
});

test('an empty result list says there are no results for the query', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html?q=qwxzzv%20blorptang');
  await expect(panel.getByText('No results for “qwxzzv blorptang”')).toBeVisible();
});

test('without a key, the popup and side panel offer the settings and send nothing', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker, { apiKey: '' });
  const popup = await openPage('popup.html');
  await expect(popup.getByRole('alert')).toContainText('Set your API key');
  await searchFor(popup, 'paris');
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(panel.getByRole('alert')).toContainText('API key');
  const optionsOpened = context.waitForEvent('page', (page) => page.url().includes('options.html'));
  await panel.getByRole('button', { name: 'Open settings' }).click();
  await optionsOpened;
  expect(api.searchRequests()).toHaveLength(0);
});

const errorCases = [
  { name: '401', script: [{ status: 401 }], alert: /rejected your API key/, settings: true },
  { name: '402', script: [{ status: 402 }], alert: /credits have run out/, settings: false },
  { name: '429', script: [{ status: 429, retryAfter: '3600' }], alert: /wait.*60 min/, settings: false },
  { name: '5xx', script: [{ status: 502 }], alert: /had a problem/, settings: false },
];
for (const { name, script, alert, settings } of errorCases) {
  test(`a ${name} from the API shows the matching alert`, async ({ api, worker, openPage }) => {
    await configureExtension(worker);
    api.enqueue(...script);
    const panel = await openPage('sidepanel.html?q=paris');
    await expect(panel.getByRole('alert')).toContainText(alert);
    await expect(panel.getByRole('button', { name: 'Open settings' })).toHaveCount(settings ? 1 : 0);
    expect(api.searchRequests()).toHaveLength(script.length);
  });
}

test('results can be browsed with the keyboard: j/k and arrows move, Enter opens', async ({
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html?q=typescript');
  const links = panel.getByRole('list', { name: 'Results' }).getByRole('link');
  await expect(links.nth(2)).toBeVisible();
  await links.first().focus();
  await panel.keyboard.press('j');
  await expect(links.nth(1)).toBeFocused();
  await panel.keyboard.press('ArrowDown');
  await expect(links.nth(2)).toBeFocused();
  await panel.keyboard.press('k');
  await expect(links.nth(1)).toBeFocused();
  const href = await links.nth(1).getAttribute('href');
  // This machine has no internet: answer the result's page locally so the new tab keeps its URL.
  await context.route('https://**/*', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>ok</title>' }),
  );
  const opened = context.waitForEvent('page');
  await panel.keyboard.press('Enter');
  const tab = await opened;
  await tab.waitForLoadState();
  // The result's page, at the passage its snippet quotes (a text fragment; the href itself stays clean).
  expect(tab.url().split('#:~:')[0]).toBe(href);
  await panel.keyboard.press('/');
  await expect(panel.getByRole('combobox', { name: 'Search query' })).toBeFocused();
});
