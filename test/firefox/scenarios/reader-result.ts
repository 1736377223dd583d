/**
 * Read here in Firefox: with the Serper-compatible service and its reader chosen in the options
 * (the local API in live mode, its reader at /scrape), a result's page is read from its actions
 * menu and shown as text in the region labelled Reader, from one request; Back to results returns
 * to the list. The options are put back to the documented API afterwards, for the scenarios after.
 */
import assert from 'node:assert/strict';
import { FIREFOX_API_ORIGIN } from '../firefox-build';
import { chooseService, DOCUMENTED, SERPER } from '../options-page';
import { TEST_KEY, type FirefoxScenario } from '../scenario';
import { typeSearch, waitForRequest } from '../sidebar-page';
import { waitFor } from '../wait-for';

const QUERY = 'web extensions';

export const readerResult: FirefoxScenario = {
  name: 'Read here',
  queries: [QUERY],
  async run({ api, openPage }) {
    api.setMode('live');
    const options = await openPage('options.html');
    await chooseService(options, SERPER, `${FIREFOX_API_ORIGIN}/scrape`);

    try {
      const panel = await openPage('sidepanel.html');
      const before = api.searchRequests().length;
      await typeSearch(panel, QUERY);
      const search = await waitForRequest(api, before, `the search for "${QUERY}"`);
      const first = (JSON.parse(search.responseBody ?? '{}') as { organic: Array<{ title: string; link: string }> })
        .organic[0];
      assert.ok(first, `the local API should find "${QUERY}"`);
      await panel.click(await panel.find('button', `More actions for ${first.title}`));
      await panel.click(await panel.find('button', 'Read here · 2 credits'));

      const reader = await panel.find('region', 'Reader');
      const read = await waitFor('the reader to be asked once', () =>
        Promise.resolve(api.readerRequests()[0]?.status === 200 ? api.readerRequests() : undefined),
      );
      assert.equal(read.length, 1, 'one request to the reader');
      assert.equal(read[0]?.headers['x-api-key'], TEST_KEY, 'the key in X-API-KEY');
      assert.deepEqual(read[0]?.json, { url: first.link, includeMarkdown: true }, 'the page’s address');
      const answer = JSON.parse(read[0]?.responseBody ?? '{}') as { markdown: string; metadata: { title: string } };
      // The page's title, then the headings of its text (the first of which is the title again).
      const expected = [answer.metadata.title, ...[...answer.markdown.matchAll(/^#+ (.+)$/gmu)].map((m) => m[1] ?? '')];
      const shown = await waitFor('the Reader to show the page’s headings', async () => {
        const texts = await panel.texts('heading', undefined, reader);
        return texts.length === expected.length ? texts : undefined;
      });
      assert.deepEqual(shown, expected, 'the Reader’s headings');

      await panel.click(await panel.find('button', 'Back to results'));
      await panel.find('list', 'Results');
      assert.equal(api.readerRequests().length, 1, 'Back to results sends nothing');
      return [
        `Options: the Serper-compatible service with its reader saved`,
        `Read here on "${first.title}": one request with the key and the page’s address; its title and headings shown in Reader`,
        'Back to results: the list again, nothing sent',
      ];
    } finally {
      await chooseService(options, DOCUMENTED);
    }
  },
};
