import { describe, expect, it } from 'vitest';
import { SEARCH_SELECTION_ON_SITE_MENU_ID, SEARCH_SITE_MENU_ID } from '../../lib/browser/this-site-menu';
import {
  contextMenuItems,
  handleContextMenuClick,
  menuItems,
  menuRebuilder,
  SEARCH_MENU_PARENT_ID,
  SEARCH_SELECTION_MENU_ID,
  type MenuClickDeps,
  type MenuItemProperties,
} from '../../lib/browser/context-menu';
import { MENU_PRESET_IDS, visiblePresets } from '../../lib/settings/menu-presets';
import { menuPresetsSchema } from '../../lib/settings/setting-schemas';

const checkMenuPresets = (stored: unknown) => menuPresetsSchema.parse(stored);
import type { SearchMessage } from '../../lib/search/search-message';
import type { SearchOptions } from '../../lib/api/search-options';

function recordingDeps(defaults: SearchOptions = {}) {
  const calls: string[] = [];
  const stored: SearchMessage[] = [];
  const deps: MenuClickDeps = {
    openPanel: (windowId) => {
      calls.push(`openPanel:${windowId}`);
      return Promise.resolve(true);
    },
    viewOf: (tab) => Promise.resolve({ windowId: tab?.windowId ?? 1, private: false }),
    openResultsTab: () => Promise.resolve(),
    storePending: () => Promise.reject(new Error('a normal window’s search is not left pending')),
    startSearch: (message) => {
      calls.push('startSearch');
      stored.push(message);
      return Promise.resolve();
    },
    searchDefaults: () => {
      calls.push('searchDefaults');
      return Promise.resolve(defaults);
    },
    newId: () => 'id-1',
  };
  return { deps, calls, stored };
}

describe('right-click presets', () => {
  it('without presets, the menu is the one item it always was', () => {
    expect(menuItems([])).toEqual([{ id: SEARCH_SELECTION_MENU_ID, title: 'Search “%s”', contexts: ['selection'] }]);
  });

  it('with presets: a parent, the plain search as its first child, a separator, then the presets', () => {
    const items = menuItems(visiblePresets(['past-week', 'past-24-hours'], undefined));
    expect(items).toEqual([
      { id: SEARCH_MENU_PARENT_ID, title: 'Search “%s”', contexts: ['selection'] },
      { id: SEARCH_SELECTION_MENU_ID, title: 'Search “%s”', contexts: ['selection'], parentId: SEARCH_MENU_PARENT_ID },
      { id: 'presets-separator', type: 'separator', contexts: ['selection'], parentId: SEARCH_MENU_PARENT_ID },
      // Menu order, not the order they were ticked in.
      {
        id: 'preset:past-24-hours',
        title: 'Search past 24 hours',
        contexts: ['selection'],
        parentId: SEARCH_MENU_PARENT_ID,
      },
      { id: 'preset:past-week', title: 'Search past week', contexts: ['selection'], parentId: SEARCH_MENU_PARENT_ID },
    ]);
  });

  it('hides the country preset until a default country is set, then names the country', () => {
    expect(visiblePresets(['default-country'], undefined)).toEqual([]);
    expect(menuItems(visiblePresets(['default-country'], undefined))).toHaveLength(1);
    const [preset] = visiblePresets(['default-country'], 'FR');
    expect(preset).toMatchObject({ id: 'default-country', options: { country: 'FR' } });
    expect(preset?.title).toMatch(/^Search in (France|FR)$/);
  });

  it('builds location presets from the spec’s locations', () => {
    expect(visiblePresets(['location-paris-france'], undefined)).toEqual([
      {
        id: 'location-paris-france',
        options: { location: 'PARIS_FRANCE' },
        title: 'Search from Paris, France',
        group: 'location',
      },
    ]);
    expect(MENU_PRESET_IDS).toHaveLength(7 + 5 + 1 + 13);
  });

  it('keeps only known preset ids, once each, and falls back to the defaults for anything else', () => {
    expect(checkMenuPresets(['past-week', 'nope', 'past-week', 3])).toEqual(['past-week']);
    expect(checkMenuPresets([])).toEqual([]);
    expect(checkMenuPresets('past-week')).toEqual(['type-news', 'type-images', 'past-24-hours', 'past-week']);
    expect(checkMenuPresets(undefined)).toEqual(['type-news', 'type-images', 'past-24-hours', 'past-week']);
  });

  it('puts “Quick look” and “on this site” right after the plain search, under the parent, and the page’s item on its own', () => {
    const items = contextMenuItems(visiblePresets(['past-week'], undefined));
    expect(items.map((item) => [item.id, item.parentId])).toEqual([
      [SEARCH_MENU_PARENT_ID, undefined],
      [SEARCH_SELECTION_MENU_ID, SEARCH_MENU_PARENT_ID],
      ['quick-look', SEARCH_MENU_PARENT_ID],
      [SEARCH_SELECTION_ON_SITE_MENU_ID, SEARCH_MENU_PARENT_ID],
      ['presets-separator', SEARCH_MENU_PARENT_ID],
      ['preset:past-week', SEARCH_MENU_PARENT_ID],
      [SEARCH_SITE_MENU_ID, undefined],
    ]);
  });

  it('rebuilds the menu (removeAll, then create) each time the presets change, one rebuild at a time', async () => {
    const log: Array<string | MenuItemProperties> = [];
    let presetIds = ['past-week'];
    const menus = {
      removeAll: async () => {
        log.push('removeAll');
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      create: (item: MenuItemProperties) => log.push(item.id),
    };
    const rebuild = menuRebuilder(menus, () => Promise.resolve(visiblePresets(presetIds, undefined)));
    await rebuild();
    presetIds = [];
    // Two changes in quick succession: the second rebuild waits for the first.
    void rebuild();
    presetIds = ['past-hour'];
    await rebuild();
    const withPreset = (preset: string) => [
      'removeAll',
      SEARCH_MENU_PARENT_ID,
      SEARCH_SELECTION_MENU_ID,
      'quick-look',
      SEARCH_SELECTION_ON_SITE_MENU_ID,
      'presets-separator',
      preset,
      SEARCH_SITE_MENU_ID,
    ];
    expect(log).toEqual([
      ...withPreset('preset:past-week'),
      ...withPreset('preset:past-hour'),
      ...withPreset('preset:past-hour'),
    ]);
  });

  it.each([
    ['preset:past-24-hours', { dateRange: 'PAST_24_HOURS' }],
    ['preset:past-week', { dateRange: 'PAST_WEEK' }],
    ['preset:location-london-uk', { location: 'LONDON_UK' }],
    ['preset:default-country', { country: 'DE' }],
    [SEARCH_SELECTION_MENU_ID, {}],
  ])('a click on %s searches with its options over the defaults', async (menuItemId, options) => {
    const defaults: SearchOptions = { country: 'DE', dateRange: 'PAST_YEAR', numberOfResults: 20 };
    const { deps, stored } = recordingDeps(defaults);
    await handleContextMenuClick({ menuItemId, selectionText: ' ada ' }, { windowId: 3 }, deps);
    expect(stored).toEqual([
      { id: 'id-1', source: 'context-menu', request: { ...defaults, ...options, query: 'ada' } },
    ]);
  });

  it('opens the panel before anything is awaited, for a preset too', async () => {
    const { deps, calls } = recordingDeps();
    const done = handleContextMenuClick({ menuItemId: 'preset:past-week', selectionText: 'x' }, { windowId: 9 }, deps);
    // Only the synchronous part has run, and the panel opened first in it.
    expect(calls[0]).toBe('openPanel:9');
    await done;
    expect(calls).toEqual(['openPanel:9', 'searchDefaults', 'startSearch']);
  });

  it('ignores an unknown preset id’s options but still searches the selection', async () => {
    const { deps, stored } = recordingDeps({ location: 'JAPAN' });
    await handleContextMenuClick({ menuItemId: 'preset:gone', selectionText: 'q' }, { windowId: 1 }, deps);
    expect(stored[0]?.request).toEqual({ location: 'JAPAN', query: 'q' });
  });
});

describe('right-click presets per search type', () => {
  it.each([
    ['type-news', 'news', 'Search news for “%s”'],
    ['type-images', 'images', 'Search images for “%s”'],
    ['type-videos', 'videos', 'Search videos for “%s”'],
    ['type-places', 'places', 'Search places for “%s”'],
    ['type-shopping', 'shopping', 'Search products for “%s”'],
    ['type-scholar', 'scholar', 'Search papers for “%s”'],
    ['type-patents', 'patents', 'Search patents for “%s”'],
  ] as const)('%s searches the selection as %s, titled with the selection', async (id, type, title) => {
    expect(visiblePresets([id], undefined)).toEqual([{ id, options: { type }, title, group: 'type' }]);
    const { deps, stored } = recordingDeps({ dateRange: 'PAST_WEEK' });
    await handleContextMenuClick({ menuItemId: `preset:${id}`, selectionText: ' tesla ' }, { windowId: 3 }, deps);
    expect(stored[0]?.request).toEqual({ dateRange: 'PAST_WEEK', type, query: 'tesla' });
  });

  it('offers news and images by default, before the date presets', () => {
    expect(visiblePresets(checkMenuPresets(undefined), undefined).map((preset) => preset.id)).toEqual([
      'type-news',
      'type-images',
      'past-24-hours',
      'past-week',
    ]);
  });
});
