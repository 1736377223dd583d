import { browser } from 'wxt/browser';
import { openResultsPanel, panelApis } from '../browser/results-panel';
import { sendMessage } from '../messaging';
import type { SuccessRecord } from '../search/current-search';
import { panelDraftItem } from '../search/panel-draft';
import { resultsTabSearch, resultsTabUrl } from '../search/results-tab';
import { openInNewTab } from './open-tabs';

/*
 * From the quick-look card to the side panel (or Firefox's sidebar), which no page can cover:
 * Open in side panel, and — where the browser cannot tell whether the page covers the card
 * (issue 38, M3) — every pointer click on a control that would spend credits or open a site.
 * Each must run synchronously inside the click: the panel opens only with the click's gesture.
 */

const sidePanelPage = () => browser.runtime.getURL('/sidepanel.html');

/**
 * Shows an answer in the window's panel by its id (the window's current search becomes it, for
 * no second charge); where no panel opens, a results tab that shows it by id. `done` once shown.
 */
export function answerInPanel(record: SuccessRecord, windowId: number | undefined, done: () => void): void {
  const opened = openResultsPanel(panelApis(), windowId);
  const { id, request } = record;
  const shown = sendMessage('showInWindow', { id, request, ...(windowId !== undefined && { windowId }) });
  void Promise.all([opened, shown.catch(() => ({ ok: false }))]).then(([panel]) => {
    if (panel) return done();
    // The results tab's address names the search by id only; its query is handed over first (results-tab.ts).
    return resultsTabSearch(id)
      .setValue({ request, source: 'quick-look' })
      .catch(() => undefined)
      .then(() => openInNewTab(resultsTabUrl(sidePanelPage(), id), { active: true, windowId }));
  });
}

/**
 * Opens the window's panel on what it shows already (a search still running or refused is the
 * window's current search); `done` once it opened.
 */
export function searchInPanel(windowId: number | undefined, done: () => void): void {
  void openResultsPanel(panelApis(), windowId).then((panel) => panel && done());
}

/**
 * Opens the window's panel with `query` typed into its search box and not sent (panel-draft.ts):
 * the person sends it there, with the cost shown there. Where no panel opens, the panel's page
 * in a tab takes the draft. `done` once it opened.
 */
export function draftInPanel(query: string, windowId: number | undefined, done: () => void): void {
  const opened = openResultsPanel(panelApis(), windowId);
  const drafted =
    windowId === undefined ? Promise.resolve() : panelDraftItem.setValue({ query, windowId, at: Date.now() });
  void Promise.all([opened, drafted.catch(() => undefined)]).then(([panel]) =>
    panel ? done() : openInNewTab(sidePanelPage(), { active: true, windowId }),
  );
}
