import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { quickLookKey, quickLookTabs } from '../../lib/browser/quick-look-tabs';
import type { CardTarget } from '../../lib/browser/quick-look';
import { createQuickLookHandlers, type QuickLookSender } from '../../lib/background/quick-look-handlers';
import type { SearchOutcome } from '../../lib/search/search-message';
import { EMPTY_LEDGER, type CreditLedger } from '../../lib/credits/credit-ledger';
import { costKey, searchCost } from '../../lib/credits/expected-cost';
import { normalizeRequest } from '../../lib/api/normalize-request';

const VIEW = { windowId: 3, private: false };
const MESSAGE = { id: 'ql-1', source: 'quick-look' as const, request: { query: 'ada lovelace' } };
const OUTCOME: SearchOutcome = { ok: false, error: { kind: 'timeout', message: 'slow' } };
const OWN = 'own-extension-id';
const CARD_URL = 'chrome-extension://dynamic-id/quick-look.html';

let closed: CardTarget[];
beforeEach(() => {
  fakeBrowser.reset();
  closed = [];
});

function tabs() {
  return quickLookTabs(fakeBrowser.storage.session, (target) => {
    closed.push(target);
    return Promise.resolve();
  });
}

describe('each tab’s quick look', () => {
  it('is kept for the card, with its search’s outcome, and in storage.session for a restarted worker', async () => {
    const store = tabs();
    store.remember({ tabId: 9, frameId: 0 }, MESSAGE, VIEW, Promise.resolve(OUTCOME));
    expect(await store.take(9)).toMatchObject({ message: MESSAGE, frameId: 0, windowId: 3 });
    expect(await store.outcome('ql-1')).toEqual(OUTCOME);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // A new worker: memory empty, storage still says.
    expect(await tabs().take(9)).toMatchObject({ message: MESSAGE, frameId: 0 });
    expect(tabs().outcome('ql-1')).toBeUndefined();
  });

  it('one card per tab: a new one in another frame closes the old one there', () => {
    const store = tabs();
    store.remember({ tabId: 9, frameId: 0 }, MESSAGE, VIEW);
    store.remember({ tabId: 9, frameId: 4 }, { ...MESSAGE, id: 'ql-2' }, VIEW);
    expect(closed).toEqual([{ tabId: 9, frameId: 0 }]);
    expect(store.frameOf(9)).toBe(4);
  });

  it('goes with its tab', async () => {
    const store = tabs();
    store.remember({ tabId: 9, frameId: 0 }, MESSAGE, VIEW, Promise.resolve(OUTCOME));
    store.forgetTab(9);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await store.take(9)).toBeUndefined();
    expect((await fakeBrowser.storage.session.get(quickLookKey(9)))[quickLookKey(9)]).toBeUndefined();
  });

  it('reads a damaged stored record as none', async () => {
    await fakeBrowser.storage.session.set({ [quickLookKey(9)]: { message: { id: 3 }, frameId: 'x' } });
    expect(await tabs().take(9)).toBeUndefined();
  });
});

describe('the quick look’s messages, by who sent them', () => {
  function handlers(ledger: CreditLedger = EMPTY_LEDGER, cached = false) {
    const store = tabs();
    store.remember({ tabId: 9, frameId: 2 }, MESSAGE, VIEW, Promise.resolve(OUTCOME));
    const sent: Array<[number, number, unknown]> = [];
    const buttons: unknown[] = [];
    const quickLook = createQuickLookHandlers({
      ownId: OWN,
      quickLooks: store,
      service: {
        answer: () => Promise.resolve({ ok: false, gone: true }),
        showInWindow: () => Promise.resolve(true),
        // What the service answers (answer-lookups.ts): no figure for a request it would not send.
        searchCost: (request) => {
          const normalized = normalizeRequest(request);
          return Promise.resolve(
            normalized.ok ? { cached, expected: searchCost(ledger, normalized.value) } : { cached: false },
          );
        },
      },
      viewOf: (sender) => Promise.resolve({ windowId: sender.tab?.windowId, private: false }),
      sendToFrame: (tabId, frameId, message) => {
        sent.push([tabId, frameId, message]);
        return Promise.resolve();
      },
      onButton: (click) => {
        buttons.push(click);
        return Promise.resolve();
      },
    });
    return { quickLook, sent, buttons };
  }
  const card: QuickLookSender = { id: OWN, url: CARD_URL, tab: { id: 9, windowId: 3 }, frameId: 11 };

  it('give the card page its tab’s quick look, its window, and its outcome', async () => {
    const { quickLook } = handlers();
    expect(await quickLook.take(card)).toEqual({ message: MESSAGE, windowId: 3 });
    expect(await quickLook.outcome({ id: 'ql-1' }, card)).toEqual(OUTCOME);
  });

  it.each<[string, QuickLookSender]>([
    ['another extension', { ...card, id: 'someone-else' }],
    ['a content script in the page (this extension, the page’s address)', { ...card, url: 'https://example.org/' }],
    ['another page of this extension', { ...card, url: 'chrome-extension://dynamic-id/sidepanel.html' }],
    ['a card with no tab', { id: OWN, url: CARD_URL }],
  ])('tell nothing to %s', async (_case, sender) => {
    const { quickLook, sent } = handlers();
    expect(await quickLook.take(sender)).toBeNull();
    expect(await quickLook.outcome({ id: 'ql-1' }, sender)).toBeNull();
    await quickLook.close(sender);
    expect(sent).toEqual([]);
  });

  it('close the card in the frame it was put into (not the card’s own frame)', async () => {
    const { quickLook, sent } = handlers();
    await quickLook.close(card);
    expect(sent).toEqual([[9, 2, { type: 'quickLookClose' }]]);
  });

  it('take the selection button’s click only from this extension’s script in a web page', async () => {
    const { quickLook, buttons } = handlers();
    const script: QuickLookSender = { id: OWN, url: 'https://example.org/a', tab: { id: 9, windowId: 3 }, frameId: 5 };
    await quickLook.button({ text: 'ada', length: 3 }, script);
    await quickLook.button({ text: 'ada', length: 3 }, { ...script, id: 'someone-else' });
    await quickLook.button({ text: 'ada', length: 3 }, card);
    await quickLook.button({ text: 'x'.repeat(9000), length: 9000 }, script);
    await quickLook.button({ text: 42 }, script);
    expect(buttons).toEqual([
      { text: 'ada', length: 3, tab: { id: 9, windowId: 3 }, frameId: 5, url: 'https://example.org/a' },
    ]);
  });

  it('say what the card’s search is expected to cost, from the ledger the card does not carry', async () => {
    // Before the ledger has seen one, the price the recorded answers show (never "free").
    expect(await handlers().quickLook.cost({ request: { query: 'ada' } }, card)).toEqual({ kind: 'known', credits: 1 });
    const seen = { ...EMPTY_LEDGER, costs: { [costKey('web')]: 2 } };
    expect(await handlers(seen).quickLook.cost({ request: { query: 'ada' } }, card)).toEqual({
      kind: 'known',
      credits: 2,
    });
    expect(await handlers(seen, true).quickLook.cost({ request: { query: 'ada' } }, card)).toEqual({ kind: 'cached' });
    // A request that would not be sent has no cost to tell.
    expect(await handlers(seen).quickLook.cost({ request: { query: '' } }, card)).toEqual({ kind: 'unknown' });
  });
});
