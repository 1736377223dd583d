import { SEARCH_SELECTION_COMMAND } from '../build/manifest';
import { NO_SELECTION_NOTICE, UNREADABLE_PAGE_NOTICE } from '../search/panel-notice';
import { runSurfaceSearch, selectionSearch, type SurfaceSearchDeps, type SurfaceTab } from './selection-search';

/** The selected text as the page hands it over: cut in the page, with the length it had there. */
export interface PageSelection {
  text: string;
  length: number;
}
import { t } from '../i18n/messages';
import type { SearchSource } from '../api/search-source';

export type CommandTab = SurfaceTab;

export interface CommandDeps extends SurfaceSearchDeps {
  /** Opens the side panel for the window; must be called before any await (user gesture). */
  openPanel(windowId: number | undefined): Promise<boolean>;
  /**
   * The selected text of the tab, read with scripting.executeScript under activeTab
   * (granted by the shortcut itself); rejects where the page cannot be scripted.
   */
  readSelection(tabId: number): Promise<PageSelection>;
  /** Tells the window's panel why no search ran. */
  showNotice(text: string, windowId: number | undefined): Promise<void>;
}

/**
 * The selection shortcut: opens the panel first, synchronously inside the key press
 * (sidePanel.open needs the gesture), then reads the selection of the current tab and
 * runs it like the right-click search. Nothing selected → the panel says so.
 */
export function handleCommand(command: string, tab: CommandTab | undefined, deps: CommandDeps): Promise<void> {
  if (command !== SEARCH_SELECTION_COMMAND) return Promise.resolve();
  return searchTabSelection(tab, deps, 'shortcut');
}

/**
 * Opens the panel (synchronously, inside the gesture) and searches the tab's selection there:
 * the selection shortcut, and the quick-look shortcut on a page where no card can go.
 */
export function searchTabSelection(
  tab: CommandTab | undefined,
  deps: CommandDeps,
  source: SearchSource,
): Promise<void> {
  const opened = deps.openPanel(tab?.windowId);
  return (async () => {
    let selection: PageSelection;
    try {
      if (tab?.id === undefined) throw new Error('No tab to read');
      selection = await deps.readSelection(tab.id);
    } catch {
      await deps.showNotice(t(UNREADABLE_PAGE_NOTICE), tab?.windowId);
      return;
    }
    const selected = selectionSearch(selection.text, deps.newId(), source, selection.length);
    if (!selected) {
      await deps.showNotice(t(NO_SELECTION_NOTICE), tab?.windowId);
      return;
    }
    await runSurfaceSearch(selected, await deps.viewOf(tab), opened, deps);
  })();
}

/**
 * Runs in the page (scripting.executeScript serializes it, so it uses nothing from outside:
 * the cap comes in as an argument): the selected text, cut to `limit` characters there, so
 * a whole page selected with Ctrl+A never crosses into the extension — with the length it
 * had, for the "your selection was cut" note. Text fields keep their selection apart from
 * the document's, so they are read first.
 */
export function pageSelection(limit: number): PageSelection {
  const active = document.activeElement;
  const textInput = active instanceof HTMLInputElement && ['text', 'search', 'url'].includes(active.type);
  let text = '';
  if (active instanceof HTMLTextAreaElement || textInput) {
    const { selectionStart, selectionEnd, value } = active;
    if (selectionStart !== null && selectionEnd !== null && selectionEnd > selectionStart) {
      text = value.slice(selectionStart, selectionEnd);
    }
  }
  if (text === '') text = getSelection()?.toString() ?? '';
  return { text: text.slice(0, limit), length: text.length };
}

/** What came back from the page, as a selection: the page is not trusted to keep to the shape. */
export function checkPageSelection(result: unknown): PageSelection {
  const { text, length } = (typeof result === 'object' && result !== null ? result : {}) as Partial<PageSelection>;
  if (typeof text !== 'string') return { text: '', length: 0 };
  return { text, length: typeof length === 'number' && Number.isSafeInteger(length) ? length : text.length };
}
