import type { BenchBrowser } from './browser';

/** What the selection button asks for when it is switched on (lib/build/manifest.ts ALL_SITES). */
const ALL_SITES = ['https://*/*', 'http://*/*'];

/**
 * Gives the extension access to all sites where the browser keeps that answer (chrome://extensions,
 * whose page grants it as its "Site access" menu does), as the selection button's end-to-end tests
 * do (test/e2e/selection-button.spec.ts): headless Chromium cannot show the permission prompt, and
 * permissions.request then answers yes without one, since the person already said yes.
 */
export async function grantAllSites(bench: BenchBrowser): Promise<void> {
  await grantSites(bench, ALL_SITES);
}

/** Grants `patterns` through chrome://extensions (see grantAllSites). */
async function grantSites(bench: BenchBrowser, patterns: readonly string[]): Promise<void> {
  const page = await bench.context.newPage();
  try {
    await page.goto(`chrome://extensions/?id=${bench.extensionId}`);
    await page.evaluate(
      async ({ id, patterns }) => {
        const developer = (
          chrome as unknown as { developerPrivate: { addHostPermission(id: string, host: string): Promise<void> } }
        ).developerPrivate;
        for (const pattern of patterns) await developer.addHostPermission(id, pattern);
      },
      { id: bench.extensionId, patterns: [...patterns] },
    );
  } finally {
    await page.close();
  }
}

/**
 * Switches the selection button on or off from the options page, as a person does (its checkbox,
 * then Save: lib/browser/selection-button-switch.ts registers or unregisters the content script,
 * and switching it off gives all-sites access back); resolves once the page says it is saved.
 */
export async function switchSelectionButton(bench: BenchBrowser, on: boolean, apiOrigin: string): Promise<void> {
  if (on) await grantAllSites(bench);
  const options = await bench.context.newPage();
  try {
    await options.goto(bench.url('options.html'));
    const checkbox = options.getByRole('checkbox', { name: 'Show a search button beside selected text' });
    await checkbox.setChecked(on);
    // Saved with Save, like every setting (access to all sites is asked for inside that click).
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    const registered = await bench.worker.evaluate(async () =>
      (await chrome.scripting.getRegisteredContentScripts()).map((script) => script.id),
    );
    if (registered.includes('selection-button') !== on)
      throw new Error(`The selection button did not switch ${on ? 'on' : 'off'}`);
  } finally {
    await options.close();
  }
  // Chromium 156 takes the API's own origin away with all sites when the button is switched off
  // (permissions.remove of http://*/* removes the manifest's http://127.0.0.1:<port>/* too:
  // permissions.contains says false after it): the bench gives it back, as Save in the options would.
  const apiPattern = `${apiOrigin}/*`;
  if (!on && !(await bench.worker.evaluate((origin) => chrome.permissions.contains({ origins: [origin] }), apiPattern)))
    await grantSites(bench, [apiPattern]);
}
