import { mkdirSync } from 'node:fs';
import { configureExtension, expect, test } from './fixtures';
import { searchFor } from './pages';

// Screenshots for the README, taken from the real extension against the local search API.
// They are artefacts, not assertions: each test still checks the page it photographs is right.
const DIR = 'docs/screenshots';

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} mode`, () => {
    test.beforeAll(() => mkdirSync(DIR, { recursive: true }));

    test(`side panel with results and knowledge panel (${scheme})`, async ({ worker, openPage }) => {
      await configureExtension(worker);
      const panel = await openPage('sidepanel.html?q=ada%20lovelace');
      await panel.emulateMedia({ colorScheme: scheme });
      await panel.setViewportSize({ width: 400, height: 1000 });
      await expect(panel.getByRole('region', { name: 'Knowledge panel' })).toBeVisible();
      await expect(panel.getByRole('list', { name: 'Results' }).getByRole('link').first()).toBeVisible();
      await panel.screenshot({ path: `${DIR}/sidepanel-${scheme}.png` });
    });

    test(`popup (${scheme})`, async ({ worker, openPage }) => {
      await configureExtension(worker);
      const popup = await openPage('popup.html');
      await popup.emulateMedia({ colorScheme: scheme });
      await popup.setViewportSize({ width: 380, height: 260 });
      await popup.getByRole('combobox', { name: 'Search query' }).fill('web extensions side panel');
      await popup.screenshot({ path: `${DIR}/popup-${scheme}.png` });
    });

    test(`options page (${scheme})`, async ({ worker, openPage }) => {
      await configureExtension(worker);
      const options = await openPage('options.html');
      await options.emulateMedia({ colorScheme: scheme });
      await options.setViewportSize({ width: 760, height: 900 });
      await expect(options.getByLabel('API key', { exact: true })).toHaveAttribute('type', 'password');
      await options.screenshot({ path: `${DIR}/options-${scheme}.png`, fullPage: true });
    });

    test(`an error in the side panel (${scheme})`, async ({ api, worker, openPage }) => {
      await configureExtension(worker);
      api.enqueue({ status: 402 });
      const panel = await openPage('sidepanel.html');
      await panel.emulateMedia({ colorScheme: scheme });
      await panel.setViewportSize({ width: 400, height: 420 });
      await searchFor(panel, 'paris');
      await expect(panel.getByRole('alert')).toBeVisible();
      await panel.screenshot({ path: `${DIR}/error-${scheme}.png` });
    });
  });
}
