import { SEARCH_TYPES, searchTypeLabel, type TextSearchType } from '../api/search-options';
import { readTypePrefix, SHORT_PREFIXES } from './omnibox-prefix';
import { runSurfaceSearch, selectionSearch, type PendingMessage, type SurfaceSearchDeps } from './selection-search';
import { t } from '../i18n/messages';
import { stripUnsafeCharacters } from '../text/clean-text';

/** How the address bar asks for the result to open (omnibox.OnInputEnteredDisposition). */
export type Disposition = 'currentTab' | 'newForegroundTab' | 'newBackgroundTab';

export interface OmniboxSuggestion {
  content: string;
  description: string;
}

/**
 * Chrome parses suggestion descriptions as XML (for its <match>/<dim>/<url> styling), so
 * text from the history must be escaped or a query such as `a<b` breaks the list.
 */
export function escapeOmniboxXml(text: string): string {
  return text.replace(/[&<>'"]/gu, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', "'": 'apos', '"': 'quot' }[c]};`);
}

/**
 * Firefox shows descriptions as plain text (no markup): escaping there would show `&amp;`.
 * Control characters are not allowed in XML at all, and past queries stored before queries
 * were cleaned may hold some, so they go in both browsers.
 */
export function describe(text: string, xml: boolean): string {
  const clean = stripUnsafeCharacters(text);
  return xml ? escapeOmniboxXml(clean) : clean;
}

/** The prefixes other than web's, as the empty keyword's suggestion lists them ("news, img, video, map, shop"). */
const PREFIX_LIST = SEARCH_TYPES.filter((type) => type !== 'web')
  .map((type) => SHORT_PREFIXES[type])
  .join(', ');

export function defaultSuggestion(input: string, xml: boolean): { description: string } {
  const { type, query } = readTypePrefix(input);
  const text = query.trim();
  if (text === '') return { description: describe(t('omniboxDefault', PREFIX_LIST), xml) };
  const description =
    type === undefined || type === 'web'
      ? t('omniboxSearchFor', text)
      : t('omniboxSearchTypeFor', searchTypeLabel(type), text);
  return { description: describe(description, xml) };
}

/**
 * The past queries to suggest (see pastQueries; with a type prefix they matched what follows
 * it), as the address bar's drop-down lists them: choosing one keeps the prefix.
 */
export function historySuggestions(
  queries: readonly string[],
  xml: boolean,
  type?: TextSearchType,
): OmniboxSuggestion[] {
  const prefix = type === undefined ? '' : `${SHORT_PREFIXES[type]} `;
  return queries.map((query) => ({
    content: `${prefix}${query}`,
    description: describe(t('omniboxPastSearch', query), xml),
  }));
}

export interface OmniboxDeps extends SurfaceSearchDeps {
  /** Opens the side panel; called first, synchronously (onInputEntered carries a user gesture). */
  openPanel(): Promise<boolean>;
  /** Hands a search over to a results tab (results-tab.ts) and resolves to that tab's address (its id only). */
  resultsTabUrl(message: PendingMessage): Promise<string>;
  /** tabs.update on the current tab (no `tabs` permission needed). */
  updateCurrentTab(url: string): Promise<unknown>;
  createTab(url: string, active: boolean): Promise<unknown>;
}

/**
 * Enter in keyword mode. A plain Enter shows the results in the side panel, or — where it
 * cannot open — turns the current tab into the page that shows the search started. A new-tab
 * disposition (Alt+Enter, middle click) asked for a tab: the search starts here and a results
 * tab opens to show it. Either tab's address is the search's id, set before the tab exists, so
 * no query lands in the browser's history and a restored tab never sends the search again. In
 * a private window no results page can open (it would open in a normal window): the search
 * waits for the window's panel, and nothing is sent before.
 */
export function handleOmniboxInput(text: string, disposition: Disposition, deps: OmniboxDeps): Promise<void> {
  const { type, query } = readTypePrefix(text);
  const found = selectionSearch(query, deps.newId(), 'omnibox');
  // A prefix's type wins over the default type (`web` too).
  const selected = found && type !== undefined ? { ...found, request: { ...found.request, type } } : found;
  const inTab = disposition !== 'currentTab';
  // Synchronously, inside the Enter: sidePanel.open needs the gesture.
  const opened = inTab ? Promise.resolve(false) : deps.openPanel();
  if (!selected) return Promise.resolve();
  const openResultsTab = (message: PendingMessage) =>
    deps
      .resultsTabUrl(message)
      .then((url) => (inTab ? deps.createTab(url, disposition === 'newForegroundTab') : deps.updateCurrentTab(url)));
  // The address bar names no window: the search is shown in the window it was typed in.
  return deps
    .viewOf(undefined)
    .then((view) => runSurfaceSearch(selected, view, opened, { ...deps, openResultsTab }))
    .then(() => undefined);
}
