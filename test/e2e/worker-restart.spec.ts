import type { Page } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';
import { stopServiceWorker } from './service-worker';

/** The side panel opened with a search for "paris" in its address, once its results are shown. */
async function panelShowingParis(openPage: (path: string) => Promise<Page>): Promise<Page> {
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  return panel;
}

test('after the worker stops: the panel shows the last results, searching works, the menu exists once', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await panelShowingParis(openPage);
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

  await stopServiceWorker(context, panel, { midSearch: true });

  await expect(panel.getByRole('alert')).toContainText(/interrupted|try again/i);
  await panel.getByRole('button', { name: 'Retry' }).first().click();
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
  await expect(panel.getByText(/Searching/)).toHaveCount(0);
});

test('a worker stopped while the panel sat idle is started by the typing, so the search goes over the port it opened', async ({
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  // How the page reaches the worker: a port opened while a key is being handled, or otherwise,
  // or a one-time message (what a message to a stopped worker without a port goes as); and
  // whether the page has heard its port close. Wrapped before the page's own code runs.
  await context.addInitScript(() => {
    const reached = { duringTyping: 0, otherwise: 0, oneTime: 0 };
    const ports = { closed: 0 };
    let typing = false;
    addEventListener('input', () => (typing = true), { capture: true });
    addEventListener('input', () => (typing = false));
    const runtime = globalThis.chrome?.runtime as unknown as
      | { connect: (...args: unknown[]) => chrome.runtime.Port; sendMessage: (...args: unknown[]) => unknown }
      | undefined;
    if (!runtime?.connect) return;
    const connect = runtime.connect.bind(runtime);
    const sendMessage = runtime.sendMessage.bind(runtime);
    runtime.connect = (...args) => {
      reached[typing ? 'duringTyping' : 'otherwise'] += 1;
      const port = connect(...args);
      port.onDisconnect.addListener(() => (ports.closed += 1));
      return port;
    };
    runtime.sendMessage = (...args) => {
      reached.oneTime += 1;
      return sendMessage(...args);
    };
    Object.assign(globalThis, { reached, ports });
  });
  const panel = await panelShowingParis(openPage);
  const reached = () => panel.evaluate(() => (globalThis as unknown as { reached: object }).reached);
  const portsClosed = () => panel.evaluate(() => (globalThis as unknown as { ports: { closed: number } }).ports.closed);
  const nothingYet = { duringTyping: 0, otherwise: 0, oneTime: 0 };

  // Stopped once idle (the first search's books written, which the page's expected cost follows
  // at once), and typed into once the page has heard its port close.
  await stopServiceWorker(context, panel);
  await expect.poll(portsClosed).toBe(1);
  await panel.evaluate(
    (zero) => Object.assign((globalThis as unknown as { reached: object }).reached, zero),
    nothingYet,
  );

  await panel.getByRole('combobox', { name: 'Search query' }).fill('coffee');
  expect(await reached()).toEqual({ duringTyping: 1, otherwise: 0, oneTime: 0 });
  await panel.getByRole('combobox', { name: 'Search query' }).press('Enter');
  await expect(panel.getByRole('list', { name: 'Results' })).toContainText(/coffee/i);
  expect(await reached()).toEqual({ duringTyping: 1, otherwise: 0, oneTime: 0 });
});
