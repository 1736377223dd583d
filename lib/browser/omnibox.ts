import { runSurfaceSearch, selectionSearch, type SurfaceSearchDeps } from './selection-search';
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

export function defaultSuggestion(input: string, xml: boolean): { description: string } {
  const query = input.trim();
  return { description: query === '' ? t('omniboxDefault') : describe(t('omniboxSearchFor', query), xml) };
}

/** The past queries to suggest (see pastQueries), as the address bar's drop-down lists them. */
export function historySuggestions(queries: readonly string[], xml: boolean): OmniboxSuggestion[] {
  return queries.map((query) => ({
    content: query,
    description: describe(t('omniboxPastSearch', query), xml),
  }));
}

export interface OmniboxDeps extends SurfaceSearchDeps {
  /** Opens the side panel; called first, synchronously (onInputEntered carries a user gesture). */
  openPanel(): Promise<boolean>;
  /** The results page that runs a query itself (`sidepanel.html?q=…`). */
  resultsPageUrl(query: string): string;
  /** The results page that shows a search already started (`sidepanel.html?search=<id>`). */
  searchPageUrl(searchId: string, query: string): string;
  /** tabs.update on the current tab (no `tabs` permission needed). */
  updateCurrentTab(url: string): Promise<unknown>;
  createTab(url: string, active: boolean): Promise<unknown>;
}

/**
 * Enter in keyword mode. A new-tab disposition (Alt+Enter, middle click) asked for a tab:
 * the results page opens there and runs the search. A plain Enter shows the results in the
 * side panel, or — where it cannot open — turns the current tab into the page that shows the
 * search started. In a private window no results page can open (it would open in a normal
 * window): the search waits for the window's panel, and nothing is sent before.
 */
export function handleOmniboxInput(text: string, disposition: Disposition, deps: OmniboxDeps): Promise<void> {
  const selected = selectionSearch(text, deps.newId(), 'omnibox');
  const inTab = disposition !== 'currentTab';
  // Synchronously, inside the Enter: sidePanel.open needs the gesture.
  const opened = inTab ? Promise.resolve(false) : deps.openPanel();
  if (!selected) return Promise.resolve();
  // The address bar names no window: the search is shown in the window it was typed in.
  return deps
    .viewOf(undefined)
    .then((view) => {
      if (inTab && !view.private) {
        return deps.createTab(deps.resultsPageUrl(selected.request.query), disposition === 'newForegroundTab');
      }
      return runSurfaceSearch(selected, view, opened, {
        ...deps,
        openResultsTab: (searchId, query) => deps.updateCurrentTab(deps.searchPageUrl(searchId, query)),
      });
    })
    .then(() => undefined);
}
