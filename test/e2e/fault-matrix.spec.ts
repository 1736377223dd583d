import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';
import type { ScriptedResponse } from '../search-api/server';

// Every way the API can fail, scripted through the local search API: what the person sees,
// and how many requests the API received. The fixture fails a test on any page error.

const results = (panel: import('@playwright/test').Page) =>
  panel.getByRole('list', { name: 'Results' }).getByRole('link').first();

test('429 with Retry-After: 1 is retried after the wait, then shows results', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  api.enqueue({ status: 429, retryAfter: '1' });
  const panel = await openPage('sidepanel.html');
  await searchFor(panel, 'paris');
  await expect(panel.getByText(/retrying in 1 s/i)).toBeVisible();
  await expect(results(panel)).toBeVisible();
  const [first, second] = api.searchRequests();
  expect(api.searchRequests()).toHaveLength(2);
  expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(950);
});

test('429 with an HTTP-date Retry-After is retried at that time', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  api.enqueue({ status: 429, retryAfter: new Date(Date.now() + 2000).toUTCString() });
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(results(panel)).toBeVisible();
  expect(api.searchRequests()).toHaveLength(2);
});

test('429 with Retry-After: 3600 is not retried, and the wait is shown', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  api.enqueue({ status: 429, retryAfter: '3600' });
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(panel.getByRole('alert')).toContainText('60 min');
  expect(api.searchRequests()).toHaveLength(1);
});

for (const status of [500, 502, 504]) {
  test(`a ${status} is not repeated behind the person's back (it may have been billed); Retry works`, async ({
    api,
    worker,
    openPage,
  }) => {
    await configureExtension(worker);
    api.enqueue({ status });
    const panel = await openPage('sidepanel.html?q=paris');
    await expect(panel.getByRole('alert')).toContainText(`HTTP ${status}`);
    await expect(panel.getByRole('alert')).toContainText('not repeated automatically');
    expect(api.searchRequests()).toHaveLength(1);
    await panel.getByRole('button', { name: 'Retry' }).click();
    await expect(results(panel)).toBeVisible();
    expect(api.searchRequests()).toHaveLength(2);
  });
}

test('a 503 with Retry-After: 3600 is sent once and says when to try again', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  api.enqueue({ status: 503, retryAfter: '3600' });
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(panel.getByRole('alert')).toContainText('try again in 60 min');
  expect(api.searchRequests()).toHaveLength(1);
});

test('a 503 without Retry-After is sent once (it may have run): an error that offers Retry, which works (L3)', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  api.enqueue({ status: 503 });
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(panel.getByRole('alert')).toContainText('HTTP 503');
  await expect(panel.getByRole('alert')).toContainText('not repeated automatically');
  expect(api.searchRequests()).toHaveLength(1);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(results(panel)).toBeVisible();
  expect(api.searchRequests()).toHaveLength(2);
});

test('503 three times with Retry-After: 0: bounded retries, then an error that offers Retry, which works', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const now = { status: 503, retryAfter: '0' };
  api.enqueue(now, now, now);
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(panel.getByRole('alert')).toContainText('HTTP 503');
  expect(api.searchRequests()).toHaveLength(3);
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(results(panel)).toBeVisible();
  expect(api.searchRequests()).toHaveLength(4);
});

test('a hang ends in a timeout message, and the next search still works', async ({ api, worker, openPage }) => {
  test.setTimeout(60_000);
  await configureExtension(worker);
  api.enqueue({ hang: true });
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(panel.getByRole('alert')).toContainText('did not answer within 15 s', { timeout: 30_000 });
  await searchFor(panel, 'coffee');
  await expect(results(panel)).toBeVisible();
  expect(api.searchRequests()).toHaveLength(2);
});

test('a refused connection shows the offline message', async ({ api, worker, openPage }) => {
  await configureExtension(worker);
  await api.close();
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(panel.getByRole('alert')).toContainText('Could not reach the search service');
  await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
});

const invalidBodies: Array<[string, ScriptedResponse, RegExp]> = [
  ['a non-JSON body', { status: 200, body: '<html><body>Bad gateway</body></html>' }, /not JSON/],
  ['a JSON body that breaks the schema', { status: 200, body: { status: 'SUCCESS', organic: 'none' } }, /shape/],
  ['a 5 MB response', { status: 200, bytes: 5 * 1024 * 1024 }, /far larger/],
  ['status ERROR with HTTP 200', { status: 200, body: { status: 'ERROR', organic: [] } }, /reported an error/],
];
for (const [name, scripted, message] of invalidBodies) {
  test(`${name} shows an error the person can retry`, async ({ api, worker, openPage }) => {
    await configureExtension(worker);
    api.enqueue(scripted);
    const panel = await openPage('sidepanel.html?q=paris');
    await expect(panel.getByRole('alert')).toContainText(message);
    await expect(panel.getByRole('button', { name: 'Retry' })).toBeVisible();
    expect(api.searchRequests()).toHaveLength(1);
  });
}
