import type { SearchMessage } from '../messaging';
import { queryFromSelection } from '../search/normalize-request';
import { MAX_QUERY_LENGTH, type SearchOptions } from '../api/search-options';

export const SEARCH_SELECTION_MENU_ID = 'search-selection';

/** The slice of the contextMenus API we use, so tests can pass a recorder. */
export interface ContextMenusApi {
  removeAll(): Promise<void>;
  create(properties: { id: string; title: string; contexts: ['selection'] }): unknown;
}

export interface MenuClickInfo {
  menuItemId: string | number;
  selectionText?: string;
}

export interface MenuClickTab {
  id?: number;
  windowId?: number;
}

export interface MenuClickDeps {
  /** Opens the side panel for the window; must be called before any await (user gesture). */
  openPanel(windowId: number | undefined): Promise<boolean>;
  /** Opens the results in a tab where no panel could open. */
  openResultsTab(query: string): Promise<unknown>;
  /** Records the pending search where the side panel will find it. */
  storePending(message: SearchMessage & { id: string }): Promise<void>;
  startSearch(message: SearchMessage & { id: string }): Promise<unknown>;
  /** The user's default search options, which a right-click search uses too. */
  searchDefaults(): Promise<SearchOptions>;
  newId(): string;
}

/**
 * Creates the menu once. Called from runtime.onInstalled: removeAll first, since
 * menus persist across service-worker restarts and a second create with the same
 * id is an error.
 */
export async function registerContextMenu(menus: ContextMenusApi): Promise<void> {
  await menus.removeAll();
  menus.create({ id: SEARCH_SELECTION_MENU_ID, title: 'Search “%s”', contexts: ['selection'] });
}

/** Builds the search a selection asks for: one line, trimmed, cut to the cap with a note. */
export function selectionSearch(selectionText: string, id: string): (SearchMessage & { id: string }) | undefined {
  const { query, truncatedFrom } = queryFromSelection(selectionText);
  if (query === '') return undefined;
  const note =
    truncatedFrom === undefined
      ? undefined
      : `Your selection had ${truncatedFrom.toLocaleString('en')} characters; only the first ${MAX_QUERY_LENGTH.toLocaleString('en')} were searched.`;
  return { id, source: 'context-menu', request: { query }, ...(note !== undefined && { note }) };
}

/**
 * Handles a click on "Search “%s”": opens the panel first, synchronously inside the
 * gesture, then stores the pending search and starts it.
 */
export function handleContextMenuClick(
  info: MenuClickInfo,
  tab: MenuClickTab | undefined,
  deps: MenuClickDeps,
): Promise<void> {
  if (info.menuItemId !== SEARCH_SELECTION_MENU_ID) return Promise.resolve();
  const opened = deps.openPanel(tab?.windowId);
  const selected = selectionSearch(info.selectionText ?? '', deps.newId());
  return (async () => {
    if (!selected) return;
    const message = { ...selected, request: { ...(await deps.searchDefaults()), ...selected.request } };
    await deps.storePending(message);
    const search = deps.startSearch(message);
    if (!(await opened)) await deps.openResultsTab(message.request.query);
    await search;
  })();
}
