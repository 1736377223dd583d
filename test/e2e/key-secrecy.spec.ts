import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { configureExtension, expect, gotoExtensionPage, launchReady, test, TEST_KEY } from './fixtures';
import { startSecondSite } from './second-site';
import { searchFor } from './pages';
import { E2E_API_ORIGIN } from './e2e-build';

test('the key reaches the API only: never other sites, the DOM, the console, errors or storage.sync', async ({
  api,
}) => {
  const site = await startSecondSite();
  const { context, worker, extensionId } = await launchReady({ extraArgs: ['--ignore-certificate-errors'] });
  const consoleText: string[] = [];
  context.on('console', (message) => consoleText.push(message.text()));
  try {
    await configureExtension(worker);
    api.enqueue({
      status: 200,
      body: {
        status: 'SUCCESS',
        searchParameters: { query: 'second site' },
        organic: [{ title: 'A page on the second site', link: `${site.origin}/page`, snippet: 'Hello' }],
        knowledgeGraph: {
          title: 'Second site',
          imageUrl: `${site.origin}/image.png`,
          description: 'An entity with an image',
          descriptionLink: `${site.origin}/about`,
          attributes: { Kind: 'Test' },
        },
        credits: 1,
      },
    });
    const panel = await context.newPage();
    await gotoExtensionPage(panel, extensionId, `sidepanel.html?q=second%20site`);
    const knowledge = panel.getByRole('region', { name: 'Knowledge panel' });
    await expect(knowledge.locator('img')).toHaveJSProperty('complete', true);
    await expect.poll(() => site.seen.some((r) => r.url === '/image.png')).toBe(true);

    const opened = context.waitForEvent('page');
    await panel.getByRole('link', { name: 'A page on the second site' }).click();
    await (await opened).waitForLoadState();
    expect(site.seen.some((r) => r.url === '/page')).toBe(true);

    // Nothing the second site received carries the key, or says where the person came from.
    for (const request of site.seen) {
      expect(JSON.stringify(request)).not.toContain(TEST_KEY);
      // The opened page may then fetch its own favicon, naming itself as the referrer: that says nothing new.
      if (request.headers.referer?.startsWith(`${site.origin}/`)) continue;
      expect(request.headers.referer).toBeUndefined();
    }
    // The key is in no page's DOM (the options page holds it only as its field's value).
    expect(await panel.content()).not.toContain(TEST_KEY);
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(options.getByLabel('API key', { exact: true })).toHaveValue(TEST_KEY);
    expect(await options.content()).not.toContain(TEST_KEY);

    // An error about the key does not repeat it.
    api.enqueue({ status: 401 });
    await panel.getByRole('combobox', { name: 'Search query' }).fill('unauthorized now');
    await panel.getByRole('combobox', { name: 'Search query' }).press('Enter');
    await expect(panel.getByRole('alert')).toContainText('rejected your API key');
    expect(await panel.content()).not.toContain(TEST_KEY);

    expect(consoleText.join('\n')).not.toContain(TEST_KEY);
    expect(await worker.evaluate(() => chrome.storage.sync.get(null))).toEqual({});
  } finally {
    await context.close();
    await site.close();
  }
});

test('messages from another extension or from a web page are not answered', async ({ api }) => {
  // A stranger extension that tries to use ours to search.
  const stranger = mkdtempSync(join(tmpdir(), 'stranger-ext-'));
  writeFileSync(
    join(stranger, 'manifest.json'),
    JSON.stringify({ manifest_version: 3, name: 'Stranger', version: '1.0', background: { service_worker: 'sw.js' } }),
  );
  writeFileSync(join(stranger, 'sw.js'), '// Sends messages when a test asks it to.\n');
  const site = await startSecondSite();
  const { context, worker, extensionId } = await launchReady({
    otherExtensions: [stranger],
    extraArgs: ['--ignore-certificate-errors'],
  });
  try {
    await configureExtension(worker);
    const strangerWorker =
      context.serviceWorkers().find((w) => w.url().endsWith('/sw.js')) ??
      (await context.waitForEvent('serviceworker', { predicate: (w) => w.url().endsWith('/sw.js') }));
    const answer = await strangerWorker.evaluate(async (id) => {
      try {
        const message = {
          id: 1,
          type: 'search',
          timestamp: Date.now(),
          data: { request: { query: 'x' }, source: 'popup' },
        };
        return { answered: (await chrome.runtime.sendMessage(id, message)) as unknown };
      } catch (error) {
        return { refused: String(error) };
      }
    }, extensionId);
    expect(answer).toHaveProperty('refused');

    // A web page has no way to reach the extension at all.
    const page = await context.newPage();
    await page.goto(`${site.origin}/page`);
    expect(await page.evaluate(() => typeof (globalThis as { chrome?: { runtime?: unknown } }).chrome?.runtime)).toBe(
      'undefined',
    );
    expect(api.searchRequests()).toHaveLength(0);
  } finally {
    await context.close();
    await site.close();
    rmSync(stranger, { recursive: true, force: true });
  }
});

test('a redirecting API gets one request; the server it points to gets none, and the error names the base URL', async ({
  api,
  worker,
  openPage,
}) => {
  // Where the redirect points: a server that would take the key if the request followed.
  const elsewhere = createServer((request, response) => {
    followed.push(request.headers['x-api-key']);
    response
      .writeHead(200, { 'Content-Type': 'application/json' })
      .end('{"searchParameters":{"q":"paris"},"organic":[]}');
  });
  const followed: Array<string | string[] | undefined> = [];
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  const target = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}/v1/search`;
  try {
    await configureExtension(worker);
    for (const status of [307, 301]) {
      api.enqueue({ status, headers: { Location: target }, body: '' });
    }
    const panel = await openPage('sidepanel.html?q=paris');
    const alert = panel.getByRole('alert');
    await expect(alert).toContainText(`The API at ${api.url} answered with a redirect`);
    await expect(alert.getByRole('button', { name: 'Open settings' })).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await searchFor(panel, 'paris again');
    await expect(panel.getByRole('alert')).toContainText('answered with a redirect');
    expect(api.searchRequests()).toHaveLength(2);
    expect(api.searchRequests()[0]?.headers['x-api-key']).toBe(TEST_KEY);
    expect(followed).toEqual([]);
  } finally {
    elsewhere.closeAllConnections();
    await new Promise((resolve) => elsewhere.close(resolve));
  }
});

test('the settings say where the key goes, and where it will go before a new base URL is saved', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  const baseUrl = options.getByLabel('API base URL');
  await expect(baseUrl).toHaveAccessibleDescription(
    /Your API key is sent to http:\/\/127\.0\.0\.1:\d+ with every search/,
  );
  await baseUrl.fill('https://other-api.example/v2/');
  await expect(baseUrl).toHaveAccessibleDescription(
    /After you save, your API key will be sent to https:\/\/other-api\.example with every search \(now: http:\/\/127\.0\.0\.1:\d+\)/,
  );
});

test('a base URL on another origin is not saved until the key is entered again, and the page says why (L10)', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  const baseUrl = options.getByLabel('API base URL');
  const key = options.getByLabel('API key', { exact: true });
  await expect(baseUrl).toHaveValue(E2E_API_ORIGIN);
  const elsewhere = `http://localhost:${new URL(E2E_API_ORIGIN).port}`;
  await baseUrl.fill(`${elsewhere}/v1`);
  await options.getByRole('button', { name: 'Save' }).click();
  const why = `Your API key was entered for ${E2E_API_ORIGIN}; to send it to ${elsewhere} instead, enter your API key again`;
  await expect(options.getByRole('alert')).toContainText(why);
  // The key field says it too, and has the focus, its text selected for the key to be pasted over.
  await expect(key).toBeFocused();
  await expect(key).toHaveAttribute('aria-invalid', 'true');
  await expect(key).toHaveAccessibleDescription(/^API base URL: not saved\. Your API key was entered for /u);
  const stored = () => worker.evaluate(() => chrome.storage.local.get(['apiKey', 'apiBaseUrl']));
  expect(await stored()).toEqual({ apiKey: TEST_KEY, apiBaseUrl: E2E_API_ORIGIN });
  // Nothing was sent anywhere meanwhile.
  expect(api.requests).toEqual([]);

  // Typed again, the key goes with the address (here back to its own origin, with a path: no permission asked).
  await key.fill(TEST_KEY);
  await expect(key).not.toHaveAttribute('aria-invalid', 'true');
  await baseUrl.fill(`${E2E_API_ORIGIN}/`);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');
});

test('a key with an invisible character is refused at Save, with a message naming it; the stored key stays', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  await options.getByLabel('API key', { exact: true }).fill('abc\u200Bdef');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('alert')).toContainText('character 4 (U+200B) is not a plain letter');
  const stored = await worker.evaluate(() => chrome.storage.local.get('apiKey'));
  expect(stored.apiKey).toBe(TEST_KEY);
});
