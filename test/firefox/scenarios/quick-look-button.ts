/**
 * The quick look in Firefox, by its opt-in way in: the selection button is switched on in the
 * options (the permission for all sites granted as asked: see firefox-prefs.ts), and its
 * registered script shows the button beside words a person selects on a web page (the local
 * API's article page) — never for words the page selects itself with events it makes up, and a
 * click the moment it appears counts for nothing (issue 38, M2). Firefox cannot tell whether a
 * page covers the button or the card (no IntersectionObserver v2), so the button's click sends
 * nothing by itself: the card opens with the search ready, and the person sends it from the
 * keyboard inside the card (M3; docs/privacy-and-security.md). Switched off again, the button is
 * gone with the permission. (Firefox's context menu and shortcuts cannot be driven over WebDriver
 * BiDi; the menu's and the shortcut's handlers are the same in both browsers and are run in
 * Chromium: test/e2e/quick-look.spec.ts.)
 */
import assert from 'node:assert/strict';
import { ARTICLE_PAGE_PATH } from '../../search-api/page-endpoint';
import { ExtensionTab } from '../extension-tab';
import {
  byId,
  cardOf,
  clickBox,
  clickInCard,
  hostBox,
  HOLD_MS,
  laySeeThroughLayer,
  pause,
  tabTo,
} from '../quick-look-card';
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
    // The page selects its own words and makes up the events a person's selection sends: nothing.
    await article.call(`() => {
      const words = document.getElementById('chosen');
      const range = document.createRange();
      range.selectNodeContents(words);
      getSelection().addRange(range);
      const box = words.getBoundingClientRect();
      const at = { bubbles: true, composed: true, clientX: box.right - 2, clientY: box.top + 4 };
      document.body.dispatchEvent(new PointerEvent('pointerdown', at));
      document.dispatchEvent(new Event('selectstart', { bubbles: true }));
      document.body.dispatchEvent(new PointerEvent('pointerup', at));
      document.body.dispatchEvent(new KeyboardEvent('keyup', { key: 'Shift', bubbles: true }));
    }`);
    await pause(300);
    assert.equal(await hostBox(article), undefined, 'no button for a selection the page made');
    await article.call('() => getSelection().removeAllRanges()');

    // A person's selection, and in the same gesture a click where the button shows, 150 ms after
    // it shows (the page's bait: the button is placed just after the words' last line).
    const words = await article.call<{ left: number; right: number; top: number; bottom: number }>(
      `() => { const r = document.getElementById('other').getBoundingClientRect(); return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }; }`,
    );
    const y = Math.round((words.top + words.bottom) / 2);
    await article.mouse([
      { type: 'pointerMove', x: Math.round(words.left + 1), y },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerMove', x: Math.round(words.right - 1), y, duration: 100 },
      { type: 'pointerUp', button: 0 },
      { type: 'pause', duration: 150 },
      { type: 'pointerMove', x: Math.round(words.right + 4 + 14), y: Math.round(words.bottom + 4 + 14) },
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ]);
    const button = await waitFor('the search button beside the selection', () => hostBox(article));
    assert.ok(
      Math.abs(button.left + 14 - (words.right + 4 + 14)) < 3 &&
        Math.abs(button.top + 14 - (words.bottom + 4 + 14)) < 3,
      'the click landed on the button',
    );
    await pause(300);
    assert.equal(await cardFrames(bidi, article.context), 0, 'no card from a click the moment the button showed');
    // Once it has been there a moment, the click opens the card — with the search ready, not sent.
    await pause(HOLD_MS);
    await clickBox(article, button);
    const card = await cardOf(bidi, article);
    await card.find('button', 'Search');
    await pause(300);
    assert.equal(api.searchRequests().length, 0, 'nothing should be searched by the button’s click in Firefox');

    // From the keyboard, inside the card's own frame: sent, one request.
    await pause(HOLD_MS);
    await tabTo(article, card, 'Search');
    await article.pressEnter();
    const request = await waitForRequest(api, 0, `the quick look for "${QUERY}"`);
    assert.deepEqual(request.json, { query: QUERY }, 'the request body');
    const titles = await waitFor('the card’s results', async () => {
      const links = await card.texts('link', undefined, await card.find('list', 'Results'));
      return links.length > 0 ? links : undefined;
    });
    assert.equal(api.searchRequests().length, 1, 'one request for the card');

    // The page lays a see-through layer over the card (case d): a pointer click on a result goes
    // through it to the card, and Firefox cannot tell. It opens nothing and spends nothing here —
    // it hands over to the sidebar, which no page can cover.
    const openBefore = await topLevelContexts(bidi);
    await laySeeThroughLayer(article);
    await pause(HOLD_MS);
    const [firstLink] = await card.findAll('link', titles[0], await card.find('list', 'Results'));
    assert.ok(firstLink, 'the first result link');
    await card.call(
      `() => { window.clicked = []; addEventListener('click', (e) => window.clicked.push(e.target.closest('a')?.textContent ?? ''), true); }`,
    );
    await clickInCard(article, card, firstLink);
    await pause(500);
    assert.equal(api.searchRequests().length, 1, 'a click through a see-through layer spends nothing');
    const opened = (await topLevelContexts(bidi)).filter((url) => /^https?:/u.test(url) && !openBefore.includes(url));
    assert.deepEqual(opened, [], 'a click through a see-through layer opens no site');
    // …and it did land on the link, where the guard stopped it.
    const clicked = await card.call<string[]>('() => window.clicked');
    assert.deepEqual(clicked, [titles[0]], 'the click reached the result link');
    // It handed over: the answer by id in a results tab of the extension (Firefox lets a card's
    // frame open no sidebar), for no second charge.
    const handedOver = await waitFor('the results tab the card handed over to', async () => {
      const tabs = await topLevelContexts(bidi);
      return tabs.find(
        (url) =>
          url.startsWith('moz-extension:') && url.includes('/sidepanel.html?search=') && !openBefore.includes(url),
      );
    });
    assert.ok(handedOver, 'the results tab');
    assert.equal(api.searchRequests().length, 1, 'the hand-over spends nothing');

    await options.click(await options.find('checkbox', SWITCH));
    await options.click(await options.find('button', 'Save'));
    await waitForStatus(options, 'Saved');
    const granted = await options.call<boolean>(
      '() => browser.permissions.contains({ origins: ["https://*/*", "http://*/*"] })',
    );
    assert.equal(granted, false, 'all sites should be given back');
    return [
      'Options: the selection button switched on (all sites asked for, its script registered)',
      'Article page: no button for words the page selected with events it made up',
      `Article page: "${QUERY}" selected by a person, the button shown; a click the moment it showed did nothing`,
      'The card in the page’s frame: opened ready, nothing sent by the click (Firefox cannot tell if it is covered)',
      `Tab to Search and Enter inside the card: ${titles.length} results of one request`,
      'A see-through layer over the card: a pointer click on a result opened no site, spent nothing, and handed the answer over to a results tab',
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

/** How many card frames the article holds now. */
async function cardFrames(bidi: Parameters<typeof byId>[0], root: string): Promise<number> {
  interface Tree {
    url: string;
    children?: Tree[] | null;
  }
  const { contexts } = await bidi.send<{ contexts: Tree[] }>('browsingContext.getTree', { root });
  const count = (trees: Tree[]): number =>
    trees.reduce((sum, tree) => sum + (tree.url.endsWith('/quick-look.html') ? 1 : 0) + count(tree.children ?? []), 0);
  return count(contexts);
}

/** The addresses of the browser's top-level tabs now. */
async function topLevelContexts(bidi: Parameters<typeof byId>[0]): Promise<string[]> {
  const { contexts } = await bidi.send<{ contexts: Array<{ url: string }> }>('browsingContext.getTree', {
    maxDepth: 0,
  });
  return contexts.map((context) => context.url);
}
