/**
 * The quick look in Firefox, by its opt-in way in: the selection button is switched on in the
 * options (the permission for all sites granted as asked: see firefox-prefs.ts), its registered
 * script shows the button beside words selected on a web page (the local API's article page),
 * and a click on it has the worker inject the card's script (scripting.executeScript) and the card
 * — the extension's page in a frame, a web-accessible resource — shows the answer of one request.
 * Switched off again, the button is gone with the permission. (Firefox's context menu and
 * shortcuts cannot be driven over WebDriver BiDi; the menu's and the shortcut's handlers are the
 * same in both browsers and are run in Chromium: test/e2e/quick-look.spec.ts.)
 */
import assert from 'node:assert/strict';
import { ARTICLE_PAGE_PATH } from '../../search-api/page-endpoint';
import type { BiDiClient } from '../bidi-client';
import type { NodeRef } from '../bidi-script';
import { ExtensionTab } from '../extension-tab';
import type { FirefoxScenario } from '../scenario';
import { waitForRequest } from '../sidebar-page';
import { waitFor } from '../wait-for';

const QUERY = 'analytical engine';
const SWITCH = 'Show a search button beside selected text';

export const quickLookButton: FirefoxScenario = {
  name: 'Quick look from the selection button',
  queries: [QUERY],
  async run({ api, bidi, openPage }) {
    const options = await openPage('options.html');
    // Saved with Save, like every setting (access to all sites asked for inside that click).
    await options.click(await options.find('checkbox', SWITCH));
    await options.click(await options.find('button', 'Save'));
    await waitForStatus(options, 'Saved');

    const article = await ExtensionTab.open(bidi, `${api.url}${ARTICLE_PAGE_PATH}`, options.context);
    await article.dragAcross(await byId(bidi, article.context, 'other'));
    const button = await waitFor('the search button beside the selection', () => hostBox(article));
    assert.equal(api.searchRequests().length, 0, 'nothing should be searched before the button is clicked');

    await article.clickAt(button.left + button.width / 2, button.top + button.height / 2);
    const request = await waitForRequest(api, 0, `the quick look for "${QUERY}"`);
    assert.deepEqual(request.json, { query: QUERY }, 'the request body');
    const card = ExtensionTab.attach(bidi, await cardContext(bidi, article.context));
    const titles = await waitFor('the card’s results', async () => {
      const links = await card.texts('link', undefined, await card.find('list', 'Results'));
      return links.length > 0 ? links : undefined;
    });
    assert.equal(api.searchRequests().length, 1, 'one request for the card');

    await options.click(await options.find('checkbox', SWITCH));
    await options.click(await options.find('button', 'Save'));
    await waitForStatus(options, 'Saved');
    const granted = await options.call<boolean>(
      '() => browser.permissions.contains({ origins: ["https://*/*", "http://*/*"] })',
    );
    assert.equal(granted, false, 'all sites should be given back');
    return [
      'Options: the selection button switched on (all sites asked for, its script registered)',
      `Article page: "${QUERY}" selected, the button shown, nothing sent before the click`,
      `The card in the page's frame: ${titles.length} results of one request`,
      'Options: switched off, all-sites access given back',
    ];
  },
};

async function waitForStatus(options: ExtensionTab, text: string): Promise<void> {
  await options.waitUntil(
    `the status "${text}"`,
    { role: 'status', name: undefined },
    '(el) => el.textContent.trim()',
    (shown: string) => (shown.includes(text) ? true : undefined),
  );
}

/** The element with this id (the article's words), by a CSS locator. */
async function byId(bidi: BiDiClient, context: string, id: string): Promise<NodeRef> {
  const { nodes } = await bidi.send<{ nodes: NodeRef[] }>('browsingContext.locateNodes', {
    context,
    locator: { type: 'css', value: `#${id}` },
  });
  if (!nodes[0]) throw new Error(`No #${id} in the page`);
  return nodes[0];
}

/** The box of the extension's element in the page (the button, then the card): the page sees only that. */
async function hostBox(article: ExtensionTab) {
  const box = await article.call<{ left: number; top: number; width: number; height: number } | null>(
    `() => {
      const host = [...document.documentElement.children].find((el) => el.localName.startsWith('sidekick-'));
      if (!host) return null;
      const r = host.getBoundingClientRect();
      return { left: r.left, top: r.top, width: r.width, height: r.height };
    }`,
  );
  return box ?? undefined;
}

/** The card's frame: a child browsing context of the article at the extension's quick-look page. */
async function cardContext(bidi: BiDiClient, root: string): Promise<string> {
  interface Tree {
    context: string;
    url: string;
    children?: Tree[] | null;
  }
  return waitFor('the card’s frame in the article', async () => {
    const { contexts } = await bidi.send<{ contexts: Tree[] }>('browsingContext.getTree', { root });
    const walk = (trees: Tree[]): string | undefined => {
      for (const tree of trees) {
        if (tree.url.endsWith('/quick-look.html')) return tree.context;
        const found = walk(tree.children ?? []);
        if (found) return found;
      }
      return undefined;
    };
    return walk(contexts);
  });
}
