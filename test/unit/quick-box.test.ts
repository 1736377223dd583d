import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handleQuickLookCommand, type QuickLookDeps } from '../../lib/browser/quick-look';
import { popupOpener, quickLookWithoutCard, type PopupAction } from '../../lib/browser/quick-box-elsewhere';
import { quickLookTabs } from '../../lib/browser/quick-look-tabs';
import { createQuickLookHandlers, type QuickLookSender } from '../../lib/background/quick-look-handlers';
import { quickBoxAllows } from '../../lib/background/quick-box-rule';
import type { SearchMessage, SearchOutcome } from '../../lib/search/search-message';
import type { TabQuickLook } from '../../lib/browser/tab-quick-look';
import { recordingSurface } from './recording-surface';

/*
 * The quick box (issue 41, item 3): the quick-look shortcut with nothing selected. The worker's
 * rule for the searches its card sends (typed words only, issue 38's M1 kept), and the popup
 * where no card can go, with the browser's action passed in.
 */

const VIEW = { windowId: 3, private: false };
const OWN = 'own-extension-id';
const typed = (query: string, id: string, type?: string): SearchMessage & { id: string } => ({
  id,
  source: 'quick-look',
  request: { query, ...(type !== undefined && { type }) },
});
const ANSWER = { ok: true } as unknown as SearchOutcome;
const FAILED: SearchOutcome = { ok: false, error: { kind: 'timeout', message: 'slow' } };
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('quickBoxAllows: what a quick box’s card may send', () => {
  const box = (over: Partial<TabQuickLook> = {}): TabQuickLook => ({
    message: null,
    frameId: 0,
    at: 1,
    box: true,
    ...over,
  });
  it.each([
    ['the first typed words', box(), typed('ada', 'b-1'), true],
    [
      'other words after an answer',
      box({ message: typed('ada', 'b-1'), state: 'answered' }),
      typed('grace', 'b-2'),
      true,
    ],
    [
      'the same words as another type (Alt+2)',
      box({ message: typed('ada', 'b-1'), state: 'answered' }),
      typed('ada', 'b-2', 'news'),
      true,
    ],
    [
      'the same search again once it failed (Retry, Search anyway)',
      box({ message: typed('ada', 'b-1'), state: 'failed' }),
      typed('ada', 'b-2'),
      true,
    ],
    [
      'the same search again once it is gone',
      box({ message: typed('ada', 'b-1'), state: 'gone' }),
      typed(' ada ', 'b-2'),
      true,
    ],
    [
      'the answered search again (a card page loaded again)',
      box({ message: typed('ada', 'b-1'), state: 'answered' }),
      typed('ada', 'b-2'),
      false,
    ],
    [
      'the running search again',
      box({ message: typed('ada', 'b-1'), state: 'running' }),
      typed('ada', 'b-2', 'web'),
      false,
    ],
    ['its own id again', box({ message: typed('ada', 'b-1'), state: 'failed' }), typed('grace', 'b-1'), false],
    [
      'a quick look of selected words (no box)',
      { message: typed('ada', 'q-1'), frameId: 0, at: 1, state: 'answered' as const },
      typed('grace', 'b-2'),
      false,
    ],
    ['no quick look at all', undefined, typed('ada', 'b-1'), false],
    ['a search with no id', box(), { source: 'quick-look' as const, request: { query: 'ada' } }, false],
    ['a search from another surface', box(), { ...typed('ada', 'b-1'), source: 'sidepanel' as const }, false],
    [
      'More results',
      box({ message: typed('ada', 'b-1'), state: 'answered' }),
      { ...typed('ada', 'b-2'), more: { of: 'b-1' } },
      false,
    ],
    ['Refresh', box(), { ...typed('ada', 'b-1'), refresh: true }, false],
  ])('%s: %s', (_name, quickLook, message, allowed) => {
    expect(quickBoxAllows(quickLook, message)).toBe(allowed);
  });
});

describe('the worker and a quick box’s card', () => {
  const card: QuickLookSender = {
    id: OWN,
    url: 'chrome-extension://dynamic-id/quick-look.html',
    tab: { id: 9, windowId: 3, url: 'https://example.org/article' },
    frameId: 11,
  };
  let sent: string[];
  const run =
    (message: SearchMessage, outcome = ANSWER) =>
    () => {
      sent.push(message.request.query);
      return Promise.resolve(outcome);
    };
  function setUp() {
    const store = quickLookTabs(fakeBrowser.storage.session, () => Promise.resolve());
    store.remember({ tabId: 9, frameId: 0 }, null, VIEW, undefined, { url: 'https://example.org/article' });
    const handlers = createQuickLookHandlers({
      ownId: OWN,
      quickLooks: store,
      service: {
        answer: () => Promise.resolve({ ok: false, gone: true }),
        showInWindow: () => Promise.resolve(true),
        searchCost: () => Promise.resolve({ cached: false }),
      },
      viewOf: () => Promise.resolve(VIEW),
      sendToFrame: () => Promise.resolve(),
      onButton: () => Promise.resolve(),
    });
    return { store, handlers };
  }
  beforeEach(() => {
    fakeBrowser.reset();
    sent = [];
  });

  it('tells the card it is a quick box, takes the typed words, and records them as the tab’s quick look', async () => {
    const { store, handlers } = setUp();
    expect(await handlers.take(card)).toEqual({ message: null, windowId: 3, box: true });
    const first = typed('ada lovelace', 'b-1');
    expect(await handlers.search(first, card, run(first))).toBe(ANSWER);
    await settled();
    // A worker started afresh reads it back: answered, still a box.
    const restarted = quickLookTabs(fakeBrowser.storage.session, () => Promise.resolve());
    expect(await restarted.take(9)).toMatchObject({ box: true, state: 'answered', message: first });
    expect(await store.take(9)).toMatchObject({ box: true, state: 'answered', message: first });
    expect(await handlers.take(card)).toEqual({ message: first, windowId: 3, box: true, outcome: ANSWER });
  });

  it('never takes the answered search again (issue 38, M1), but other words, another type, and a failed one again', async () => {
    const { handlers } = setUp();
    const first = typed('ada lovelace', 'b-1');
    await handlers.search(first, card, run(first));
    await settled();
    const reloaded = typed('ada lovelace', 'b-2');
    expect(await handlers.search(reloaded, card, run(reloaded))).toMatchObject({
      ok: false,
      error: { kind: 'invalid-request' },
    });
    const news = typed('ada lovelace', 'b-3', 'news');
    expect(await handlers.search(news, card, run(news, FAILED))).toBe(FAILED);
    await settled();
    const retry = typed('ada lovelace', 'b-4', 'news');
    expect(await handlers.search(retry, card, run(retry))).toBe(ANSWER);
    expect(sent).toEqual(['ada lovelace', 'ada lovelace', 'ada lovelace']);
  });

  it('refuses the box’s searches from another tab, and from a page that is not the card', async () => {
    const { handlers } = setUp();
    const words = typed('ada lovelace', 'b-1');
    const otherTab = { ...card, tab: { ...card.tab, id: 10 } };
    expect(await handlers.search(words, otherTab, run(words))).toMatchObject({ ok: false });
    const page = { ...card, url: 'https://example.org/quick-look.html' };
    expect(await handlers.take(page)).toBeNull();
    expect(sent).toEqual([]);
  });
});

describe('the popup where no card can go', () => {
  function recording(popup: 'opens' | 'refuses' | 'none', selection = '') {
    const calls: string[] = [];
    const { surface } = recordingSurface(calls);
    const action: PopupAction = {
      openPopup: (options) => {
        calls.push(`openPopup:${options?.windowId}`);
        return popup === 'opens' ? Promise.resolve() : Promise.reject(new Error('no focused window'));
      },
    };
    const deps: QuickLookDeps = {
      ...surface,
      startSearch: (message, view) => {
        void surface.startSearch(message, view);
        return Promise.resolve(FAILED);
      },
      openPopup: popup === 'none' ? undefined : popupOpener(action),
      answerShown: (id) => calls.push(`answerShown:${id}`),
      openPanel: (windowId) => {
        calls.push(`openPanel:${windowId}`);
        return Promise.resolve(true);
      },
      readSelection: (tabId) => {
        calls.push(`readSelection:${tabId}`);
        return tabId === 5
          ? Promise.reject(new Error('Cannot access'))
          : Promise.resolve({ text: selection, length: 0 });
      },
      showNotice: (text) => {
        calls.push(`showNotice:${text.slice(0, 12)}`);
        return Promise.resolve();
      },
      fileAccess: () => false,
      isPanelOpen: () => Promise.resolve(false),
      rememberCard: () => calls.push('rememberCard'),
      buttonAllows: () => Promise.resolve(true),
      buttonWaits: false,
      injectCard: () => Promise.resolve(),
    };
    return { deps, calls };
  }
  const BROWSER_PAGE = { id: 5, windowId: 2, incognito: false, url: 'chrome://settings/' };

  it('on a page no script may run on, opens the popup inside the key press, and nothing else', async () => {
    const { deps, calls } = recording('opens');
    const done = handleQuickLookCommand(BROWSER_PAGE, deps);
    expect(calls).toEqual(['openPopup:2']);
    await done;
    expect(calls).toEqual(['openPopup:2']);
  });

  it('where the popup cannot open, falls back to the side panel, as before', async () => {
    const { deps, calls } = recording('refuses');
    await handleQuickLookCommand(BROWSER_PAGE, deps);
    expect(calls.slice(0, 3)).toEqual(['openPopup:2', 'openPanel:2', 'readSelection:5']);
    const without = recording('none');
    await quickLookWithoutCard(BROWSER_PAGE, without.deps);
    expect(without.calls[0]).toBe('openPanel:2');
  });

  it('in a private window (the selection can be read, no card can go), opens the side panel first', async () => {
    const { deps, calls } = recording('opens');
    await handleQuickLookCommand({ ...BROWSER_PAGE, id: 6, incognito: true, url: 'https://example.org/' }, deps);
    expect(calls[0]).toBe('openPanel:2');
    expect(calls).not.toContain('openPopup:2');
  });

  it('where the address looked scriptable and was not, opens the popup after the failed read', async () => {
    const { deps, calls } = recording('opens');
    await handleQuickLookCommand({ ...BROWSER_PAGE, url: undefined }, deps);
    expect(calls).toEqual(['readSelection:5', 'openPopup:2']);
  });

  it('popupOpener: none without openPopup; a throw or a refusal is false; no window id for an unknown window', async () => {
    expect(popupOpener(undefined)).toBeUndefined();
    expect(popupOpener({})).toBeUndefined();
    const asked: unknown[] = [];
    const open = popupOpener({
      openPopup: (options) => {
        asked.push(options);
        return Promise.resolve();
      },
    });
    expect(await open?.(-2)).toBe(true);
    expect(await open?.(4)).toBe(true);
    expect(asked).toEqual([undefined, { windowId: 4 }]);
    const throwing = popupOpener({
      openPopup: () => {
        throw new Error('not allowed');
      },
    });
    expect(await throwing?.(1)).toBe(false);
  });
});
