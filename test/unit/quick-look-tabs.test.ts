import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BUTTON_INTERVAL_MS, quickLookKey, quickLookTabs } from '../../lib/browser/quick-look-tabs';
import type { CardTarget } from '../../lib/browser/quick-look';
import { createQuickLookHandlers, type QuickLookSender } from '../../lib/background/quick-look-handlers';
import type { AnswerOutcome, SearchOutcome } from '../../lib/search/search-message';
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
  /** The card's tab (9) has the quick look MESSAGE, in frame 2, failed with OUTCOME. */
  function rememberedStore() {
    const store = tabs();
    store.remember({ tabId: 9, frameId: 2 }, MESSAGE, VIEW, Promise.resolve(OUTCOME));
    return store;
  }
  function handlers(
    ledger: CreditLedger = EMPTY_LEDGER,
    cached = false,
    store = rememberedStore(),
    answer: AnswerOutcome = { ok: false, gone: true },
  ) {
    const sent: Array<[number, number, unknown]> = [];
    const buttons: unknown[] = [];
    const quickLook = createQuickLookHandlers({
      ownId: OWN,
      quickLooks: store,
      service: {
        answer: () => Promise.resolve(answer),
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

  it('give the card page its tab’s quick look, its window, and its outcome — in the first reply once it has come', async () => {
    const { quickLook } = handlers();
    expect(await quickLook.take(card)).toEqual({ message: MESSAGE, windowId: 3, outcome: OUTCOME });
    expect(await quickLook.outcome({ id: 'ql-1' }, card)).toEqual(OUTCOME);
  });

  it('give a card whose search still runs its quick look without an outcome: the card then waits for it', async () => {
    const store = tabs();
    let settle: (outcome: SearchOutcome) => void = () => undefined;
    store.remember({ tabId: 9, frameId: 2 }, MESSAGE, VIEW, new Promise<SearchOutcome>((done) => (settle = done)));
    const { quickLook } = handlers(EMPTY_LEDGER, false, store);
    expect(await quickLook.take(card)).toEqual({ message: MESSAGE, windowId: 3 });
    const waited = quickLook.outcome({ id: 'ql-1' }, card);
    settle(OUTCOME);
    expect(await waited).toEqual(OUTCOME);
    expect(await quickLook.take(card)).toEqual({ message: MESSAGE, windowId: 3, outcome: OUTCOME });
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

describe('a card never searches by itself (issue 38, M1)', () => {
  const card: QuickLookSender = {
    id: OWN,
    url: CARD_URL,
    tab: { id: 9, windowId: 3, url: 'https://example.org/article#part' },
    frameId: 11,
  };
  const ANSWER: SearchOutcome = {
    ok: true,
    record: {
      id: 'ql-1',
      status: 'success',
      request: MESSAGE.request,
      source: 'quick-look',
      startedAt: 1,
      finishedAt: 2,
    },
    response: { query: 'ada lovelace', organic: [] } as unknown as Extract<SearchOutcome, { ok: true }>['response'],
  };
  function handlersOver(store: ReturnType<typeof tabs>, answer: AnswerOutcome = { ok: false, gone: true }) {
    const asked: string[] = [];
    const quickLook = createQuickLookHandlers({
      ownId: OWN,
      quickLooks: store,
      service: {
        answer: (query) => {
          asked.push(query.id);
          return Promise.resolve(answer);
        },
        showInWindow: () => Promise.resolve(true),
        searchCost: () => Promise.resolve({ cached: false }),
      },
      viewOf: () => Promise.resolve(VIEW),
      sendToFrame: () => Promise.resolve(),
      onButton: () => Promise.resolve(),
    });
    return { quickLook, asked };
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
  const made = { url: 'https://example.org/article' };
  let searches: number;
  const run = () => {
    searches += 1;
    return Promise.resolve(ANSWER);
  };
  beforeEach(() => (searches = 0));

  it('a stopped worker still knows the quick look was answered: the card gets it by id, and a search from it is refused', async () => {
    tabs().remember({ tabId: 9, frameId: 2 }, MESSAGE, VIEW, Promise.resolve(ANSWER), made);
    await settled();
    // A new worker: nothing in memory; storage.session says it was answered.
    const store = tabs();
    expect(await store.take(9)).toMatchObject({ state: 'answered', message: MESSAGE });
    const { quickLook, asked } = handlersOver(store, ANSWER);
    expect(await quickLook.outcome({ id: 'ql-1' }, card)).toEqual(ANSWER);
    expect(asked).toEqual(['ql-1']);
    // The card page asks to send it again (the code before issue 38 did when the worker had lost it).
    for (const id of ['ql-1', 'ql-2']) {
      const outcome = await quickLook.search({ ...MESSAGE, id }, card, run);
      expect(outcome).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    }
    expect(searches).toBe(0);
  });

  it('an answer kept nowhere is gone: said to the card, which may then send it again once, at the person’s click', async () => {
    tabs().remember({ tabId: 9, frameId: 2 }, MESSAGE, VIEW, Promise.resolve(ANSWER), made);
    await settled();
    const store = tabs();
    const { quickLook } = handlersOver(store);
    expect(await quickLook.outcome({ id: 'ql-1' }, card)).toBeNull();
    await settled();
    expect(await tabs().take(9)).toMatchObject({ state: 'gone' });
    // The same id again, or other words: refused. A new id for the same words: sent, once.
    expect(await quickLook.search({ ...MESSAGE }, card, run)).toMatchObject({ ok: false });
    expect(
      await quickLook.search({ ...MESSAGE, id: 'ql-2', request: { query: 'grace hopper' } }, card, run),
    ).toMatchObject({
      ok: false,
    });
    expect(await quickLook.search({ ...MESSAGE, id: 'ql-2' }, card, run)).toEqual(ANSWER);
    await settled();
    expect(await quickLook.search({ ...MESSAGE, id: 'ql-3' }, card, run)).toMatchObject({ ok: false });
    expect(searches).toBe(1);
    expect(await store.take(9)).toMatchObject({ state: 'answered', message: { id: 'ql-2' } });
  });

  it('a failed quick look may be sent again (Retry, Search anyway); a ready one (Firefox’s button) once', async () => {
    const store = tabs();
    store.remember({ tabId: 9, frameId: 2 }, MESSAGE, VIEW, Promise.resolve(OUTCOME), made);
    await settled();
    const { quickLook } = handlersOver(store);
    expect(await quickLook.search({ ...MESSAGE, id: 'ql-2', overBudgetOk: true }, card, run)).toEqual(ANSWER);
    const ready = tabs();
    ready.remember({ tabId: 9, frameId: 2 }, MESSAGE, VIEW, undefined, { ...made, button: true });
    const handlersReady = handlersOver(ready).quickLook;
    expect(await handlersReady.take(card)).toMatchObject({ ready: true });
    expect(await handlersReady.outcome({ id: 'ql-1' }, card)).toBeNull();
    expect(await handlersReady.search({ ...MESSAGE, id: 'ql-4' }, card, run)).toEqual(ANSWER);
    expect(searches).toBe(2);
  });

  it('a card page learns and sends only its own tab’s quick look, and only on the page it was made on', async () => {
    const store = tabs();
    store.remember({ tabId: 9, frameId: 2 }, MESSAGE, VIEW, Promise.resolve(OUTCOME), made);
    await settled();
    const { quickLook } = handlersOver(store, ANSWER);
    const otherTab = { ...card, tab: { ...card.tab, id: 10 } };
    expect(await quickLook.outcome({ id: 'ql-1' }, otherTab)).toBeNull();
    expect(await quickLook.search({ ...MESSAGE, id: 'ql-2' }, otherTab, run)).toMatchObject({ ok: false });
    // The tab went to another page (or its address can no longer be read): the quick look goes.
    const elsewhere = { ...card, tab: { ...card.tab, url: 'https://example.org/other' } };
    expect(await quickLook.take(elsewhere)).toBeNull();
    expect(await store.take(9)).toBeUndefined();
    expect(searches).toBe(0);
  });

  it('lets every other page search as before, and a card that is a tab of its own (quick-look.html?q=…)', async () => {
    const { quickLook } = handlersOver(tabs());
    const panel: QuickLookSender = { id: OWN, url: 'chrome-extension://own/sidepanel.html' };
    expect(await quickLook.search({ ...MESSAGE }, panel, run)).toEqual(ANSWER);
    expect(await quickLook.search({ ...MESSAGE }, { ...card, frameId: 0 }, run)).toEqual(ANSWER);
    expect(searches).toBe(2);
  });

  it('the selection button: one quick look every 3 s per tab, and none for the words the tab’s quick look has', async () => {
    const store = tabs();
    expect(await store.buttonAllows(9, 'ada lovelace', 1_000)).toBe(true);
    store.remember({ tabId: 9, frameId: 0 }, MESSAGE, VIEW, Promise.resolve(ANSWER), { button: true });
    const at = (await store.take(9))!.at;
    expect(await store.buttonAllows(9, 'grace hopper', at + BUTTON_INTERVAL_MS - 1)).toBe(false);
    expect(await store.buttonAllows(9, 'grace hopper', at + BUTTON_INTERVAL_MS)).toBe(true);
    expect(await store.buttonAllows(9, 'ada lovelace', at + 60_000)).toBe(false);
    expect(await store.buttonAllows(10, 'ada lovelace', at)).toBe(true);
  });
});
