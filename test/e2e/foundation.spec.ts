import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configureExtension, expect, test, TEST_KEY } from './fixtures';
import { E2E_API_ORIGIN, E2E_EXTENSION_DIR } from './e2e-build';

interface RawOutcome {
  res?: {
    ok: boolean;
    response?: { organic: Array<{ title: string; link: string; position: number }>; credits?: number };
  };
  err?: unknown;
}

test('a search message from an extension page returns results from the local API over HTTP', async ({
  api,
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const page = await openPage('popup.html');
  // The wire format of lib/messaging.ts (@webext-core/messaging): { id, type, data, timestamp } → { res } | { err }.
  const outcome = await page.evaluate(() =>
    chrome.runtime.sendMessage<unknown, RawOutcome>({
      id: 1,
      type: 'search',
      timestamp: Date.now(),
      data: { request: { query: 'typescript', numberOfResults: 5 }, source: 'popup' },
    }),
  );

  expect(outcome.err).toBeUndefined();
  expect(outcome.res?.ok).toBe(true);
  const organic = outcome.res?.response?.organic ?? [];
  expect(organic.length).toBeGreaterThan(0);
  expect(organic.map((r) => r.position)).toEqual(organic.map((_, i) => i + 1));
  expect(outcome.res?.response?.credits).toBe(1);

  const requests = api.searchRequests();
  expect(requests).toHaveLength(1);
  expect(requests[0]?.headers['x-api-key']).toBe(TEST_KEY);
  expect(requests[0]?.json).toEqual({ query: 'typescript', numberOfResults: 5 });
});

test('the built manifest grants the API origin only, and nothing broad', () => {
  const manifest = JSON.parse(readFileSync(join(E2E_EXTENSION_DIR, 'manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  expect(manifest.host_permissions).toEqual([`${E2E_API_ORIGIN}/*`]);
  // activeTab + scripting let the selection shortcuts and the quick look read the current tab's
  // selection and place the card there, nothing more; tabGroups groups the results opened together
  // (Open in tabs, issue 41), and reads nothing of any tab.
  expect(manifest.permissions).toEqual([
    'storage',
    'contextMenus',
    'activeTab',
    'scripting',
    'favicon',
    'tabGroups',
    'sidePanel',
  ]);
  expect(manifest).toMatchObject({ omnibox: { keyword: 'ws' } });
  expect(manifest).not.toHaveProperty('content_scripts');
  // The quick-look card's page is the one page a web page may load, beside the selection button's
  // module (its watcher imports it into the page's isolated world), at a dynamic address only.
  expect(manifest.web_accessible_resources).toEqual([
    { resources: ['quick-look.html', 'selection-button-ui.js'], matches: ['<all_urls>'], use_dynamic_url: true },
  ]);
  const broad = ['<all_urls>', '*://*/*', 'https://*/*', 'http://*/*'];
  expect((manifest.host_permissions as string[]).filter((pattern) => broad.includes(pattern))).toEqual([]);
  // All sites only as an optional permission, asked for when the selection button is switched on.
  expect(manifest.optional_host_permissions).toEqual(expect.arrayContaining(['https://*/*', 'http://*/*']));
  expect(manifest.permissions).not.toContain('tabs');
});

test('the built manifest takes its texts from _locales, which the build ships in seven languages', async ({
  worker,
}) => {
  const manifest = JSON.parse(readFileSync(join(E2E_EXTENSION_DIR, 'manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  expect(manifest).toMatchObject({
    default_locale: 'en',
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    action: { default_title: '__MSG_actionTitle__' },
  });
  for (const locale of ['en', 'de', 'fr', 'es', 'pt_BR', 'ja', 'zh_CN']) {
    expect(existsSync(join(E2E_EXTENSION_DIR, '_locales', locale, 'messages.json')), locale).toBe(true);
  }
  // The browser resolves the names: the English UI sees the English name.
  expect(await worker.evaluate(() => chrome.i18n.getMessage('extName'))).toBe('Search Sidekick');
});
