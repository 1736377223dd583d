import type { Page, Worker } from '@playwright/test';
import { configureExtension, expect, test } from './fixtures';
import { pageInNewWindow, searchFor, showSearchOptions, storeDailyBudget } from './pages';
import { stopServiceWorker } from './service-worker';

// Issue 28 items 1–4: every credit number exact at every moment, in real Chromium against the local API.

const credits = (page: Page) => page.getByRole('region', { name: 'Credits' });
const results = (page: Page) => page.getByRole('list', { name: 'Results' }).getByRole('link');
const moreResults = (page: Page) => page.getByRole('button', { name: /^More results/u });
const searchButton = (page: Page) => page.getByRole('button', { name: 'Search', exact: true });
const pagesSent = (api: { searchRequests: () => ReadonlyArray<{ json: unknown }> }) =>
  api.searchRequests().map((sent) => (sent.json as { page?: number }).page ?? 1);

async function useLiveService(worker: Worker): Promise<void> {
  await configureExtension(worker);
  await worker.evaluate(() => chrome.storage.local.set({ apiDialect: 'serper' }));
}

test('after a billed search the Credits region shows the balance read from the service minus that search’s credits, without reading it again', async ({
  api,
  worker,
  openPage,
}) => {
  api.setMode('live');
  await useLiveService(worker);
  // The service says 500: what it says, not what the local API counts, is what is shown.
  api.enqueueAccount({ body: { balance: 500, rateLimit: 50 } });
  const panel = await openPage('sidepanel.html');
  await expect.poll(() => api.accountRequests().length).toBe(1);

  await searchFor(panel, 'paris');
  await expect(credits(panel)).toContainText('1 credit billed for these results');
  await expect(credits(panel)).toContainText('499 credits remaining');
  await expect(credits(panel)).toContainText('less 1 credit billed since');

  // A 20-result search costs 2 more: 497, still from the one read.
  await showSearchOptions(panel);
  await panel.getByRole('spinbutton', { name: 'Number of results' }).fill('20');
  await searchFor(panel, 'coffee');
  await expect(credits(panel)).toContainText('2 credits billed for these results');
  await expect(credits(panel)).toContainText('497 credits remaining');
  // A page opened now shows the same number, and does not read it again within the minute.
  const another = await openPage('sidepanel.html');
  await expect(credits(another)).toContainText('497 credits remaining');
  expect(api.accountRequests()).toHaveLength(1);
  // The read that billing within the minute made due is kept where a stopped worker finds it.
  const due = await worker.evaluate(
    async () => ((await chrome.storage.session.get('balanceCheck')).balanceCheck as { due?: unknown } | undefined)?.due,
  );
  expect(typeof due).toBe('number');
});

test('a budget reached by an answer stops a search sent the moment it arrives, and one from a second window', async ({
  api,
  context,
  worker,
  extensionId,
  openPage,
}) => {
  await configureExtension(worker);
  await storeDailyBudget(worker, 1);
  const panel = await openPage('sidepanel.html');
  const firstWindow = await panel.evaluate(async () => (await chrome.windows.getCurrent()).id);
  const { page: second } = await pageInNewWindow(context, worker, extensionId, 'sidepanel.html');
  // The second window's page sends its search the moment the first window shows its answer
  // (its record says so, a few milliseconds after the answer: long before the ledger is
  // written, ~150 ms later), over the extension's own message protocol.
  // Listening before the first window searches (the evaluate returns once it listens).
  await second.evaluate(async (watched) => {
    const key = `window:${String(watched)}`;
    const windowId = (await chrome.windows.getCurrent()).id;
    (globalThis as { sent?: Promise<unknown> }).sent = new Promise((resolve) => {
      const listener = (changes: Record<string, chrome.storage.StorageChange>) => {
        const record = changes[key]?.newValue as { status?: string } | undefined;
        if (record?.status !== 'success') return;
        chrome.storage.session.onChanged.removeListener(listener);
        void chrome.runtime
          .sendMessage<unknown, { res: unknown }>({
            id: 1,
            type: 'search',
            data: { request: { query: 'london' }, source: 'sidepanel', windowId },
            timestamp: Date.now(),
          })
          .then((reply) => resolve(reply.res));
      };
      chrome.storage.session.onChanged.addListener(listener);
    });
  }, firstWindow);
  const fromSecondWindow = second.evaluate(() => (globalThis as { sent?: Promise<unknown> }).sent);
  // In the first window, a search sent the moment the answer before it arrives.
  const outcomes = await panel.evaluate(async () => {
    const windowId = (await chrome.windows.getCurrent()).id;
    const send = (id: number, query: string) =>
      chrome.runtime.sendMessage<unknown, { res: { ok: boolean; error?: { kind: string } } }>({
        id,
        type: 'search',
        data: { request: { query }, source: 'sidepanel', windowId },
        timestamp: Date.now(),
      });
    const first = await send(1, 'paris');
    const next = await send(2, 'coffee');
    return [first.res, next.res];
  });
  expect(outcomes).toMatchObject([{ ok: true }, { ok: false, error: { kind: 'over-budget' } }]);
  expect(await fromSecondWindow).toMatchObject({ ok: false, error: { kind: 'over-budget' } });
  expect(api.searchRequests()).toHaveLength(1);
  // And it says so there, with what today has used.
  await expect(second.getByRole('alert').filter({ hasText: 'Not sent' })).toContainText(
    'used 1 of your daily budget of 1 credits',
  );
});

test('an answer without credits says so, and is never followed by “0 credits” before a search or a page', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  api.enqueue({ unreported: true }, { unreported: true });
  const panel = await openPage('sidepanel.html');
  await showSearchOptions(panel);
  await panel.getByRole('spinbutton', { name: 'Number of results' }).fill('5');
  await searchFor(panel, 'paris');
  await expect(results(panel)).toHaveCount(5);
  await expect(credits(panel)).toContainText('Credits not reported');
  await expect(credits(panel)).toContainText('Today: 1');

  // Before the next page and the next search: their cost, as the service bills it — not 0.
  await expect(moreResults(panel)).toHaveText('More results · ≈ 1 credit');
  await panel.getByRole('combobox', { name: 'Search query' }).fill('coffee');
  await expect(searchButton(panel)).toHaveAccessibleDescription('≈ 1 credit');

  await moreResults(panel).click();
  await expect.poll(() => results(panel).count()).toBeGreaterThan(5);
  await expect(credits(panel)).toContainText('Credits not reported');
  await expect(credits(panel)).toContainText('Today: 2');
  await expect(moreResults(panel)).toHaveText('More results · ≈ 1 credit');
  await expect(panel.getByText(/≈ 0/u)).toHaveCount(0);

  await panel.getByRole('button', { name: 'History', exact: true }).click();
  await expect(panel.getByRole('list', { name: 'Past searches' })).toContainText('credits not reported');
});

test('reopened from the history after the cache was cleared, More results asks for page 3 — never page 2 again', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const panel = await openPage('sidepanel.html');
  await showSearchOptions(panel);
  await panel.getByRole('spinbutton', { name: 'Number of results' }).fill('5');
  await searchFor(panel, 'web extensions');
  await expect(results(panel)).toHaveCount(5);
  await moreResults(panel).click();
  await expect.poll(() => results(panel).count()).toBeGreaterThan(5);
  const held = await results(panel).allTextContents();
  expect(pagesSent(api)).toEqual([1, 2]);

  const options = await openPage('options.html');
  await options.getByRole('button', { name: 'Clear cache' }).click();
  await expect(options.getByRole('status')).toContainText('cleared');

  const later = await openPage('sidepanel.html');
  await later.getByRole('button', { name: 'History', exact: true }).click();
  await later.getByRole('button', { name: 'web extensions', exact: true }).click();
  await expect(results(later)).toHaveText(held);
  await expect(moreResults(later)).toHaveText('More results · ≈ 1 credit');
  await moreResults(later).click();
  await expect.poll(() => results(later).count()).toBeGreaterThan(held.length);
  expect(pagesSent(api)).toEqual([1, 2, 3]);
  expect(api.searchRequests()[2]?.json).toEqual({ query: 'web extensions', numberOfResults: 5, page: 3 });
});

test('a results tab restored after the worker stopped asks for the page after the last it holds', async ({
  api,
  context,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  await worker.evaluate(() => chrome.storage.local.set({ searchDefaults: { numberOfResults: 5 } }));
  const tab = await openPage('sidepanel.html?q=web%20extensions&from=omnibox');
  await expect(results(tab)).toHaveCount(5);
  await moreResults(tab).click();
  await expect.poll(() => results(tab).count()).toBeGreaterThan(5);
  const held = await results(tab).allTextContents();
  expect(pagesSent(api)).toEqual([1, 2]);

  await stopServiceWorker(context, tab);
  const options = await openPage('options.html');
  await options.getByRole('button', { name: 'Clear cache' }).click();
  await expect(options.getByRole('status')).toContainText('cleared');

  await tab.reload();
  await expect(results(tab)).toHaveText(held);
  await moreResults(tab).click();
  await expect.poll(() => results(tab).count()).toBeGreaterThan(held.length);
  expect(pagesSent(api)).toEqual([1, 2, 3]);
});
