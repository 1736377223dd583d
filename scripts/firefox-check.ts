/**
 * The Firefox build, checked the way addons.mozilla.org and a person would: it is built, linted
 * with Mozilla's add-on linter, then installed into Firefox ESR (headless, over WebDriver BiDi),
 * configured in its options page and searched with in its sidebar page against the local search
 * API, and Firefox's real sidebar must show the results — failing on any error the extension's
 * own code reports (test/firefox/search-in-firefox.ts). Settings: FIREFOX_PATH (the
 * Firefox binary), FIREFOX_API_PORT (8789, the local API's port).
 */
import { existsSync } from 'node:fs';
import { lintAddon } from '../test/firefox/addon-lint';
import { buildFirefoxExtension, FIREFOX_EXTENSION_DIR } from '../test/firefox/firefox-build';
import { firefoxBinary } from '../test/firefox/firefox-launcher';
import { searchInFirefox } from '../test/firefox/search-in-firefox';

const binary = firefoxBinary();
// Never a silent pass: a machine without Firefox has not tested the Firefox build.
if (!binary || !existsSync(binary)) {
  console.error(
    binary
      ? `FIREFOX_PATH is ${binary}, which does not exist.`
      : 'No Firefox found: install firefox-esr (scripts/setup.sh does, as root, on Debian/Ubuntu) or set FIREFOX_PATH.',
  );
  process.exit(1);
}

buildFirefoxExtension();
lintAddon(FIREFOX_EXTENSION_DIR);
await searchInFirefox(binary, FIREFOX_EXTENSION_DIR);
console.log('Firefox check passed');
