import * as z from 'zod/mini';
import { searchMessageSchema } from '../search/message-schema';
import type { PendingMessage } from './selection-search';
import type { SearchOutcome, SearchView } from '../search/search-message';
import type { CardTarget } from './quick-look';

/**
 * A tab's quick look, as the card page asks for it, and as storage.session keeps it (a card
 * still finds it after the worker was stopped): read back with this schema, a damaged one is
 * none.
 */
const tabQuickLookSchema = z.object({
  /** The search the card shows (its options filled in); null when nothing was selected. */
  message: z.nullable(z.extend(searchMessageSchema, { id: z.string() })),
  /** The frame the card is in (the selection's). */
  frameId: z.int(),
  /** The tab's window: the card opens the side panel there. */
  windowId: z.optional(z.int()),
  at: z.catch(z.number(), 0),
});
export type TabQuickLook = z.output<typeof tabQuickLookSchema>;

/** The slice of storage.session this needs. */
export interface SessionArea {
  get(keys: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string): Promise<void>;
}

/** How many searches' outcomes are kept for cards that have not asked yet. */
const KEPT_OUTCOMES = 8;

export function quickLookKey(tabId: number): `quickLook:${number}` {
  return `quickLook:${tabId}`;
}

/**
 * Each tab's quick look — one card per tab, the newest — for its card page, which names none
 * (its address carries no query: the page it sits in must not learn it). Kept in memory with
 * the search's outcome, which the card waits for, and in storage.session, so a card still
 * finds its search after the worker was stopped (it then asks for the answer by id, like any page).
 */
export function quickLookTabs(area: SessionArea, closeCardIn: (target: CardTarget) => Promise<unknown>) {
  const tabs = new Map<number, TabQuickLook>();
  const outcomes = new Map<string, Promise<SearchOutcome>>();

  return {
    remember(target: CardTarget, message: PendingMessage | null, view: SearchView, outcome?: Promise<SearchOutcome>) {
      const previous = tabs.get(target.tabId);
      // One card per tab: the one in another frame goes (this frame's own script replaces its card).
      if (previous && previous.frameId !== target.frameId) {
        void closeCardIn({ tabId: target.tabId, frameId: previous.frameId }).catch(() => undefined);
      }
      const entry: TabQuickLook = {
        message,
        frameId: target.frameId,
        ...(view.windowId !== undefined && { windowId: view.windowId }),
        at: Date.now(),
      };
      tabs.set(target.tabId, entry);
      void area.set({ [quickLookKey(target.tabId)]: entry }).catch(() => undefined);
      if (message && outcome) {
        outcomes.set(message.id, outcome);
        for (const id of outcomes.keys()) {
          if (outcomes.size <= KEPT_OUTCOMES) break;
          outcomes.delete(id);
        }
      }
    },

    /** The tab's quick look: from memory, else (the worker was stopped meanwhile) from storage.session. */
    async take(tabId: number): Promise<TabQuickLook | undefined> {
      const known = tabs.get(tabId);
      if (known) return known;
      const key = quickLookKey(tabId);
      const found: Record<string, unknown> = await area.get(key).catch(() => ({}));
      const stored = found[key];
      const read = tabQuickLookSchema.safeParse(stored);
      return read.success ? read.data : undefined;
    },

    /** The outcome of a quick look's search, while this worker holds it; undefined after a restart. */
    outcome(id: string): Promise<SearchOutcome> | undefined {
      return outcomes.get(id);
    },

    /** The frame of the tab's card, to close it. */
    frameOf(tabId: number): number | undefined {
      return tabs.get(tabId)?.frameId;
    },

    /** A tab closed: its quick look goes too. */
    forgetTab(tabId: number): void {
      const message = tabs.get(tabId)?.message;
      if (message) outcomes.delete(message.id);
      tabs.delete(tabId);
      void area.remove(quickLookKey(tabId)).catch(() => undefined);
    },
  };
}

export type QuickLookTabs = ReturnType<typeof quickLookTabs>;
