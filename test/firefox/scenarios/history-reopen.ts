/**
 * A history entry reopened without a request: two searches, then History; the first search's
 * entry in "Past searches" shows its results again, from the history (the region "Credits" says
 * so), and the API receives no new request (DESIGN §4, History).
 */
import assert from 'node:assert/strict';
import type { FirefoxScenario } from '../scenario';
import { expectNoAlerts, searchAndWaitForResults, titlesOf, waitForCredits, waitForResults } from '../sidebar-page';

const FIRST = 'typescript';
const SECOND = 'paris';
/** Long enough for a request the reopening wrongly sent to reach the API. */
const SETTLE_MS = 300;

export const historyReopen: FirefoxScenario = {
  name: 'History',
  queries: [FIRST, SECOND],
  async run({ api, openPage }) {
    const panel = await openPage('sidepanel.html');
    const first = await searchAndWaitForResults(panel, api, FIRST);
    await searchAndWaitForResults(panel, api, SECOND);

    await panel.click(await panel.find('button', 'History'));
    const pastSearches = await panel.find('list', 'Past searches');
    await panel.click(await panel.find('button', FIRST, pastSearches));
    await waitForResults(panel, titlesOf(first.answer), `the results of "${FIRST}" again`);
    await panel.waitUntil(
      `the search box to show "${FIRST}" again`,
      { role: 'combobox', name: 'Search query' },
      '(box) => box.value',
      (value: string) => (value === FIRST ? true : undefined),
    );
    await waitForCredits(panel, /from history/u);
    await expectNoAlerts(panel, 'side panel page');
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    assert.equal(api.searchRequests().length, 2, 'reopening a past search should send no request');
    return `History: "${FIRST}" and "${SECOND}" searched, "${FIRST}" reopened from "Past searches", its results shown, no new request`;
  },
};
