/**
 * An error state: the API rejects the key (HTTP 401). The page says so in an alert with the
 * button "Open settings" (DESIGN §3), the request is not retried (DESIGN §4), the alert does not
 * repeat the key, and pressing the button opens the options page in a new tab.
 */
import assert from 'node:assert/strict';
import { ExtensionTab } from '../extension-tab';
import { keyField } from '../options-page';
import { TEST_KEY, type FirefoxScenario } from '../scenario';
import { typeSearch, waitForRequest } from '../sidebar-page';
import { waitFor } from '../wait-for';

const QUERY = 'coffee';

export const unauthorizedOpenSettings: FirefoxScenario = {
  name: 'Error state (401)',
  queries: [QUERY],
  async run({ api, bidi, extensionUrl, openPage, openTabs }) {
    const panel = await openPage('sidepanel.html');
    api.enqueue({ status: 401 });
    const before = api.searchRequests().length;
    await typeSearch(panel, QUERY);
    await waitForRequest(api, before, `the search for "${QUERY}"`);

    const alert = await panel.find('alert');
    const openSettings = await panel.find('button', 'Open settings', alert);
    const message = await panel.text(alert);
    assert.match(message, /API key/u, 'the alert should say the key is the problem');
    assert.ok(!message.includes(TEST_KEY), 'the alert should not repeat the key');
    assert.equal(api.searchRequests().length, before + 1, 'a 401 should not be retried');

    const optionsUrl = extensionUrl('options.html');
    const tabsBefore = await openTabs();
    assert.deepEqual(
      tabsBefore.filter((tab) => tab.url === optionsUrl),
      [],
      'no options page should be open before "Open settings" is pressed',
    );
    await panel.click(openSettings);
    const known = new Set(tabsBefore.map((tab) => tab.context));
    const opened = await waitFor('a new tab with the options page', async () =>
      (await openTabs()).find((tab) => !known.has(tab.context) && tab.url === optionsUrl),
    );
    // The page in it works: its key field is there.
    await keyField(ExtensionTab.attach(bidi, opened.context));
    assert.equal(api.searchRequests().length, before + 1, 'opening the settings sends no search');
    return [
      `Error state: a 401 for "${QUERY}" shows an alert with "Open settings", one request (not retried)`,
      'Error state: "Open settings" opens options.html in a new tab',
    ];
  },
};
