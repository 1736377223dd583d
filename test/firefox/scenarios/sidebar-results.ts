/**
 * A search's results and knowledge panel: searched in the sidebar's page (sidepanel.html, in a
 * tab: WebDriver BiDi cannot drive a page inside the sidebar), then Firefox's real sidebar of the
 * same window, read through the accessibility tree, shows the same, without a second request.
 */
import assert from 'node:assert/strict';
import { openAndReadSidebar } from '../real-sidebar';
import type { FirefoxScenario } from '../scenario';
import { searchAndWaitForResults, titlesOf, waitForCredits } from '../sidebar-page';

const QUERY = 'ada lovelace';

export const sidebarResults: FirefoxScenario = {
  name: 'Sidebar results',
  queries: [QUERY],
  async run({ api, addonId, bidi, openPage, openTabs }) {
    const panel = await openPage('sidepanel.html');
    const { answer } = await searchAndWaitForResults(panel, api, QUERY);
    assert.ok(answer.knowledgeGraph, `the local API should answer "${QUERY}" with a knowledge graph`);
    await panel.find('heading', answer.knowledgeGraph.title, await panel.find('region', 'Knowledge panel'));
    await waitForCredits(panel, /\d+ credits? billed for these results/u);

    const tab = (await openTabs()).find((candidate) => candidate.context === panel.context);
    if (!tab) throw new Error('The side panel page’s tab is not among the open tabs');
    const sidebar = await openAndReadSidebar(bidi, addonId, tab.url, tab.clientWindow, answer.knowledgeGraph.title);
    assert.deepEqual(sidebar.resultTitles, titlesOf(answer), "Firefox's sidebar should list the same results");
    assert.ok(sidebar.knowledgeHeadings.includes(answer.knowledgeGraph.title), 'knowledge panel in the sidebar');
    assert.equal(api.searchRequests().length, 1, 'the sidebar should show the stored results, not search again');
    return [
      `Sidebar page in a tab: "${QUERY}" searched, results, knowledge panel and credits shown, one request`,
      "Firefox's sidebar: the same results and knowledge panel, no second request",
    ];
  },
};
