import { SEARCH_SELECTION_COMMAND } from '../build/manifest';
import { NO_SELECTION_NOTICE, UNREADABLE_PAGE_NOTICE } from '../search/panel-notice';
import { runSurfaceSearch, selectionSearch, type SurfaceSearchDeps } from './selection-search';
import { t } from '../i18n/messages';

export interface CommandTab {
  id?: number;
  windowId?: number;
}

export interface CommandDeps extends SurfaceSearchDeps {
  /** Opens the side panel for the window; must be called before any await (user gesture). */
  openPanel(windowId: number | undefined): Promise<boolean>;
  /**
   * The selected text of the tab, read with scripting.executeScript under activeTab
   * (granted by the shortcut itself); rejects where the page cannot be scripted.
   */
  readSelection(tabId: number): Promise<string>;
  /** Tells the panel why no search ran. */
  showNotice(text: string): Promise<void>;
}

/**
 * The selection shortcut: opens the panel first, synchronously inside the key press
 * (sidePanel.open needs the gesture), then reads the selection of the current tab and
 * runs it like the right-click search. Nothing selected → the panel says so.
 */
export function handleCommand(command: string, tab: CommandTab | undefined, deps: CommandDeps): Promise<void> {
  if (command !== SEARCH_SELECTION_COMMAND) return Promise.resolve();
  const opened = deps.openPanel(tab?.windowId);
  return (async () => {
    let text: string;
    try {
      if (tab?.id === undefined) throw new Error('No tab to read');
      text = await deps.readSelection(tab.id);
    } catch {
      await deps.showNotice(t(UNREADABLE_PAGE_NOTICE));
      return;
    }
    const selected = selectionSearch(text, deps.newId(), 'shortcut');
    if (!selected) {
      await deps.showNotice(t(NO_SELECTION_NOTICE));
      return;
    }
    await runSurfaceSearch(selected, opened, deps);
  })();
}

/**
 * Runs in the page (scripting.executeScript serializes it): the selected text, or ''.
 * Text fields keep their selection apart from the document's, so they are read first.
 */
export function pageSelection(): string {
  const active = document.activeElement;
  const textInput = active instanceof HTMLInputElement && ['text', 'search', 'url'].includes(active.type);
  if (active instanceof HTMLTextAreaElement || textInput) {
    const { selectionStart, selectionEnd, value } = active;
    if (selectionStart !== null && selectionEnd !== null && selectionEnd > selectionStart) {
      return value.slice(selectionStart, selectionEnd);
    }
  }
  return getSelection()?.toString() ?? '';
}
