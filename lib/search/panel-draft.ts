import { defineStoredItem } from '../storage/stored-item';
import { HANDOVER_FRESH_MS, isFresh } from './current-search';

/**
 * Text a surface typed into a window's search box without searching it ("Search this
 * site…" from the page's menu: `site:host `, for the person to finish). Nothing is sent
 * and no credit spent until they press Enter. One small item in storage.session, like the
 * panel's notice: a panel already open sees it change, one that opens reads it on load.
 */
export interface PanelDraft {
  query: string;
  /** When it was typed: a page takes each draft once, and only while it is fresh (see draftIsFor). */
  at: number;
  /** The window whose panel it is for: other windows' pages leave it alone. */
  windowId: number;
}

export const panelDraftItem = defineStoredItem<PanelDraft | null>('session:panelDraft', { fallback: null });

/**
 * How long a draft waits for its panel. The panel opens with the click that made it, so
 * this only keeps a panel opened much later (say, the next day's first) from being
 * filled with an old draft the person forgot about. A pending search lives as long (isFresh).
 */
export { HANDOVER_FRESH_MS as DRAFT_FRESH_MS };

/**
 * Whether a page in `windowId` takes the draft: it is that window's, fresh, and newer than
 * the search the page shows (a search started since has replaced what was typed).
 */
export function draftIsFor(draft: PanelDraft, windowId: number | undefined, shownSince: number, now: number): boolean {
  return draft.windowId === windowId && draft.at > shownSince && isFresh(draft.at, now);
}
