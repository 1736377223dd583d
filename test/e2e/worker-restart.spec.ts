import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';
import { stopServiceWorker } from './service-worker';

test('after the worker stops: the panel shows the last results, searching works, the menu exists once', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  const firstTitles = await panel.getByRole('list', { name: 'Results' }).getByRole('link').allTextContents();
  expect(firstTitles.length).toBeGreaterThan(0);

  await stopServiceWorker(context, panel);

  const reopened = await openPage('sidepanel.html');
  await expect(reopened.getByRole('list', { name: 'Results' }).getByRole('link')).toHaveText(firstTitles);

  await searchFor(reopened, 'coffee');
  await expect(reopened.getByRole('combobox', { name: 'Search query' })).toHaveValue('coffee');
  await expect.poll(() => api.searchRequests().length).toBe(2);
  await expect(reopened.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();

  // The restarted worker did not create the menu again: it still exists, once (ids are unique).
  const duplicate = await reopened.evaluate(
    () =>
      new Promise<string>((resolve) => {
        chrome.contextMenus.create({ id: 'search-selection', title: 'x', contexts: ['selection'] }, () =>
          resolve(chrome.runtime.lastError?.message ?? 'created'),
        );
      }),
  );
  expect(duplicate).toMatch(/duplicate id/i);
});

test('a search in flight when the worker stops ends in a clear state with Retry, not a spinner', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  api.enqueue({ hang: true });
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'paris');
  await expect(panel.getByText(/Searching/)).toBeVisible();
  await expect.poll(() => api.searchRequests().length).toBe(1);

  await stopServiceWorker(context, panel);

  await expect(panel.getByRole('alert')).toContainText(/interrupted|try again/i);
  await panel.getByRole('button', { name: 'Retry' }).first().click();
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  await expect(panel.getByText(/Searching/)).toHaveCount(0);
});
