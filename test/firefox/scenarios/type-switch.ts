/**
 * A type switch: a web search, then the tab "News" of the tablist "Search type" searches the same
 * query as news (resultType "news"), and the list "Results" shows the articles' titles; "Web"
 * again comes from the cache, without a request (DESIGN §3, search types).
 */
import assert from 'node:assert/strict';
import type { FirefoxScenario } from '../scenario';
import { expectNoAlerts, searchAndWaitForResults, titlesOf, waitForRequest, waitForResults } from '../sidebar-page';

const QUERY = 'london';
/** Long enough for a request the cached switch wrongly sent to reach the API. */
const SETTLE_MS = 300;

export const typeSwitch: FirefoxScenario = {
  name: 'Search type',
  queries: [QUERY],
  async run({ api, openPage }) {
    const panel = await openPage('sidepanel.html');
    const web = await searchAndWaitForResults(panel, api, QUERY);

    const before = api.searchRequests().length;
    const types = await panel.find('tablist', 'Search type');
    await panel.click(await panel.find('tab', 'News', types));
    const request = await waitForRequest(api, before, `the news search for "${QUERY}"`);
    assert.deepEqual(request.json, { query: QUERY, resultType: 'news' }, 'the news request body');
    const news = JSON.parse(request.responseBody ?? 'null') as { news?: Array<{ title: string }> };
    const articles = (news.news ?? []).map((item) => item.title);
    assert.ok(articles.length > 0, 'the local API should answer news for this query');
    await waitForResults(panel, articles, `the news for "${QUERY}"`);
    await expectNoAlerts(panel, 'side panel page');

    await panel.click(await panel.find('tab', 'Web', types));
    await waitForResults(panel, titlesOf(web.answer), `the web results for "${QUERY}" again`);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    assert.equal(api.searchRequests().length, before + 1, 'going back to Web should come from the cache');
    return `Search type: "${QUERY}" on the web, then News (${articles.length} articles, one request), then Web again from the cache`;
  },
};
