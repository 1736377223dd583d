/**
 * The Firefox suite: one Firefox ESR (headless, a throwaway profile, WebDriver BiDi) and one local
 * search API for all scenarios (scenario.ts). The built add-on is installed as a temporary add-on,
 * then each scenario runs in a window of its own; every scenario runs, each reports a line, and the
 * suite fails when any scenario failed or the extension reported any JavaScript error. Firefox is
 * always stopped and its profile removed, the API closed, also on failure.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startSearchApi } from '../search-api/server';
import { holdAccessibilityService } from './accessibility-service';
import { BiDiClient } from './bidi-client';
import { extensionErrors } from './extension-errors';
import { ExtensionTab } from './extension-tab';
import { FIREFOX_API_PORT, builtAddonId } from './firefox-build';
import { launchFirefox, type RunningFirefox } from './firefox-launcher';
import { profilePrefs } from './firefox-prefs';
import { openTabs } from './firefox-tabs';
import { TEST_KEY, type FirefoxScenario } from './scenario';
import { runScenario, type Session } from './scenario-runner';
import { waitFor } from './wait-for';

const ONBOARDING_TIMEOUT_MS = 15_000;

/** Runs every scenario, in order, in one Firefox; throws when one failed or the extension reported errors. */
export async function runFirefoxSuite(
  binary: string,
  extensionDir: string,
  scenarios: readonly FirefoxScenario[],
): Promise<void> {
  checkQueriesApart(scenarios);
  const addonId = builtAddonId(extensionDir);
  // A fresh UUID each run, pinned by pref: the pages' address is known before the install.
  const addonUuid = randomUUID();
  const api = await startSearchApi({ port: FIREFOX_API_PORT, keys: { [TEST_KEY]: 1000 } });
  let firefox: RunningFirefox | undefined;
  let bidi: BiDiClient | undefined;
  const failed: string[] = [];
  try {
    firefox = await launchFirefox({ binary, prefs: profilePrefs(addonId, addonUuid) });
    bidi = await BiDiClient.connect(`${firefox.bidiUrl}/session`);
    const session: Session = { bidi, api, addonId, addonUuid };
    const errors = errorWatch(firefox, addonUuid);
    await install(session, extensionDir);
    await holdAccessibilityService(bidi);
    errors.expectNone('while installing');

    for (const scenario of scenarios) {
      const problem = await runScenario(session, scenario);
      const reported = errors.take();
      if (problem === undefined && reported.length === 0) continue;
      failed.push(scenario.name);
      if (problem !== undefined) console.log(`✘ ${scenario.name}: ${problem}`);
      if (reported.length > 0)
        console.log(`✘ ${scenario.name}: the extension reported errors:\n${reported.join('\n')}`);
    }
    // Errors printed after the last scenario's check (Firefox's output arrives a little later).
    errors.expectNone('after the last scenario');
    if (failed.length > 0) {
      throw new Error(`${failed.length} of ${scenarios.length} Firefox scenarios failed: ${failed.join('; ')}`);
    }
  } catch (error) {
    if (firefox) console.log(`Firefox's last output lines:\n${firefox.output.slice(-40).join('\n')}`);
    throw error;
  } finally {
    bidi?.close();
    await firefox?.stop();
    await api.close();
  }
}

/**
 * Starts the BiDi session and installs the add-on. A first install opens the options page
 * (DESIGN §2, onboarding): the suite waits for it, then blanks that tab, so no scenario finds an
 * options page it did not open.
 */
async function install({ bidi, addonId, addonUuid }: Session, extensionDir: string): Promise<void> {
  const { capabilities } = await bidi.send<{ capabilities: { browserName: string; browserVersion: string } }>(
    'session.new',
    { capabilities: {} },
  );
  console.log(`${capabilities.browserName} ${capabilities.browserVersion}: WebDriver BiDi session started`);

  const { extension } = await bidi.send<{ extension: string }>('webExtension.install', {
    extensionData: { type: 'path', path: extensionDir },
  });
  assert.equal(extension, addonId, 'webExtension.install installed another add-on id');
  const optionsUrl = `moz-extension://${addonUuid}/options.html`;
  const onboarding = await waitFor(
    'the options page a first install opens',
    async () => (await openTabs(bidi)).find((tab) => tab.url === optionsUrl),
    { timeoutMs: ONBOARDING_TIMEOUT_MS },
  );
  await ExtensionTab.navigate(bidi, onboarding.context, 'about:blank');

  console.log(
    `Installed ${extension} as a temporary add-on at moz-extension://${addonUuid}/; it opened its options page`,
  );
}

/** Each scenario's extension errors: the lines Firefox printed since the last look. */
function errorWatch(firefox: RunningFirefox, addonUuid: string) {
  let seen = 0;
  const take = () => {
    const lines = firefox.output.slice(seen);
    seen += lines.length;
    return extensionErrors(lines, addonUuid);
  };
  return {
    take,
    expectNone: (when: string) => {
      const errors = take();
      assert.deepEqual(errors, [], `The extension reported errors ${when}:\n${errors.join('\n')}`);
    },
  };
}

/** A query two scenarios share would be served from the cache in the second: a bug in the suite. */
function checkQueriesApart(scenarios: readonly FirefoxScenario[]): void {
  const owner = new Map<string, string>();
  for (const scenario of scenarios) {
    for (const query of scenario.queries) {
      const key = query.trim().toLowerCase();
      const other = owner.get(key);
      if (other !== undefined) throw new Error(`"${scenario.name}" and "${other}" both search "${query}"`);
      owner.set(key, scenario.name);
    }
  }
}
