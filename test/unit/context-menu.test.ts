import { describe, expect, it } from 'vitest';
import {
  handleContextMenuClick,
  registerContextMenu,
  SEARCH_SELECTION_MENU_ID,
  type MenuClickDeps,
} from '../../lib/browser/context-menu';
import { SEARCH_SELECTION_ON_SITE_MENU_ID, SEARCH_SITE_MENU_ID } from '../../lib/browser/this-site-menu';
import { QUICK_LOOK_MENU_ID } from '../../lib/browser/quick-look';
import { recordingSurface } from './recording-surface';
import type { SearchOptions } from '../../lib/api/search-options';

function recordingDeps(options: { panelOpens?: boolean; defaults?: SearchOptions } = {}) {
  const calls: string[] = [];
  const { surface, stored, views } = recordingSurface(calls, {
    ...(options.defaults && { defaults: options.defaults }),
    startLabel: (message) => message.id,
  });
  const deps: MenuClickDeps = {
    ...surface,
    openPanel: (windowId) => {
      calls.push(`openPanel:${windowId}`);
      return Promise.resolve(options.panelOpens ?? true);
    },
  };
  return { deps, calls, stored, views };
}

describe('context menu', () => {
  it('creates its items after removing any left from before: the selection’s three, and the page’s one on web pages', async () => {
    const calls: unknown[] = [];
    const menus = {
      removeAll: () => {
        calls.push('removeAll');
        return Promise.resolve();
      },
      create: (properties: unknown) => calls.push(properties),
    };
    await registerContextMenu(menus);
    await registerContextMenu(menus);
    const items = [
      { id: SEARCH_SELECTION_MENU_ID, title: 'Search “%s”', contexts: ['selection'] },
      { id: QUICK_LOOK_MENU_ID, title: 'Quick look “%s”', contexts: ['selection'] },
      {
        id: SEARCH_SELECTION_ON_SITE_MENU_ID,
        title: 'Search “%s” on this site',
        contexts: ['selection'],
        documentUrlPatterns: ['http://*/*', 'https://*/*'],
      },
      {
        id: SEARCH_SITE_MENU_ID,
        title: 'Search this site…',
        contexts: ['page'],
        documentUrlPatterns: ['http://*/*', 'https://*/*'],
      },
    ];
    expect(calls).toEqual(['removeAll', ...items, 'removeAll', ...items]);
  });

  it('opens the side panel synchronously, before any await, then starts the search', async () => {
    const { deps, calls } = recordingDeps();
    const done = handleContextMenuClick(
      { menuItemId: SEARCH_SELECTION_MENU_ID, selectionText: 'x' },
      { windowId: 7 },
      deps,
    );
    // Only the synchronous part of the handler has run, and the panel opened first in it.
    expect(calls[0]).toBe('openPanel:7');
    await done;
    expect(calls).toEqual(['openPanel:7', 'startSearch:id-1']);
  });

  it('stores the selected text trimmed and collapsed to one line', async () => {
    const { deps, stored } = recordingDeps();
    await handleContextMenuClick(
      { menuItemId: SEARCH_SELECTION_MENU_ID, selectionText: '  Ada\n\n  Lovelace\t ' },
      { windowId: 1 },
      deps,
    );
    expect(stored).toEqual([{ id: 'id-1', source: 'context-menu', request: { query: 'Ada Lovelace' } }]);
  });

  it('searches with the default search options from the settings', async () => {
    const { deps, stored } = recordingDeps({ defaults: { country: 'FR', dateRange: 'PAST_WEEK' } });
    await handleContextMenuClick({ menuItemId: SEARCH_SELECTION_MENU_ID, selectionText: 'q' }, { windowId: 1 }, deps);
    expect(stored[0]?.request).toEqual({ country: 'FR', dateRange: 'PAST_WEEK', query: 'q' });
  });

  it('cuts an over-long selection with a note instead of rejecting it', async () => {
    const { deps, stored } = recordingDeps();
    await handleContextMenuClick(
      { menuItemId: SEARCH_SELECTION_MENU_ID, selectionText: 'x'.repeat(5000) },
      { windowId: 1 },
      deps,
    );
    expect(stored[0]?.request.query).toHaveLength(2048);
    expect(stored[0]?.note).toBe('Your selection had 5,000 characters; only the first 2,048 were searched.');
  });

  it('opens a results tab for the search it started, by its id, when no side panel could open', async () => {
    const { deps, calls } = recordingDeps({ panelOpens: false });
    await handleContextMenuClick({ menuItemId: SEARCH_SELECTION_MENU_ID, selectionText: 'q' }, undefined, deps);
    expect(calls).toEqual(['openPanel:undefined', 'startSearch:id-1', 'openResultsTab:id-1']);
  });

  it('ignores clicks on other menu items and blank selections', async () => {
    const { deps, calls } = recordingDeps();
    await handleContextMenuClick({ menuItemId: 'other', selectionText: 'q' }, { windowId: 1 }, deps);
    expect(calls).toEqual([]);
    await handleContextMenuClick(
      { menuItemId: SEARCH_SELECTION_MENU_ID, selectionText: ' \n ' },
      { windowId: 1 },
      deps,
    );
    expect(calls).toEqual(['openPanel:1']);
  });
});

describe('context menu in a private tab', () => {
  it('stores the search for its window’s panel and sends nothing, nor opens a results tab, where the panel did not open', async () => {
    const { deps, calls, stored } = recordingDeps({ panelOpens: false });
    await handleContextMenuClick(
      { menuItemId: SEARCH_SELECTION_MENU_ID, selectionText: 'secret' },
      { windowId: 3, incognito: true },
      deps,
    );
    expect(calls).toEqual(['openPanel:3', 'storePending:3']);
    expect(stored).toEqual([expect.objectContaining({ request: { query: 'secret' } })]);
  });

  it('starts a normal tab’s search at once, for its window', async () => {
    const { deps, calls, views } = recordingDeps();
    await handleContextMenuClick(
      { menuItemId: SEARCH_SELECTION_MENU_ID, selectionText: 'x' },
      { windowId: 3, incognito: false },
      deps,
    );
    expect(calls).toEqual(['openPanel:3', 'startSearch:id-1']);
    expect(views).toEqual([{ windowId: 3, private: false }]);
  });
});
