import type { SearchOutcome, SearchView } from '../search/search-message';
import type { CardTarget } from './quick-look';
import type { PendingMessage } from './selection-search';
import { pageOf, readTabQuickLook, type TabQuickLook } from './tab-quick-look';

export type { QuickLookState, TabQuickLook } from './tab-quick-look';

/** The slice of storage.session this needs. */
export interface SessionArea {
  get(keys: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string): Promise<void>;
}

/** How many searches' outcomes are kept for cards that have not asked yet. */
const KEPT_OUTCOMES = 8;
/** At most one quick look from the selection button per tab this often (issue 38, M2). */
export const BUTTON_INTERVAL_MS = 3_000;

export function quickLookKey(tabId: number): `quickLook:${number}` {
  return `quickLook:${tabId}`;
}

/**
 * Each tab's quick look — one card per tab, the newest — for its card page, which names none
 * (its address carries no query: the page it sits in must not learn it). Kept in memory with
 * the search's outcome, which the card waits for, and in storage.session with its id and state,
 * so that a stopped worker still knows it was answered: a card page that loads again shows that
 * answer by id and never sends it again (issue 38, M1).
 */
export function quickLookTabs(area: SessionArea, closeCardIn: (target: CardTarget) => Promise<unknown>) {
  const tabs = new Map<number, TabQuickLook>();
  const outcomes = new Map<string, Promise<SearchOutcome>>();

  const keep = (tabId: number, entry: TabQuickLook) => {
    tabs.set(tabId, entry);
    void area.set({ [quickLookKey(tabId)]: entry }).catch(() => undefined);
  };
  const follow = (tabId: number, id: string, outcome: Promise<SearchOutcome>) => {
    outcomes.set(id, outcome);
    for (const kept of outcomes.keys()) {
      if (outcomes.size <= KEPT_OUTCOMES) break;
      outcomes.delete(kept);
    }
    void outcome.then(
      (settled) => {
        const entry = tabs.get(tabId);
        if (entry?.message?.id === id) keep(tabId, { ...entry, state: settled.ok ? 'answered' : 'failed' });
      },
      () => undefined,
    );
  };
  const take = async (tabId: number): Promise<TabQuickLook | undefined> => {
    const known = tabs.get(tabId);
    if (known) return known;
    const key = quickLookKey(tabId);
    const found: Record<string, unknown> = await area.get(key).catch(() => ({}));
    const stored = readTabQuickLook(found[key]);
    if (!stored || tabs.has(tabId)) return tabs.get(tabId) ?? undefined;
    tabs.set(tabId, stored);
    return stored;
  };

  const forget = (tabId: number): void => {
    const message = tabs.get(tabId)?.message;
    if (message) outcomes.delete(message.id);
    tabs.delete(tabId);
    void area.remove(quickLookKey(tabId)).catch(() => undefined);
  };

  return {
    /**
     * The tab's new quick look: its search (`outcome` when it was started; none: `ready`, waiting
     * for the person) or null for nothing selected. `button`: it came from the selection button.
     */
    remember: (
      target: CardTarget,
      message: PendingMessage | null,
      view: SearchView,
      outcome?: Promise<SearchOutcome>,
      made: { button?: boolean; url?: string } = {},
    ): void => {
      const page = pageOf(made.url);
      const previous = tabs.get(target.tabId);
      // One card per tab: the one in another frame goes (this frame's own script replaces its card).
      if (previous && previous.frameId !== target.frameId) {
        void closeCardIn({ tabId: target.tabId, frameId: previous.frameId }).catch(() => undefined);
      }
      keep(target.tabId, {
        message,
        frameId: target.frameId,
        ...(view.windowId !== undefined && { windowId: view.windowId }),
        at: Date.now(),
        ...(message && { state: outcome ? 'running' : 'ready' }),
        // Nothing selected: the card is a quick box (it may send what the person types).
        ...(message === null && { box: true as const }),
        ...(made.button && { button: true }),
        ...(page !== undefined && { page }),
      });
      if (message && outcome) follow(target.tabId, message.id, outcome);
    },

    /**
     * The tab's quick look for a card page in it: from memory, else (the worker was stopped
     * meanwhile) from storage.session — none once the tab has gone to another page than the one
     * it was made on (`tabUrl`, as the browser names the card's tab: '' once the grant that let
     * the extension read it went with the page; undefined: not asked).
     */
    async take(tabId: number, tabUrl?: string): Promise<TabQuickLook | undefined> {
      const entry = await take(tabId);
      if (tabUrl === undefined || entry?.page === undefined || pageOf(tabUrl) === entry.page) return entry;
      forget(tabId);
      return undefined;
    },

    /** The outcome of a quick look's search, while this worker holds it; undefined after a restart. */
    outcome(id: string): Promise<SearchOutcome> | undefined {
      return outcomes.get(id);
    },

    /**
     * The card sends its quick look's search again (Retry, Search anyway, Search again, or the
     * first time for a `ready` one) under a new id, or a quick box sends what the person typed:
     * the tab's quick look is that search now.
     */
    resend(tabId: number, message: PendingMessage, outcome: Promise<SearchOutcome>): void {
      const entry = tabs.get(tabId);
      if (!entry) return;
      keep(tabId, { ...entry, message, state: 'running' });
      follow(tabId, message.id, outcome);
    },

    /** Its answer is no longer kept anywhere: the card offers Search again (a person's click). */
    markGone(tabId: number, id: string): void {
      const entry = tabs.get(tabId);
      if (entry?.message?.id === id) keep(tabId, { ...entry, state: 'gone' });
    },

    /**
     * Whether the selection button may start a quick look of `query` in the tab now: at most one
     * every BUTTON_INTERVAL_MS, and none for the words the tab's quick look already has.
     */
    buttonAllows: async (tabId: number, query: string, now = Date.now()): Promise<boolean> => {
      const entry = await take(tabId);
      if (!entry) return true;
      if (entry.button && now - entry.at < BUTTON_INTERVAL_MS) return false;
      return entry.message?.request.query !== query;
    },

    /** The frame of the tab's card, to close it. */
    frameOf(tabId: number): number | undefined {
      return tabs.get(tabId)?.frameId;
    },

    /** A tab closed: its quick look goes too. */
    forgetTab: forget,
  };
}

export type QuickLookTabs = ReturnType<typeof quickLookTabs>;
