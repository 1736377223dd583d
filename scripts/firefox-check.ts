/**
 * The Firefox build, checked the way addons.mozilla.org and a person would: it is built, linted
 * with Mozilla's add-on linter, then installed into Firefox ESR (headless, over WebDriver BiDi) and
 * used against the local search API in the scenarios of test/firefox/scenarios/ (options, the
 * sidebar's results, an error state, the history …) — failing on any scenario that fails and on
 * any error the extension's own code reports (test/firefox/firefox-suite.ts). Settings:
 * FIREFOX_PATH (the Firefox binary), FIREFOX_API_PORT (8789, the local API's port).
 */
import { existsSync } from 'node:fs';
import { lintAddon } from '../test/firefox/addon-lint';
import { buildFirefoxExtension, FIREFOX_EXTENSION_DIR } from '../test/firefox/firefox-build';
import { firefoxBinary } from '../test/firefox/firefox-launcher';
import { runFirefoxSuite } from '../test/firefox/firefox-suite';
import { FIREFOX_SCENARIOS } from '../test/firefox/scenarios';

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
await runFirefoxSuite(binary, FIREFOX_EXTENSION_DIR, FIREFOX_SCENARIOS);
console.log('Firefox check passed');
