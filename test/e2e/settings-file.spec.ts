import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { configureExtension, expect, test, TEST_KEY } from './fixtures';
import { E2E_API_ORIGIN, E2E_API_PORT } from './e2e-build';

/** Exports the settings through the button, and returns the file's text as the browser saved it. */
async function exportSettings(options: Page, includeKey: boolean): Promise<{ name: string; text: string }> {
  const box = options.getByRole('checkbox', { name: 'Include API key' });
  if ((await box.isChecked()) !== includeKey) await box.click();
  const download = options.waitForEvent('download');
  await options.getByRole('button', { name: 'Export settings' }).click();
  const file = await download;
  const path = await file.path();
  await expect(options.getByRole('status')).toContainText(`Settings saved to ${file.suggestedFilename()}`);
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

async function importSettings(options: Page, name: string, text: string): Promise<void> {
  await options
    .getByLabel('Import settings')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

test('settings export and import back, without the key unless it is ticked', async ({ worker, openPage }) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  await options.getByRole('combobox', { name: 'Country', exact: true }).fill('FR');
  await options.getByRole('spinbutton', { name: 'Number of results' }).fill('20');
  await options.getByRole('radio', { name: 'Current tab' }).check();
  await options.getByRole('checkbox', { name: 'Search past week' }).uncheck();
  await options.getByRole('textbox', { name: 'Blocked sites' }).fill('spam.example');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');

  const plain = await exportSettings(options, false);
  expect(plain.name).toMatch(/^search-sidekick-settings-\d{4}-\d{2}-\d{2}\.json$/);
  expect(plain.text).not.toContain(TEST_KEY);
  const withKey = await exportSettings(options, true);
  expect(JSON.parse(withKey.text)).toMatchObject({ settings: { apiKey: TEST_KEY } });

  // Everything changed back, and the key removed; then the file without the key is imported.
  await worker.evaluate(() =>
    chrome.storage.local.set({
      searchDefaults: {},
      displayPreferences: { openLinksIn: 'new-tab' },
      menuPresets: [],
      apiKey: 'other-key-1',
    }),
  );
  await options.reload();
  await importSettings(options, plain.name, plain.text);
  await expect(options.getByRole('status')).toHaveText(
    'Settings imported. Changed: Default search options, Open results in, Right-click presets.',
  );
  await expect(options.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('FR');
  await expect(options.getByRole('spinbutton', { name: 'Number of results' })).toHaveValue('20');
  await expect(options.getByRole('radio', { name: 'Current tab' })).toBeChecked();
  await expect(options.getByRole('checkbox', { name: 'Search past 24 hours' })).toBeChecked();
  await expect(options.getByRole('checkbox', { name: 'Search past week' })).not.toBeChecked();
  await expect(options.getByRole('textbox', { name: 'Blocked sites' })).toHaveValue('spam.example');
  // Without the key in the file, the key stays as it was.
  expect((await worker.evaluate(() => chrome.storage.local.get('apiKey'))).apiKey).toBe('other-key-1');

  // A key in the file waits in its field: stored only by Save.
  await importSettings(options, withKey.name, withKey.text);
  await expect(options.getByLabel('API key', { exact: true })).toHaveValue(TEST_KEY);
  await expect(options.getByRole('status')).toContainText('not used until you press Save: API key.');
  expect((await worker.evaluate(() => chrome.storage.local.get('apiKey'))).apiKey).toBe('other-key-1');
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toContainText('Saved');
  expect((await worker.evaluate(() => chrome.storage.local.get('apiKey'))).apiKey).toBe(TEST_KEY);
});

test('an imported key and base URL wait in their fields, saying where the key would go; nothing changes until Save', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  await expect(options.getByLabel('API base URL')).toHaveValue(E2E_API_ORIGIN);
  // Another origin, whose permission the browser would be asked for only by Save.
  const elsewhere = `http://localhost:${E2E_API_PORT}`;
  const file = JSON.stringify({
    format: 'search-sidekick-settings',
    version: 1,
    settings: { apiKey: 'key-from-the-file', apiBaseUrl: elsewhere, searchDefaults: { country: 'DE' } },
  });
  await importSettings(options, 'settings.json', file);
  await expect(options.getByRole('status')).toHaveText(
    'Settings imported. Changed: Default search options. ' +
      'Put into their fields and not used until you press Save: API key, API base URL.',
  );
  await expect(options.getByLabel('API key', { exact: true })).toHaveValue('key-from-the-file');
  await expect(options.getByLabel('API base URL')).toHaveValue(elsewhere);
  await expect(options.getByText(`After you save, your API key will be sent to ${elsewhere}`)).toContainText(
    `(now: ${E2E_API_ORIGIN})`,
  );
  const stored = () => worker.evaluate(() => chrome.storage.local.get(['apiKey', 'apiBaseUrl', 'searchDefaults']));
  expect(await stored()).toEqual({ apiKey: TEST_KEY, apiBaseUrl: E2E_API_ORIGIN, searchDefaults: { country: 'DE' } });
  // Without Save, the page shows the stored key and address again when reopened.
  await options.reload();
  await expect(options.getByLabel('API base URL')).toHaveValue(E2E_API_ORIGIN);
  await expect(options.getByLabel('API key', { exact: true })).toHaveValue(TEST_KEY);
  await expect(options.getByText(`Your API key is sent to ${E2E_API_ORIGIN} with every search`)).toBeVisible();
  expect(await stored()).toMatchObject({ apiKey: TEST_KEY, apiBaseUrl: E2E_API_ORIGIN });
});

test('a settings file with bad fields names them and imports the rest; a file that is not one is refused whole', async ({
  worker,
  openPage,
}) => {
  await configureExtension(worker);
  const options = await openPage('options.html');
  await importSettings(options, 'notes.json', 'just some notes');
  await expect(options.getByRole('alert')).toContainText('it is not JSON');

  const file = JSON.stringify({
    format: 'search-sidekick-settings',
    version: 1,
    settings: {
      searchDefaults: { country: 'DE', location: 'MARS' },
      displayPreferences: { openLinksIn: 'current-tab' },
    },
  });
  await importSettings(options, 'settings.json', file);
  const alert = options.getByRole('alert');
  await expect(alert).toContainText('Settings imported, except what is listed below.');
  await expect(alert).toContainText(
    'Default search options: these parts could not be used and were left out: location',
  );
  await expect(options.getByRole('combobox', { name: 'Country', exact: true })).toHaveValue('DE');
  await expect(options.getByRole('radio', { name: 'Current tab' })).toBeChecked();
});
