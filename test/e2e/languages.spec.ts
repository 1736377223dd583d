import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { configureExtension, expect, launchReady, test } from './fixtures';

/** A German short date as Intl writes it: "21. Nov. 2026", "3. März 2026". */
const GERMAN_DATE = /^\d{1,2}\. (Jan\.|Feb\.|März|Apr\.|Mai|Juni|Juli|Aug\.|Sept?\.|Okt\.|Nov\.|Dez\.) \d{4}$/u;

async function open(context: BrowserContext, extensionId: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/${path}`);
  return page;
}

test('with the browser in German, the options page, side panel and popup speak German and format the German way', async () => {
  const userDataDir = mkdtempSync(join(tmpdir(), 'search-ext-profile-de-'));
  const { context, worker, extensionId } = await launchReady({ userDataDir, extraArgs: ['--lang=de'] });
  const pageErrors: string[] = [];
  context.on('weberror', (error) => pageErrors.push(error.error().message));
  try {
    expect(
      await worker.evaluate(() => chrome.i18n.getUILanguage()),
      'Chromium has no German UI locale (Debian: apt-get install chromium-l10n; scripts/setup.sh does)',
    ).toMatch(/^de/u);
    await configureExtension(worker);

    // Options: German labels (DESIGN §3 names, translated), and 2000 shown as "2.000".
    const options = await open(context, extensionId, 'options.html');
    await expect(options).toHaveTitle('Einstellungen');
    await expect(options.locator('html')).toHaveAttribute('lang', 'de');
    await expect(options.getByRole('heading', { name: 'Einstellungen von Search Sidekick' })).toBeVisible();
    await expect(options.getByLabel('API-Schlüssel', { exact: true })).toHaveAttribute('type', 'password');
    await expect(options.getByRole('textbox', { name: 'API-Basis-URL' })).toBeVisible();
    await options.getByRole('spinbutton', { name: 'Credit-Guthaben' }).fill('2000');
    await options.getByRole('button', { name: 'Speichern' }).click();
    await expect(options.getByRole('status').filter({ hasText: 'Gespeichert' })).toBeVisible();
    await expect(options.getByText('Jetzt verbleibend: 2.000 Credits')).toBeVisible();

    // Side panel: results, knowledge panel, related searches and credits, in German.
    const panel = await open(context, extensionId, 'sidepanel.html?q=ada%20lovelace');
    await expect(panel).toHaveTitle('Suchergebnisse');
    await expect(panel.getByRole('combobox', { name: 'Suchanfrage' })).toHaveValue('ada lovelace');
    await expect(panel.getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Verlauf' })).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Wissenspanel' })).toBeVisible();
    const results = panel.getByRole('list', { name: 'Ergebnisse' });
    await expect(results.getByRole('link').first()).toBeVisible();
    await expect(panel.getByRole('region', { name: 'Verwandte Suchanfragen' })).toBeVisible();
    const credits = panel.getByRole('region', { name: 'Credits' });
    await expect(credits).toContainText('1 Credit für diese Ergebnisse berechnet');
    await expect(credits).toContainText('1.999 Credits verbleibend');
    await expect(credits.getByRole('button', { name: 'Aktualisieren' })).toBeVisible();
    const date = results.locator('time').first();
    await expect(date).toHaveText(GERMAN_DATE);

    // Popup: the form in German.
    const popup = await open(context, extensionId, 'popup.html');
    await expect(popup).toHaveTitle('Im Web suchen');
    await expect(popup.getByRole('combobox', { name: 'Suchanfrage' })).toBeFocused();
    await expect(popup.getByRole('combobox', { name: 'Suchanfrage' })).toHaveAttribute('placeholder', 'Im Web suchen');
    await expect(popup.getByRole('button', { name: 'Suchen', exact: true })).toBeVisible();
    // The options fold behind one button, which says they are the defaults.
    const optionsToggle = popup.getByRole('button', { name: /^Optionen Standard/u });
    await optionsToggle.click();
    await expect(optionsToggle).toHaveAttribute('aria-expanded', 'true');
    await expect(popup.getByRole('combobox', { name: 'Standort' })).toContainText('Standard (Vereinigtes Königreich)');
    await expect(popup.getByRole('combobox', { name: 'Zeitraum' })).toBeVisible();
    await expect(popup.getByRole('spinbutton', { name: 'Anzahl der Ergebnisse' })).toBeVisible();
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});

test('the other tests run in English whatever the machine’s locale', async ({ worker, openPage }) => {
  expect(await worker.evaluate(() => chrome.i18n.getUILanguage())).toMatch(/^en/u);
  await configureExtension(worker);
  const popup = await openPage('popup.html');
  await expect(popup.locator('html')).toHaveAttribute('lang', 'en');
  await expect(popup).toHaveTitle('Search the web');
  await expect(popup.getByRole('combobox', { name: 'Search query' })).toBeVisible();
});
