import { defineStoredItem } from '../storage/stored-item';
import type { MessageKey } from '../i18n/messages';

/**
 * A word for the side panel from a surface that opened it without a search (the
 * selection shortcut with nothing selected). The panel shows it until a newer search.
 */
export interface PanelNotice {
  text: string;
  at: number;
  /** The window whose panel opened without a search: only its pages show the notice. */
  windowId?: number;
}

export const panelNoticeItem = defineStoredItem<PanelNotice | null>('session:panelNotice', {
  fallback: null,
});

/** The notices' message names (the text is looked up when shown, in the browser's language). */
export const NO_SELECTION_NOTICE = 'noSelectionNotice' satisfies MessageKey;
export const UNREADABLE_PAGE_NOTICE = 'unreadablePageNotice' satisfies MessageKey;
