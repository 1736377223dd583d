import { describe, expect, it } from 'vitest';
import {
  handleQuickLookButton,
  handleQuickLookCommand,
  handleQuickLookMenu,
  QUICK_LOOK_MENU_ID,
  type QuickLookDeps,
} from '../../lib/browser/quick-look';
import { SELECTION_READ_LIMIT, type PendingMessage } from '../../lib/browser/selection-search';
import type { SearchOutcome } from '../../lib/search/search-message';
import { UNREADABLE_PAGE_NOTICE } from '../../lib/search/panel-notice';
import { t } from '../../lib/i18n/messages';
import { recordingSurface } from './recording-surface';

/*
 * The quick look's three ways in, with the browser passed in as recorders: each records its
 * calls in order, so what happens synchronously inside the gesture (the panel, where it is
 * needed) can be told from what follows.
 */

const OUTCOME: SearchOutcome = { ok: false, error: { kind: 'cancelled', message: 'x' } };

function recordingDeps(
  options: {
    selection?: string | Error;
    injects?: boolean;
    panelOpen?: boolean;
    fileAccess?: boolean;
    buttonWaits?: boolean;
    buttonAllows?: boolean;
  } = {},
) {
  const calls: string[] = [];
  const { surface, stored, views } = recordingSurface(calls, { defaults: { country: 'GB' }, newId: 'id-9' });
  const remembered: Array<{ tabId: number; frameId: number; message: PendingMessage | null }> = [];
  const deps: QuickLookDeps = {
    ...surface,
    startSearch: (message, view) => {
      void surface.startSearch(message, view);
      return Promise.resolve(OUTCOME);
    },
    openPanel: (windowId) => {
      calls.push(`openPanel:${windowId}`);
      return Promise.resolve(false);
    },
    readSelection: (tabId) => {
      calls.push(`readSelection:${tabId}`);
      const selection = options.selection ?? 'ada lovelace';
      return selection instanceof Error
        ? Promise.reject(selection)
        : Promise.resolve({ text: selection.slice(0, SELECTION_READ_LIMIT), length: selection.length });
    },
    showNotice: (text) => {
      calls.push(`showNotice:${text}`);
      return Promise.resolve();
    },
    fileAccess: () => options.fileAccess ?? false,
    isPanelOpen: (windowId) => {
      calls.push(`isPanelOpen:${windowId}`);
      return Promise.resolve(options.panelOpen ?? false);
    },
    rememberCard: (target, message, _view, outcome, made) => {
      calls.push(
        `rememberCard:${target.tabId}/${target.frameId}${outcome ? '+outcome' : ''}${made?.button ? '+button' : ''}`,
      );
      remembered.push({ ...target, message });
    },
    buttonAllows: (tabId, query) => {
      calls.push(`buttonAllows:${tabId}:${query}`);
      return Promise.resolve(options.buttonAllows ?? true);
    },
    buttonWaits: options.buttonWaits ?? false,
    answerShown: (id) => calls.push(`answerShown:${id}`),
    injectCard: (target) => {
      calls.push(`injectCard:${target.tabId}/${target.frameId}`);
      return options.injects === false
        ? Promise.reject(new Error('Cannot access contents of the page'))
        : Promise.resolve();
    },
  };
  return { deps, calls, stored, views, remembered };
}

const WEB_PAGE = 'https://en.wikipedia.org/wiki/Ada_Lovelace';
const TAB = { id: 5, windowId: 2, incognito: false };

describe('“Quick look “%s”” in the right-click menu', () => {
  it('on a web page, starts the search, remembers it for the card, then injects the card into the selection’s frame', async () => {
    const { deps, calls, stored, remembered } = recordingDeps();
    await handleQuickLookMenu(
      { menuItemId: QUICK_LOOK_MENU_ID, selectionText: ' Ada\n Lovelace ', frameId: 3, pageUrl: WEB_PAGE },
      TAB,
      deps,
    );
    expect(calls).toEqual(['startSearch:quick-look', 'rememberCard:5/3+outcome', 'injectCard:5/3']);
    // The card says when it has painted the answer: its books wait for that (reportsShown).
    expect(stored).toEqual([
      { id: 'id-9', source: 'quick-look', reportsShown: true, request: { country: 'GB', query: 'Ada Lovelace' } },
    ]);
    expect(remembered[0]?.message).toEqual(stored[0]);
  });

  it('opens no panel where the card can go (the page is not left)', async () => {
    const { deps, calls } = recordingDeps();
    await handleQuickLookMenu({ menuItemId: QUICK_LOOK_MENU_ID, selectionText: 'x y z', pageUrl: WEB_PAGE }, TAB, deps);
    expect(calls.filter((call) => call.startsWith('openPanel'))).toEqual([]);
  });

  it.each([
    ['a browser page', 'chrome://settings/'],
    ['the web store', 'https://chromewebstore.google.com/detail/x'],
    ['a PDF', 'https://example.org/paper.pdf'],
    ['a file without access', 'file:///home/ada/notes.html'],
  ])('on %s, opens the side panel first, synchronously, and searches there', async (_case, pageUrl) => {
    const { deps, calls } = recordingDeps();
    const done = handleQuickLookMenu(
      { menuItemId: QUICK_LOOK_MENU_ID, selectionText: 'grace hopper', pageUrl },
      TAB,
      deps,
    );
    expect(calls).toEqual(['openPanel:2']);
    await done;
    // The panel did not open here (no gesture in a test): the search shows in a results tab, by its id.
    expect(calls).toEqual(['openPanel:2', 'startSearch:quick-look', 'openResultsTab:id-9']);
  });

  it('decides from the frame the words are in, not the page around it', async () => {
    const { deps, calls } = recordingDeps();
    await handleQuickLookMenu(
      {
        menuItemId: QUICK_LOOK_MENU_ID,
        selectionText: 'x',
        frameId: 7,
        pageUrl: WEB_PAGE,
        frameUrl: 'chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/index.html',
      },
      TAB,
      deps,
    );
    expect(calls[0]).toBe('openPanel:2');
  });

  it('in a private window, goes to the panel, which alone may show it (nothing sent before)', async () => {
    const { deps, calls } = recordingDeps();
    await handleQuickLookMenu(
      { menuItemId: QUICK_LOOK_MENU_ID, selectionText: 'secret', pageUrl: WEB_PAGE },
      { ...TAB, incognito: true },
      deps,
    );
    expect(calls).toEqual(['openPanel:2', 'storePending:2']);
  });

  it('where the injection still fails, shows the answer in the open panel, or a results tab', async () => {
    const closed = recordingDeps({ injects: false });
    await handleQuickLookMenu(
      { menuItemId: QUICK_LOOK_MENU_ID, selectionText: 'q', pageUrl: WEB_PAGE },
      TAB,
      closed.deps,
    );
    // No card will say it painted the answer: its books are not held for one.
    expect(closed.calls.slice(-3)).toEqual(['answerShown:id-9', 'isPanelOpen:2', 'openResultsTab:id-9']);
    const open = recordingDeps({ injects: false, panelOpen: true });
    await handleQuickLookMenu(
      { menuItemId: QUICK_LOOK_MENU_ID, selectionText: 'q', pageUrl: WEB_PAGE },
      TAB,
      open.deps,
    );
    expect(open.calls.slice(-2)).toEqual(['answerShown:id-9', 'isPanelOpen:2']);
  });

  it('ignores other items and a blank selection', async () => {
    const { deps, calls } = recordingDeps();
    await handleQuickLookMenu({ menuItemId: 'search-selection', selectionText: 'q', pageUrl: WEB_PAGE }, TAB, deps);
    await handleQuickLookMenu({ menuItemId: QUICK_LOOK_MENU_ID, selectionText: ' \n', pageUrl: WEB_PAGE }, TAB, deps);
    expect(calls).toEqual([]);
  });
});

describe('the quick-look shortcut', () => {
  it('reads the active tab’s selection, then shows the card with its search', async () => {
    const { deps, calls, stored } = recordingDeps({ selection: 'grace\nhopper' });
    await handleQuickLookCommand({ ...TAB, url: WEB_PAGE }, deps);
    expect(calls).toEqual(['readSelection:5', 'startSearch:quick-look', 'rememberCard:5/0+outcome', 'injectCard:5/0']);
    expect(stored[0]?.request).toEqual({ country: 'GB', query: 'grace hopper' });
  });

  it('with nothing selected, shows the card saying so (and searches nothing)', async () => {
    const { deps, calls, remembered } = recordingDeps({ selection: '   ' });
    await handleQuickLookCommand({ ...TAB, url: WEB_PAGE }, deps);
    expect(calls).toEqual(['readSelection:5', 'rememberCard:5/0', 'injectCard:5/0']);
    expect(remembered).toEqual([{ tabId: 5, frameId: 0, message: null }]);
  });

  it('on a browser page, takes the selection shortcut’s path: the panel first, and why it could not read', async () => {
    const { deps, calls } = recordingDeps({ selection: new Error('Cannot access a chrome:// URL') });
    const done = handleQuickLookCommand({ ...TAB, url: 'chrome://newtab/' }, deps);
    expect(calls).toEqual(['openPanel:2', 'readSelection:5']);
    await done;
    expect(calls).toEqual(['openPanel:2', 'readSelection:5', `showNotice:${t(UNREADABLE_PAGE_NOTICE)}`]);
  });

  it('cuts an over-long selection to the cap, with the note, as every selection search does', async () => {
    const { deps, stored } = recordingDeps({ selection: 'y'.repeat(3000) });
    await handleQuickLookCommand({ ...TAB, url: WEB_PAGE }, deps);
    expect(stored[0]?.request.query).toHaveLength(2048);
    expect(stored[0]?.note).toBe('Your selection had 3,000 characters; only the first 2,048 were searched.');
  });
});

describe('the selection button', () => {
  it('shows the card in the frame the button was clicked in', async () => {
    const { deps, calls } = recordingDeps();
    await handleQuickLookButton({ text: 'ada lovelace', length: 12, tab: TAB, frameId: 4, url: WEB_PAGE }, deps);
    expect(calls).toEqual([
      'buttonAllows:5:ada lovelace',
      'startSearch:quick-look',
      'rememberCard:5/4+outcome+button',
      'injectCard:5/4',
    ]);
  });

  it('in a private window, sends nothing before the panel shows it', async () => {
    const { deps, calls } = recordingDeps();
    await handleQuickLookButton(
      { text: 'secret', length: 6, tab: { ...TAB, incognito: true }, frameId: 0, url: WEB_PAGE },
      deps,
    );
    expect(calls).toEqual(['buttonAllows:5:secret', 'storePending:2']);
  });

  it('refused by the tab’s limits (one every 3 s, no repeat of the same words), does nothing at all', async () => {
    const { deps, calls } = recordingDeps({ buttonAllows: false });
    await handleQuickLookButton({ text: 'ada lovelace', length: 12, tab: TAB, frameId: 4, url: WEB_PAGE }, deps);
    expect(calls).toEqual(['buttonAllows:5:ada lovelace']);
  });

  it('where a page could cover it unseen (Firefox), opens the card with the search ready and sends nothing', async () => {
    const { deps, calls, remembered } = recordingDeps({ buttonWaits: true });
    await handleQuickLookButton({ text: 'ada lovelace', length: 12, tab: TAB, frameId: 4, url: WEB_PAGE }, deps);
    expect(calls).toEqual(['buttonAllows:5:ada lovelace', 'rememberCard:5/4+button', 'injectCard:5/4']);
    expect(remembered[0]?.message?.request).toEqual({ country: 'GB', query: 'ada lovelace' });
    // Where no card can go either, the window's panel takes it, sent only once a panel shows it.
    calls.length = 0;
    await handleQuickLookButton({ text: 'grace hopper', length: 12, tab: TAB, frameId: 0, url: 'about:blank' }, deps);
    expect(calls).toEqual(['buttonAllows:5:grace hopper', 'storePending:2']);
  });
});
