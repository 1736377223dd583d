import { buildFirefoxExtension, FIREFOX_EXTENSION_DIR } from '../test/firefox/firefox-build';
import { firefoxBinary } from '../test/firefox/firefox-launcher';
import { runFirefoxSuite } from '../test/firefox/firefox-suite';
import { optionsSaved } from '../test/firefox/scenarios/options-saved';
import { quickLookButton } from '../test/firefox/scenarios/quick-look-button';
buildFirefoxExtension();
await runFirefoxSuite(firefoxBinary()!, FIREFOX_EXTENSION_DIR, [optionsSaved, quickLookButton]);
console.log('subset passed');
