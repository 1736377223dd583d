/**
 * One scenario's run: a new window of the suite's Firefox, the API's log and script reset, the
 * scenario's line(s) printed when it passes; afterwards every tab it left (its own or the
 * extension's) is closed, and a failure says what went wrong, with screenshots of its tabs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SearchApi } from '../search-api/server';
import type { BiDiClient } from './bidi-client';
import { ExtensionTab } from './extension-tab';
import { closeTabs, openTabs, openWindow } from './firefox-tabs';
import type { FirefoxScenario, ScenarioContext } from './scenario';

/** A scenario that takes longer has hung: its window is closed and the next one runs. */
const SCENARIO_TIMEOUT_MS = 120_000;
/** Where a failed scenario's screenshots go (ignored by git, like Playwright's test-results). */
const SCREENSHOT_DIR = resolve('test-results/firefox');

export interface Session {
  bidi: BiDiClient;
  api: SearchApi;
  addonId: string;
  addonUuid: string;
}

/** Runs `scenario` in a new window; resolves with what went wrong, or undefined when it passed. */
export async function runScenario(session: Session, scenario: FirefoxScenario): Promise<string | undefined> {
  const { bidi, api } = session;
  const started = Date.now();
  const tabsBefore = new Set((await openTabs(bidi)).map((tab) => tab.context));
  api.reset();
  let problem: string | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    const lines = await Promise.race([
      scenario.run(await scenarioContext(session)),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`did not finish within ${SCENARIO_TIMEOUT_MS} ms`)),
          SCENARIO_TIMEOUT_MS,
        );
      }),
    ]);
    for (const line of typeof lines === 'string' ? [lines] : lines) console.log(`✔ ${line}`);
    console.log(`  (${scenario.name}: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  } catch (error) {
    problem = error instanceof Error ? (error.stack ?? error.message) : String(error);
    const shots = await screenshotTabs(bidi, scenario.name, tabsBefore).catch((reason: unknown) => [String(reason)]);
    problem += `\n  Screenshots of its tabs: ${shots.join(', ')}`;
  } finally {
    clearTimeout(timer);
  }
  try {
    const left = (await openTabs(bidi)).filter((tab) => !tabsBefore.has(tab.context));
    await closeTabs(
      bidi,
      left.map((tab) => tab.context),
    );
  } catch (error) {
    problem = `${problem ?? ''}\n  Its tabs could not be closed: ${String(error)}`;
  }
  return problem;
}

/** What the scenario may use: a new window whose first page loads in its blank tab, the rest in new tabs beside it. */
async function scenarioContext({ bidi, api, addonId, addonUuid }: Session): Promise<ScenarioContext> {
  const windowTab = await openWindow(bidi);
  let blankTab: string | undefined = windowTab;
  const extensionUrl = (path: string) => `moz-extension://${addonUuid}/${path}`;
  return {
    bidi,
    api,
    addonId,
    extensionUrl,
    openPage: (path) => {
      const tab = blankTab;
      blankTab = undefined;
      return tab === undefined
        ? ExtensionTab.open(bidi, extensionUrl(path), windowTab)
        : ExtensionTab.navigate(bidi, tab, extensionUrl(path));
    },
    openTabs: () => openTabs(bidi),
  };
}

/** Saves a screenshot of each tab the failed scenario left, under test-results/firefox/; returns where. */
async function screenshotTabs(
  bidi: BiDiClient,
  scenarioName: string,
  tabsBefore: ReadonlySet<string>,
): Promise<string[]> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const tabs = (await openTabs(bidi)).filter((tab) => !tabsBefore.has(tab.context));
  const paths: string[] = [];
  for (const [index, tab] of tabs.entries()) {
    const { data } = await bidi.send<{ data: string }>('browsingContext.captureScreenshot', { context: tab.context });
    const path = join(SCREENSHOT_DIR, `${scenarioName.replace(/\W+/gu, '-')}-${index + 1}.png`);
    writeFileSync(path, Buffer.from(data, 'base64'));
    paths.push(`${path} (${tab.url})`);
  }
  return paths;
}
