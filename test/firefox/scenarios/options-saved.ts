/**
 * The options page saves a key and an address and shows "Saved"; reloaded, it shows the address
 * kept and the key masked — in its password field and nowhere else in the DOM (DESIGN §4). Runs
 * first: it leaves the add-on configured with the test key and the local API's address.
 *
 * The build's own default address is the local API's, so a kept address could not be told from
 * the default: the person first saves their API's address with a path, sees it kept, then saves
 * the local API's address the other scenarios search with.
 */
import assert from 'node:assert/strict';
import { FIREFOX_API_ORIGIN } from '../firefox-build';
import type { ExtensionTab } from '../extension-tab';
import { baseUrlField, keyField, saveAndWaitForSaved, waitForSettingsShown } from '../options-page';
import { TEST_KEY, type FirefoxScenario } from '../scenario';

const ADDRESS_WITH_PATH = `${FIREFOX_API_ORIGIN}/search-proxy`;

export const optionsSaved: FirefoxScenario = {
  name: 'Options page',
  queries: [],
  async run({ openPage }) {
    const options = await openPage('options.html');
    assert.equal(await waitForSettingsShown(options), FIREFOX_API_ORIGIN, "a new profile shows the build's address");
    assert.equal(await options.value(await keyField(options)), '', 'a new profile has no key');
    await options.fill(await keyField(options), TEST_KEY);
    // Typed as pasted, with a trailing slash; it is stored without.
    await options.fill(await baseUrlField(options), `${ADDRESS_WITH_PATH}/`);
    await saveAndWaitForSaved(options);

    await options.reload();
    assert.equal(await waitForSettingsShown(options), ADDRESS_WITH_PATH, 'the address, kept');
    await expectKeyMaskedAndKept(options);

    await options.fill(await baseUrlField(options), FIREFOX_API_ORIGIN);
    await saveAndWaitForSaved(options);
    return [
      'Options page: key and base URL saved, "Saved" shown',
      'Options page reloaded: the address kept, the key kept and masked (in its password field only)',
    ];
  },
};

/** The key is the value of its password field, and its text is nowhere else in the page. */
async function expectKeyMaskedAndKept(options: ExtensionTab): Promise<void> {
  const field = await keyField(options); // a password field: masked
  assert.equal(await options.value(field), TEST_KEY, 'the key, kept in its field');
  const elsewhere = await options.call<string[]>(
    `(field, key) => [
      document.documentElement.outerHTML.includes(key) && 'the markup',
      document.title.includes(key) && 'the title',
      ...[...document.querySelectorAll('input, textarea, select, output')]
        .filter((other) => other !== field && String(other.value).includes(key))
        .map((other) => 'the field ' + (other.id || other.name || other.localName)),
    ].filter(Boolean)`,
    field,
    TEST_KEY,
  );
  assert.deepEqual(elsewhere, [], 'the key should be in the DOM only as its password field’s value');
}
