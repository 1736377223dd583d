import { describe, expect, it } from 'vitest';
import {
  handleSiteMenuClick,
  SEARCH_SELECTION_ON_SITE_MENU_ID,
  SEARCH_SITE_MENU_ID,
  siteSelectionSearch,
  type SiteMenuDeps,
} from '../../lib/browser/this-site-menu';
import { siteFirst } from '../../lib/sites/site-terms';
import { DRAFT_FRESH_MS, draftIsFor } from '../../lib/search/panel-draft';
import { MAX_QUERY_LENGTH } from '../../lib/api/search-options';
import { recordingSurface } from './recording-surface';

/** The browser API the handler is given, as a recorder: every call in order, every draft typed. */
function recordingDeps(options: { panelOpens?: boolean } = {}) {
  const calls: string[] = [];
  const drafts: Array<{ query: string; windowId: number }> = [];
  const { surface, stored } = recordingSurface(calls, { startLabel: (message) => message.request.query });
  const deps: SiteMenuDeps = {
    ...surface,
    openPanel: (windowId) => {
      calls.push(`openPanel:${windowId}`);
      return Promise.resolve(options.panelOpens ?? true);
    },
    storeDraft: (draft) => {
      calls.push(`storeDraft:${draft.windowId}`);
      drafts.push(draft);
      return Promise.resolve();
    },
    openDraftTab: (windowId) => {
      calls.push(`openDraftTab:${windowId}`);
      return Promise.resolve();
    },
  };
  return { deps, calls, drafts, stored };
}

/** Page addresses, and the site their `site:` term names (undefined: not a web page, so nothing happens). */
const PAGES: Array<[string, string | undefined]> = [
  ['http://example.com/a/b?c=d#e', 'example.com'],
  ['https://www.example.org:8443/path', 'www.example.org'],
  // URL.hostname's ASCII form: what the box shows is what the API is sent.
  ['https://bücher.example/regal', 'xn--bcher-kva.example'],
  ['file:///home/ada/notes.html', undefined],
  ['chrome://settings/', undefined],
  ['chrome-extension://abcdefghijklmnop/options.html', undefined],
  ['not a url', undefined],
];

describe('“Search this site…” on a page', () => {
  it.each(PAGES)('on %s it types the site into the panel’s box and sends nothing', async (pageUrl, host) => {
    const { deps, calls, drafts, stored } = recordingDeps();
    await handleSiteMenuClick({ menuItemId: SEARCH_SITE_MENU_ID, pageUrl }, { windowId: 7, incognito: false }, deps);
    if (host === undefined) {
      // Not even the panel opens: the browser shows no item there, and a click that names such a page is refused.
      expect(calls).toEqual([]);
      return;
    }
    expect(calls).toEqual(['openPanel:7', 'storeDraft:7']);
    expect(drafts).toEqual([{ query: `site:${host} `, windowId: 7 }]);
    expect(stored).toEqual([]);
  });

  it('does nothing for a click that names no page', async () => {
    const { deps, calls } = recordingDeps();
    await handleSiteMenuClick({ menuItemId: SEARCH_SITE_MENU_ID }, { windowId: 7 }, deps);
    expect(calls).toEqual([]);
  });

  it('opens the panel synchronously, before any await', () => {
    const { deps, calls } = recordingDeps();
    void handleSiteMenuClick({ menuItemId: SEARCH_SITE_MENU_ID, pageUrl: 'https://a.example/' }, { windowId: 2 }, deps);
    expect(calls).toEqual(['openPanel:2']);
  });

  it('opens the panel’s page in a tab of the window where no panel opened, after the draft is stored', async () => {
    const { deps, calls } = recordingDeps({ panelOpens: false });
    const tab = { windowId: 4, incognito: false };
    await handleSiteMenuClick({ menuItemId: SEARCH_SITE_MENU_ID, pageUrl: 'https://a.example/' }, tab, deps);
    expect(calls).toEqual(['openPanel:4', 'storeDraft:4', 'openDraftTab:4']);
  });

  it('in a private window, leaves the draft for that window’s panel alone: no tab, nothing sent', async () => {
    const { deps, calls, drafts } = recordingDeps({ panelOpens: false });
    const tab = { windowId: 9, incognito: true };
    await handleSiteMenuClick({ menuItemId: SEARCH_SITE_MENU_ID, pageUrl: 'https://a.example/' }, tab, deps);
    expect(calls).toEqual(['openPanel:9', 'storeDraft:9']);
    expect(drafts).toEqual([{ query: 'site:a.example ', windowId: 9 }]);
  });
});

describe('“Search “%s” on this site” on a selection', () => {
  it.each(PAGES)(
    'on %s it searches the selection on that site, as the plain selection search does',
    async (pageUrl, host) => {
      const { deps, calls, stored } = recordingDeps();
      await handleSiteMenuClick(
        { menuItemId: SEARCH_SELECTION_ON_SITE_MENU_ID, selectionText: '  Ada\n Lovelace ', pageUrl },
        { windowId: 3, incognito: false },
        deps,
      );
      if (host === undefined) {
        expect(calls).toEqual([]);
        return;
      }
      expect(calls).toEqual(['openPanel:3', `startSearch:site:${host} Ada Lovelace`]);
      expect(stored).toEqual([{ id: 'id-1', source: 'context-menu', request: { query: `site:${host} Ada Lovelace` } }]);
    },
  );

  it('in a private window, stores the search for its panel and sends nothing, like the other menu items', async () => {
    const { deps, calls } = recordingDeps({ panelOpens: false });
    await handleSiteMenuClick(
      { menuItemId: SEARCH_SELECTION_ON_SITE_MENU_ID, selectionText: 'secret', pageUrl: 'https://a.example/' },
      { windowId: 5, incognito: true },
      deps,
    );
    expect(calls).toEqual(['openPanel:5', 'storePending:5']);
  });

  it('opens a results tab for the search it started where no panel opened', async () => {
    const { deps, calls } = recordingDeps({ panelOpens: false });
    await handleSiteMenuClick(
      { menuItemId: SEARCH_SELECTION_ON_SITE_MENU_ID, selectionText: 'q', pageUrl: 'https://a.example/' },
      { windowId: 5, incognito: false },
      deps,
    );
    expect(calls).toEqual(['openPanel:5', 'startSearch:site:a.example q', 'openResultsTab:id-1']);
  });

  it('ignores a blank selection (the panel has opened already) and other menu items', async () => {
    const { deps, calls } = recordingDeps();
    const pageUrl = 'https://a.example/';
    await handleSiteMenuClick(
      { menuItemId: SEARCH_SELECTION_ON_SITE_MENU_ID, selectionText: ' \n', pageUrl },
      { windowId: 1 },
      deps,
    );
    await handleSiteMenuClick({ menuItemId: 'search-selection', selectionText: 'q', pageUrl }, { windowId: 1 }, deps);
    expect(calls).toEqual(['openPanel:1']);
  });

  it('keeps the site term whole within the query cap: the selection’s end gives way', () => {
    const query = siteSelectionSearch('x'.repeat(5000), 'example.com', 'id')?.request.query ?? '';
    expect(query).toHaveLength(MAX_QUERY_LENGTH);
    expect(query.startsWith('site:example.com xxx')).toBe(true);
  });
});

describe('site terms and drafts', () => {
  it.each([
    ['ada lovelace', 'site:a.example ada lovelace'],
    ['site:b.example ada', 'site:a.example ada'],
    ['  ', 'site:a.example'],
  ])('siteFirst narrows “%s” to one site, its term first', (query, expected) => {
    expect(siteFirst('a.example', query)).toBe(expected);
  });

  it('a draft is taken by its own window’s page, while fresh, unless a newer search is shown', () => {
    const draft = { query: 'site:a.example ', windowId: 1, at: 1_000 };
    expect(draftIsFor(draft, 1, 0, 1_500)).toBe(true);
    expect(draftIsFor(draft, 2, 0, 1_500)).toBe(false);
    expect(draftIsFor(draft, undefined, 0, 1_500)).toBe(false);
    expect(draftIsFor(draft, 1, 1_200, 1_500)).toBe(false);
    expect(draftIsFor(draft, 1, 0, 1_000 + DRAFT_FRESH_MS)).toBe(false);
  });
});
