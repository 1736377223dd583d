import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configureExtension, expect, test, TEST_KEY } from './fixtures';
import { E2E_EXTENSION_DIR } from './e2e-build';
import { stopServiceWorker } from './service-worker';

test('a damaged stored setting is reset alone, the others are kept, and the settings page says which', async ({
  worker,
  context,
  openPage,
}) => {
  await configureExtension(worker);
  await worker.evaluate(() =>
    chrome.storage.local.set({
      apiBaseUrl: 42,
      searchDefaults: '{"location":"JAP',
      displayPreferences: { openLinksIn: 'current-tab' },
    }),
  );
  const page = await openPage('options.html');
  await stopServiceWorker(context, page);

  // The next event starts the worker, which checks what is stored before anything else.
  const panel = await openPage('sidepanel.html?q=paris');
  await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();

  const options = await openPage('options.html');
  const alert = options.getByRole('alert');
  await expect(alert).toContainText('API base URL');
  await expect(alert).toContainText('Default search options');
  await expect(alert).not.toContainText('Open results in');
  await expect(options.getByLabel('API key', { exact: true })).toHaveValue(TEST_KEY);
  await expect(options.getByRole('radio', { name: 'Current tab' })).toBeChecked();
  await options.getByRole('button', { name: 'Dismiss' }).click();
  await expect(options.getByRole('alert')).toHaveCount(0);
});

test('the built pages load scripts only from the extension, under a strict content security policy', () => {
  const manifest = JSON.parse(readFileSync(join(E2E_EXTENSION_DIR, 'manifest.json'), 'utf8')) as {
    content_security_policy: { extension_pages: string };
  };
  const csp = manifest.content_security_policy.extension_pages;
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("img-src 'self' https:");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toMatch(/unsafe-eval|unsafe-inline'?;?\s*script/);
  for (const html of readdirSync(E2E_EXTENSION_DIR).filter((name) => name.endsWith('.html'))) {
    const text = readFileSync(join(E2E_EXTENSION_DIR, html), 'utf8');
    for (const [, src] of text.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) expect(src).toMatch(/^\//);
    expect(text).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>\s*\S/); // no inline scripts
  }
});
