/**
 * What a Firefox scenario is: one thing a person does with the extension in Firefox, run against
 * the one Firefox and the one local search API the whole check shares (firefox-suite.ts).
 *
 * Each scenario runs in a window of its own, opened for it and closed after it with every tab it
 * opened (its own or the extension's), so the window's current search starts empty and no page
 * is left over. The API's log and script are reset before each. What a profile keeps is shared:
 * the settings (the options scenario, which runs first, saves the test key and the API's address;
 * the others search with them), the cache and the history — so no two scenarios search the same
 * query (a repeated query would be served from the cache, with no request), and each declares its
 * queries, which the suite checks.
 */
import type { SearchApi } from '../search-api/server';
import type { BiDiClient } from './bidi-client';
import type { ExtensionTab } from './extension-tab';
import type { OpenTab } from './firefox-tabs';

/** The key the options scenario saves, and the one the local API accepts. */
export const TEST_KEY = 'test-key-firefox-5d2c';

export interface ScenarioContext {
  readonly bidi: BiDiClient;
  /** The local search API the extension is configured with. */
  readonly api: SearchApi;
  /** The add-on id (browser_specific_settings.gecko.id). */
  readonly addonId: string;
  /** moz-extension://<uuid>/<path>: an extension page's address. */
  readonly extensionUrl: (path: string) => string;
  /** Opens an extension page (e.g. "sidepanel.html") in a tab of this scenario's window, loaded. */
  readonly openPage: (path: string) => Promise<ExtensionTab>;
  /** Every tab open in Firefox now, in every window. */
  readonly openTabs: () => Promise<OpenTab[]>;
}

export interface FirefoxScenario {
  /** Names the scenario in the report and in a failure. */
  readonly name: string;
  /** Every query it searches: no other scenario may search one of them. */
  readonly queries: readonly string[];
  /**
   * Does what a person does and checks what they would see; throws (saying what was expected
   * and what was seen) when something is wrong. Resolves with the line(s) the report prints.
   */
  run(context: ScenarioContext): Promise<string | readonly string[]>;
}
