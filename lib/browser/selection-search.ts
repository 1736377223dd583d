import type { SearchMessage } from '../search/search-message';
import { queryFromSelection } from '../api/normalize-request';
import { MAX_QUERY_LENGTH, type SearchOptions } from '../api/search-options';
import type { SearchSource } from '../api/search-source';
import { formatNumber } from '../i18n/format-number';
import { t } from '../i18n/messages';

export type PendingMessage = SearchMessage & { id: string };

/**
 * How much selected text a page hands over: a few times the query cap, so that collapsing
 * white space still leaves a full query, while a 1 MB selection stays in the page.
 */
export const SELECTION_READ_LIMIT = 4 * MAX_QUERY_LENGTH;

/** What a background surface (menu, shortcut, keyword) needs to run a search the side panel shows. */
export interface SurfaceSearchDeps {
  /** Opens the results in a tab where no panel could open. */
  openResultsTab(query: string): Promise<unknown>;
  /** Records the pending search where the side panel will find it. */
  storePending(message: PendingMessage): Promise<void>;
  startSearch(message: PendingMessage): Promise<unknown>;
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
 * The common tail of every background surface, once the panel was asked to open:
 * the search gets the defaults (then the preset's options, which win), is stored as
 * pending for the panel, and starts; where the panel did not open, a results tab shows it.
 */
export async function runSurfaceSearch(
  selected: PendingMessage,
  opened: Promise<boolean>,
  deps: SurfaceSearchDeps,
  presetOptions: (defaults: SearchOptions) => SearchOptions = () => ({}),
): Promise<void> {
  const defaults = await deps.searchDefaults();
  const message = { ...selected, request: { ...defaults, ...presetOptions(defaults), ...selected.request } };
  await deps.storePending(message);
  const search = deps.startSearch(message);
  // A results tab cannot show a private window's search: extension pages do not open in
  // private tabs (they would open in a normal window, and search there again).
  if (!(await opened) && !message.private) await deps.openResultsTab(message.request.query);
  await search;
}
