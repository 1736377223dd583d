/**
 * The Firefox scenarios, in the order they run (see scenario.ts). The options scenario comes
 * first: it saves the key and the address the others search with. To add one, write it in a file
 * of its own here and list it below.
 */
import type { FirefoxScenario } from '../scenario';
import { historyReopen } from './history-reopen';
import { imageSearch } from './image-search';
import { openSeveral } from './open-several';
import { optionsSaved } from './options-saved';
import { readerResult } from './reader-result';
import { settingsSync } from './settings-sync';
import { sidebarResults } from './sidebar-results';
import { typeSwitch } from './type-switch';
import { quickLookButton } from './quick-look-button';
import { unauthorizedOpenSettings } from './unauthorized-open-settings';

export const FIREFOX_SCENARIOS: readonly FirefoxScenario[] = [
  optionsSaved,
  sidebarResults,
  unauthorizedOpenSettings,
  historyReopen,
  typeSwitch,
  readerResult,
  settingsSync,
  quickLookButton,
  imageSearch,
  openSeveral,
];
