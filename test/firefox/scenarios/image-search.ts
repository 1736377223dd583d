/**
 * Search by image in Firefox (issue 41): with the Serper-compatible service chosen in the options
 * (the local API in live mode), a real right-click on a picture of a web page opens Firefox's page
 * menu; its item "Search by image" sends one POST /lens with the picture's address, and the side
 * panel's page of that window shows the matches in Results. The options are put back to the
 * documented API afterwards, for the scenarios after.
 */
import assert from 'node:assert/strict';
import { PICTURE_PAGE_PATH, PICTURE_PATH } from '../../search-api/page-endpoint';
import type { NodeRef } from '../bidi-script';
import { ExtensionTab } from '../extension-tab';
import { chooseService, DOCUMENTED, SERPER } from '../options-page';
import { choosePageMenuItem } from '../page-context-menu';
import type { FirefoxScenario } from '../scenario';
import { TEST_KEY } from '../scenario';
import { expectNoAlerts, waitForResults } from '../sidebar-page';
import { waitFor } from '../wait-for';

export const imageSearch: FirefoxScenario = {
  name: 'Search by image',
  // It searches a picture's address, not words: no query of another scenario's can meet it.
  queries: [],
  async run({ api, bidi, openPage, openTabs }) {
    api.setMode('live');
    const options = await openPage('options.html');
    await chooseService(options, SERPER);
    try {
      const panel = await openPage('sidepanel.html');
      const page = await ExtensionTab.open(bidi, `${api.url}${PICTURE_PAGE_PATH}`, options.context);
      const tab = (await openTabs()).find((candidate) => candidate.context === page.context);
      assert.ok(tab, 'the picture’s page should be open');
      const { nodes } = await bidi.send<{ nodes: NodeRef[] }>('browsingContext.locateNodes', {
        context: page.context,
        locator: { type: 'css', value: '#picture' },
      });
      assert.ok(nodes[0], 'the page should show its picture');
      await page.rightClick(nodes[0]);
      await choosePageMenuItem(bidi, tab.clientWindow, 'Search by image');

      const [sent, ...more] = await waitFor('one search by image', () =>
        Promise.resolve(api.lensRequests()[0]?.status === 200 ? api.lensRequests() : undefined),
      );
      assert.equal(more.length, 0, 'one request to /lens');
      assert.equal(sent?.headers['x-api-key'], TEST_KEY, 'the key in X-API-KEY');
      assert.deepEqual(sent?.json, { url: `${api.url}${PICTURE_PATH}`, gl: 'gb' }, 'the picture’s address');
      assert.equal(api.searchRequests().length, 0, 'no text search');
      const matches = (JSON.parse(sent?.responseBody ?? '{}') as { organic: Array<{ title: string }> }).organic;
      assert.ok(matches.length > 0, 'the local API should find matches for the picture');
      await waitForResults(
        panel,
        matches.map((match) => match.title),
        'the picture’s matches',
      );
      await expectNoAlerts(panel, 'side panel page');
      return [
        'Options: the Serper-compatible service saved',
        `A real right-click on a picture → Search by image: one POST /lens with its address; ${matches.length} matches in Results`,
      ];
    } finally {
      await chooseService(options, DOCUMENTED);
    }
  },
};
