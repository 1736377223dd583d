/**
 * End to end in Firefox: the Firefox build, installed into Firefox ESR as a temporary add-on over
 * WebDriver BiDi, is configured in its options page and searched with in its sidebar page
 * (sidepanel.html, opened as a tab), against the real local search API; then Firefox's real
 * sidebar is opened and must show the same results, without asking the API again.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { startSearchApi, type SearchApi } from '../search-api/server';
import { BiDiClient } from './bidi-client';
import { extensionErrors } from './extension-errors';
import { ExtensionTab } from './extension-tab';
import { FIREFOX_API_ORIGIN, FIREFOX_API_PORT, builtAddonId } from './firefox-build';
import { launchFirefox, type RunningFirefox } from './firefox-launcher';
import { profilePrefs } from './firefox-prefs';
import { openAndReadSidebar } from './real-sidebar';

const TEST_KEY = 'test-key-firefox-5d2c';
const QUERY = 'ada lovelace';

interface SearchAnswer {
  organic: Array<{ title: string }>;
  knowledgeGraph?: { title: string };
}

/** Runs the whole check; throws (with what was expected and seen) when any step fails. */
export async function searchInFirefox(binary: string, extensionDir: string): Promise<void> {
  const addonId = builtAddonId(extensionDir);
  // A fresh UUID each run, pinned by pref: the pages' address is known before the install.
  const addonUuid = randomUUID();
  const api = await startSearchApi({ port: FIREFOX_API_PORT, keys: { [TEST_KEY]: 1000 } });
  let firefox: RunningFirefox | undefined;
  let bidi: BiDiClient | undefined;
  try {
    firefox = await launchFirefox({ binary, prefs: profilePrefs(addonId, addonUuid) });
    bidi = await BiDiClient.connect(`${firefox.bidiUrl}/session`);
    const { capabilities } = await bidi.send<{ capabilities: { browserName: string; browserVersion: string } }>(
      'session.new',
      { capabilities: {} },
    );
    console.log(`${capabilities.browserName} ${capabilities.browserVersion}: WebDriver BiDi session started`);

    const { extension } = await bidi.send<{ extension: string }>('webExtension.install', {
      extensionData: { type: 'path', path: extensionDir },
    });
    assert.equal(extension, addonId, 'webExtension.install installed another add-on id');
    console.log(`Installed ${extension} as a temporary add-on at moz-extension://${addonUuid}/`);

    await configureInOptionsPage(await ExtensionTab.open(bidi, `moz-extension://${addonUuid}/options.html`));
    console.log('Options page: key and base URL saved');

    const pageUrl = `moz-extension://${addonUuid}/sidepanel.html`;
    const answer = await searchAndCheckResults(await ExtensionTab.open(bidi, pageUrl), api);
    console.log(`Sidebar page in a tab: "${QUERY}" searched, results and knowledge panel shown, one request`);

    const sidebar = await openAndReadSidebar(bidi, addonId, pageUrl);
    assert.deepEqual(sidebar.resultTitles, titlesOf(answer), "Firefox's sidebar should list the same results");
    assert.ok(sidebar.knowledgeHeadings.includes(answer.knowledgeGraph?.title ?? ''), 'knowledge panel in the sidebar');
    assert.equal(api.searchRequests().length, 1, 'the sidebar should show the stored results, not search again');
    console.log("Firefox's sidebar: the same results and knowledge panel, no second request");

    const errors = extensionErrors(firefox.output, addonUuid);
    assert.deepEqual(errors, [], `The extension reported errors:\n${errors.join('\n')}`);
  } catch (error) {
    if (firefox) console.log(`Firefox's last output lines:\n${firefox.output.slice(-40).join('\n')}`);
    throw error;
  } finally {
    bidi?.close();
    await firefox?.stop();
    await api.close();
  }
}

/** Fills "API key" and "API base URL", presses Save and waits for "Saved", as a person would. */
async function configureInOptionsPage(options: ExtensionTab): Promise<void> {
  await options.fill(await options.findPasswordField('API key'), TEST_KEY);
  await options.fill(await options.find('textbox', 'API base URL'), FIREFOX_API_ORIGIN);
  await options.click(await options.find('button', 'Save'));
  await options.waitFor('the status "Saved" in the options page', async () => {
    const texts = await Promise.all(
      (await options.findAll('status')).map((node) => options.call<string>('(el) => el.textContent', node)),
    );
    return texts.some((text) => text.includes('Saved')) ? true : undefined;
  });
  await expectNoAlerts(options, 'options page');
}

/** Searches like a person in the sidebar page; returns the API's answer once the page shows it. */
async function searchAndCheckResults(panel: ExtensionTab, api: SearchApi): Promise<SearchAnswer> {
  await panel.fill(await panel.find('combobox', 'Search query'), QUERY);
  await panel.pressEnter();

  const shownTitles = await panel.waitFor('the list "Results" to show results', async () => {
    await expectNoAlerts(panel, 'sidebar page'); // an error notice instead of results: fail now, with its text
    const [results, ...more] = await panel.findAll('list', 'Results');
    if (!results || more.length > 0) return undefined;
    const shown = await panel.call<{ busy: boolean; titles: string[] }>(
      '(list) => ({ busy: list.closest("[aria-busy=true]") !== null, titles: [...list.querySelectorAll("a")].map((link) => link.textContent.trim()) })',
      results,
    );
    return !shown.busy && shown.titles.length > 0 ? shown.titles : undefined;
  });

  const requests = api.searchRequests();
  assert.equal(requests.length, 1, 'one search should send exactly one POST /v1/search');
  const [request] = requests;
  assert.equal(request?.headers['x-api-key'], TEST_KEY, 'the request should carry the key in X-API-Key');
  assert.deepEqual(request?.json, { query: QUERY }, 'the request body');
  const answer = JSON.parse(request?.responseBody ?? 'null') as SearchAnswer;
  assert.deepEqual(shownTitles, titlesOf(answer), 'the Results list should show the titles the API returned, in order');

  const knowledge = await panel.find('region', 'Knowledge panel');
  assert.ok(answer.knowledgeGraph, `the local API should answer "${QUERY}" with a knowledge graph`);
  await panel.find('heading', answer.knowledgeGraph.title, knowledge);
  await expectNoAlerts(panel, 'sidebar page');
  return answer;
}

function titlesOf(answer: SearchAnswer): string[] {
  return answer.organic.map((result) => result.title);
}

async function expectNoAlerts(tab: ExtensionTab, page: string): Promise<void> {
  const alerts = await Promise.all(
    (await tab.findAll('alert')).map((node) => tab.call<string>('(el) => el.textContent', node)),
  );
  assert.deepEqual(alerts, [], `The ${page} shows an error`);
}
