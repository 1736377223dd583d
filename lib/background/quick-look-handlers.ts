import type { QuickLookTabs } from '../browser/quick-look-tabs';
import type { ButtonClick } from '../browser/quick-look';
import { QUICK_LOOK_CLOSE, QUICK_LOOK_PAGE } from '../in-page/extension-api';
import { answerQuerySchema, cachedQuerySchema, searchIdSchema, selectionMessageSchema } from '../search/message-schema';
import { fail } from '../api/search-error';
import { t } from '../i18n/messages';
import type { ExpectedCost, QuickLookStart, SearchMessage, SearchOutcome, SearchView } from '../search/search-message';
import type { SearchService } from '../search/search-service';
import type { MessageSender } from './sender-view';
import { quickBoxAllows } from './quick-box-rule';

/** What the browser says of the sender of a quick-look message. */
export interface QuickLookSender extends MessageSender {
  url?: string;
  frameId?: number;
  tab?: { id?: number; windowId?: number; incognito?: boolean; url?: string };
}

export interface QuickLookHandlerDeps {
  ownId: string;
  quickLooks: QuickLookTabs;
  service: Pick<SearchService, 'answer' | 'showInWindow' | 'searchCost'>;
  viewOf: (sender: MessageSender, windowId: number | undefined) => Promise<SearchView>;
  /** Sends a message to one frame of a tab (tabs.sendMessage). */
  sendToFrame: (tabId: number, frameId: number, message: unknown) => Promise<unknown>;
  onButton: (click: ButtonClick) => Promise<void>;
}

/**
 * The quick look's messages, each checked against who the browser says sent it: the card page
 * (this extension's quick-look.html, in a tab's frame) asks for its tab's quick look and its
 * outcome and to be closed; the selection button's content script (this extension's script in
 * a web page) reports a click. Nothing of the quick look goes to anyone else.
 *
 * A card never searches by itself (issue 38, M1): a card page in a frame asks for its tab's
 * quick look by id and gets its answer — from memory, the history or the cache — or hears that
 * it is gone; a `search` it sends is its quick look's search again, taken only after that one
 * failed, was lost or waits for the person, never once it was answered, and never another tab's
 * or other words — except in a quick box, which sends the words typed into it (quick-box-rule.ts). Only a card page that is a tab of its own (`quick-look.html?q=…`) searches freely.
 */
export function createQuickLookHandlers(deps: QuickLookHandlerDeps) {
  /** The card page's tab, when the sender is this extension's card page in a tab. */
  const cardTab = (sender: QuickLookSender): number | undefined =>
    sender.id === deps.ownId && isCardPage(sender.url) ? sender.tab?.id : undefined;

  /** The outcome of a quick look's search if this worker holds it and it has come; undefined while it runs. */
  const settledOutcome = (id: string | undefined) => {
    const held = id === undefined ? undefined : deps.quickLooks.outcome(id);
    // A settled promise's reaction is queued first: it wins the race against the one settled after it.
    return held && Promise.race([held, Promise.resolve(undefined)]);
  };

  return {
    async take(sender: QuickLookSender): Promise<QuickLookStart | null> {
      const tabId = cardTab(sender);
      if (tabId === undefined) return null;
      const quickLook = await deps.quickLooks.take(tabId, sender.tab?.url ?? '');
      if (!quickLook) return null;
      const windowId = sender.tab?.windowId ?? quickLook.windowId;
      const outcome = quickLook.state === 'ready' ? undefined : await settledOutcome(quickLook.message?.id);
      return {
        message: quickLook.message,
        ...(windowId !== undefined && { windowId }),
        ...(quickLook.state === 'ready' && { ready: true }),
        ...(quickLook.box && { box: true }),
        ...(outcome && { outcome }),
      };
    },

    /** The answer of the sender's tab's quick look, by its id: null when it is gone (or not this tab's). */
    async outcome(data: unknown, sender: QuickLookSender): Promise<SearchOutcome | null> {
      const parsed = searchIdSchema.safeParse(data);
      const tabId = cardTab(sender);
      if (tabId === undefined || !parsed.success) return null;
      const { id } = parsed.data;
      const quickLook = await deps.quickLooks.take(tabId, sender.tab?.url ?? '');
      // Bound to the sender's tab: a card learns only its own tab's quick look.
      if (quickLook?.message?.id !== id || quickLook.state === 'ready') return null;
      const held = deps.quickLooks.outcome(id);
      if (held) return held;
      const view = await deps.viewOf(sender, quickLook.windowId);
      const found = await deps.service.answer({ id, request: quickLook.message.request }, view);
      if (found.ok) return found;
      deps.quickLooks.markGone(tabId, id);
      return null;
    },

    /**
     * A `search` message, let through or refused by who sent it: `run` unless the sender is a card
     * page in a frame whose tab's quick look may not be sent again (see above).
     */
    async search(
      message: SearchMessage,
      sender: QuickLookSender,
      run: () => Promise<SearchOutcome>,
    ): Promise<SearchOutcome> {
      if (!isCardPage(sender.url) || sender.frameId === 0) return run();
      const tabId = sender.tab?.id;
      const quickLook = tabId === undefined ? undefined : await deps.quickLooks.take(tabId, sender.tab?.url ?? '');
      const sent = quickLook?.message;
      const { id } = message;
      if (tabId !== undefined && id !== undefined && quickBoxAllows(quickLook, message)) {
        // Words typed into a quick box: the tab's quick look is this search now (issue 41).
        const typed = run();
        deps.quickLooks.resend(tabId, { ...message, id }, typed);
        return typed;
      }
      const waiting = quickLook?.state === 'failed' || quickLook?.state === 'gone' || quickLook?.state === 'ready';
      if (tabId === undefined || !sent || !waiting || id === undefined || id === sent.id) return refused();
      if (message.request.query !== sent.request.query) return refused();
      const outcome = run();
      deps.quickLooks.resend(tabId, { ...message, id }, outcome);
      return outcome;
    },

    async close(sender: QuickLookSender): Promise<void> {
      const tabId = cardTab(sender);
      if (tabId === undefined) return;
      const frameId = deps.quickLooks.frameOf(tabId) ?? (await deps.quickLooks.take(tabId))?.frameId ?? 0;
      await deps.sendToFrame(tabId, frameId, { type: QUICK_LOOK_CLOSE }).catch(() => undefined);
    },

    async showInWindow(data: unknown, sender: QuickLookSender): Promise<{ ok: boolean }> {
      const parsed = answerQuerySchema.safeParse(data);
      if (sender.id !== deps.ownId || !parsed.success) return { ok: false };
      const view = await deps.viewOf(sender, parsed.data.windowId);
      return { ok: await deps.service.showInWindow(parsed.data, view) };
    },

    /** The card's cost line before its answer: cached, or what the ledger saw the same kind of search bill. */
    async cost(data: unknown, sender: QuickLookSender): Promise<ExpectedCost> {
      const parsed = cachedQuerySchema.safeParse(data);
      if (sender.id !== deps.ownId || !parsed.success) return { kind: 'unknown' };
      const view = await deps.viewOf(sender, parsed.data.windowId);
      const { cached, expected } = await deps.service.searchCost(parsed.data.request, view);
      if (cached) return { kind: 'cached' };
      return expected === undefined ? { kind: 'unknown' } : { kind: 'known', credits: expected };
    },

    async button(data: unknown, sender: QuickLookSender): Promise<void> {
      const parsed = selectionMessageSchema.safeParse(data);
      const tab = sender.tab;
      // This extension's content script in a web page, never one of its own pages.
      if (sender.id !== deps.ownId || isExtensionPage(sender.url) || tab?.id === undefined) return;
      if (!parsed.success) return;
      const { text, length } = parsed.data;
      await deps.onButton({
        text,
        length: length ?? text.length,
        tab: { ...tab, id: tab.id },
        frameId: sender.frameId ?? 0,
        url: sender.url,
      });
    },
  };
}

const refused = (): Promise<SearchOutcome> => Promise.resolve(fail('invalid-request', t('errCardSearchRefused')));

function isExtensionPage(url: string | undefined): boolean {
  return url === undefined || /^(?:chrome|moz)-extension:/u.test(url);
}

/** This extension's card page (in Chrome at its dynamic address: the path is what says so). */
function isCardPage(url: string | undefined): boolean {
  if (!url || !isExtensionPage(url)) return false;
  try {
    return new URL(url).pathname === QUICK_LOOK_PAGE;
  } catch {
    return false;
  }
}
