/**
 * Open several results in Firefox (issue 41): Open in tabs → Top 3 opens the first three results
 * in background tabs of the side panel page's window, in order, and says so; Firefox's build has
 * no tab groups (no `tabGroups` permission), so they open ungrouped. The results link to the local
 * API's own page, so every tab loads without the outside network.
 */
import assert from 'node:assert/strict';
import { ARTICLE_PAGE_PATH } from '../../search-api/page-endpoint';
import type { FirefoxScenario } from '../scenario';
import { typeSearch, waitForResults } from '../sidebar-page';
import { waitFor } from '../wait-for';

const QUERY = 'pages to open together';

export const openSeveral: FirefoxScenario = {
  name: 'Open in tabs',
  queries: [QUERY],
  async run({ api, openPage, openTabs }) {
    const links = [1, 2, 3, 4, 5, 6].map((n) => `${api.url}${ARTICLE_PAGE_PATH}?n=${n}`);
    const organic = links.map((link, i) => ({ title: `Page to open ${i + 1}`, link, position: i + 1 }));
    api.enqueue({ body: { status: 'SUCCESS', searchParameters: { query: QUERY }, organic, credits: 1 } });
    const panel = await openPage('sidepanel.html');
    await typeSearch(panel, QUERY);
    await waitForResults(
      panel,
      organic.map((result) => result.title),
      `the results for "${QUERY}"`,
    );
    const before = new Set((await openTabs()).map((tab) => tab.context));
    const window = (await openTabs()).find((tab) => tab.context === panel.context)?.clientWindow;

    await panel.click(await panel.find('button', 'Open in tabs'));
    await panel.click(await panel.find('menuitem', 'Top 3'));
    const opened = await waitFor('three tabs at the first three results', async () => {
      const tabs = (await openTabs()).filter((tab) => !before.has(tab.context));
      return tabs.length === 3 && tabs.every((tab) => links.includes(tab.url)) ? tabs : undefined;
    });
    assert.deepEqual(
      opened.map((tab) => tab.url).sort(),
      links.slice(0, 3).sort(),
      'the first three results, each in a tab',
    );
    assert.ok(
      opened.every((tab) => tab.clientWindow === window),
      'in the side panel page’s window',
    );
    await waitFor('the panel to say it opened three tabs', async () =>
      (await panel.texts('status')).includes('Opened 3 tabs') ? true : undefined,
    );
    return `Open in tabs → Top 3: the first three of ${organic.length} results in three background tabs of the window, ungrouped`;
  },
};
