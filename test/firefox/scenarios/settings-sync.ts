/**
 * Sync in Firefox: the options page says where Firefox asks to allow add-on data in Sync (the
 * Add-ons choice of about:preferences#sync); switched on, the settings go into storage.sync —
 * which Firefox keys by the fixed add-on id — in groups, without the key; switched off again, the
 * profile is left as the other scenarios expect it.
 */
import assert from 'node:assert/strict';
import type { ExtensionTab } from '../extension-tab';
import { saveAndWaitForSaved, waitForSettingsShown } from '../options-page';
import { TEST_KEY, type FirefoxScenario } from '../scenario';
import { waitFor } from '../wait-for';

const SYNC_LABEL = 'Sync settings across your browsers';

/** What the page says about the sync once it is on (its live region has no role to find it by). */
const report = (options: ExtensionTab) =>
  options.call<string>(`() => document.querySelector('.sync-report')?.textContent ?? ''`);

export const settingsSync: FirefoxScenario = {
  name: 'Settings sync',
  queries: [],
  async run({ openPage }) {
    const options = await openPage('options.html');
    await waitForSettingsShown(options);
    const where = await options.call<string>(`() => document.getElementById('sync-where')?.textContent ?? ''`);
    assert.match(where, /about:preferences#sync/u, 'the options say where Firefox allows add-on data in Sync');
    assert.match(where, /Add-ons/u);

    await options.click(await options.find('checkbox', SYNC_LABEL));
    await saveAndWaitForSaved(options);
    const said = await waitFor('the page to say sync is on', async () => {
      const text = await report(options);
      return text.startsWith('Sync is on.') ? text : undefined;
    });
    const synced = await waitFor('the settings in storage.sync', async () => {
      const items = await options.call<Record<string, unknown>>('() => browser.storage.sync.get(null)');
      return Object.keys(items).length === 5 ? items : undefined;
    });
    assert.deepEqual(Object.keys(synced).sort(), [
      'settings.credits',
      'settings.display',
      'settings.search',
      'settings.service',
      'settings.sites',
    ]);
    assert.doesNotMatch(JSON.stringify(synced), new RegExp(`${TEST_KEY}|apiKey`, 'u'), 'the key is never synced');

    // Off again: the later scenarios' settings stay this profile's own.
    await options.click(await options.find('checkbox', SYNC_LABEL));
    await saveAndWaitForSaved(options);
    return [
      'Options page: says where Firefox allows add-on data in Sync (about:preferences#sync, Add-ons)',
      `Sync switched on: "${said}"; five groups in storage.sync, no key`,
    ];
  },
};
