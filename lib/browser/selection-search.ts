import type { SearchMessage, SearchView } from '../search/search-message';
import { queryFromSelection } from '../api/normalize-request';
import { MAX_QUERY_LENGTH, type SearchOptions } from '../api/search-options';
import type { SearchSource } from '../api/search-source';
import { formatNumber } from '../i18n/format-number';
import { t } from '../i18n/messages';

export type PendingMessage = SearchMessage & { id: string };

export { SELECTION_READ_LIMIT } from '../api/search-options';

/** The tab a surface was used in, as the browser's event names it. */
export interface SurfaceTab {
  id?: number;
  windowId?: number;
  incognito?: boolean;
  /** Its address, where the browser gives it (activeTab grants it once the shortcut is pressed). */
  url?: string;
}

/** What a background surface (menu, shortcut, keyword) needs to run a search the side panel shows. */
export interface SurfaceSearchDeps {
  /** The window a search from this tab is shown in, and whether it is private (the focused window without a tab). */
  viewOf(tab: SurfaceTab | undefined): Promise<SearchView>;
  /**
   * Opens a tab that shows this search, started already, where no panel could open: its
   * address names the search's id only (results-tab.ts), and it never starts another.
   */
  openResultsTab(message: PendingMessage): Promise<unknown>;
  /** Stores the search for the window's panel to start. */
  storePending(message: PendingMessage, windowId: number): Promise<void>;
  startSearch(message: PendingMessage, view: SearchView): Promise<unknown>;
  /** The user's default search options, which these searches use too. */
  searchDefaults(): Promise<SearchOptions>;
  newId(): string;
}

/**
 * Builds the search a selection asks for: one line, trimmed, cut to the cap with a note.
 * `pageLength` is the selection's length in the page when the page already cut it.
 */
export function selectionSearch(
  selectionText: string,
  id: string,
  source: SearchSource = 'context-menu',
  pageLength = selectionText.length,
): PendingMessage | undefined {
  const { query, truncatedFrom } = queryFromSelection(selectionText);
  if (query === '') return undefined;
  // Cut in the page: its length there is the one worth telling; else the length of the line we cut.
  const cutFrom = pageLength > selectionText.length ? pageLength : truncatedFrom;
  const note =
    cutFrom === undefined ? undefined : t('selectionTruncated', formatNumber(cutFrom), formatNumber(MAX_QUERY_LENGTH));
  return { id, source, request: { query }, ...(note !== undefined && { note }) };
}

/**
 * The common tail of every background surface, once the panel was asked to open: the search
 * gets the defaults (then the preset's options, which win) and starts at once, as the window's
 * current search, which the panel shows; where the panel did not open, a results tab shows it
 * by its id. A private window's search is only stored for its panel: it is sent when a page
 * that can show it picks it up, never before — a results tab cannot open in a private window
 * (the extension's pages would open in a normal one), so nothing could show it.
 */
export async function runSurfaceSearch(
  selected: PendingMessage,
  view: SearchView,
  opened: Promise<boolean>,
  deps: SurfaceSearchDeps,
  presetOptions: (defaults: SearchOptions) => SearchOptions = () => ({}),
): Promise<void> {
  const defaults = await deps.searchDefaults();
  const message = { ...selected, request: { ...defaults, ...presetOptions(defaults), ...selected.request } };
  if (view.private) {
    if (view.windowId !== undefined) await deps.storePending(message, view.windowId);
    return;
  }
  const search = deps.startSearch(message, view);
  if (!(await opened)) await deps.openResultsTab(message);
  await search;
}
