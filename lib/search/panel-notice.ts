import { storage } from 'wxt/utils/storage';

/**
 * A word for the side panel from a surface that opened it without a search (the
 * selection shortcut with nothing selected). The panel shows it until a newer search.
 */
export interface PanelNotice {
  text: string;
  at: number;
}

export const panelNoticeItem = storage.defineItem<PanelNotice | null>('session:panelNotice', {
  fallback: null,
  version: 1,
});

export const NO_SELECTION_NOTICE = 'Select some text first, then press the shortcut again — or type your query here.';
export const UNREADABLE_PAGE_NOTICE =
  'This page does not let extensions read its selection (browser pages, the Web Store, some PDFs). Type your query here.';
