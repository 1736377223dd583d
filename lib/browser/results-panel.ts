/**
 * Opening the results surface, which differs by browser: Chrome's side panel,
 * Firefox's sidebar, or — where neither exists — a results tab. Each call must
 * happen synchronously inside the user's gesture (sidePanel.open rejects otherwise),
 * so these functions start the open before they return and never await first.
 */
export interface SidePanelApi {
  open(options: { windowId: number } | { tabId: number }): Promise<void>;
  /** Chrome 141+. */
  close?: (options: { windowId: number }) => Promise<void>;
}
export interface SidebarActionApi {
  open(): Promise<void>;
}
export interface PanelApis {
  sidePanel?: SidePanelApi;
  sidebarAction?: SidebarActionApi;
}

/** The panel APIs of the running browser, read from the globals (the polyfill does not type sidePanel). */
export function panelApis(): PanelApis {
  const globals = globalThis as {
    chrome?: { sidePanel?: SidePanelApi };
    browser?: { sidebarAction?: SidebarActionApi };
  };
  return { sidePanel: globals.chrome?.sidePanel, sidebarAction: globals.browser?.sidebarAction };
}

export function canOpenPanel(apis: PanelApis): boolean {
  return apis.sidePanel !== undefined || apis.sidebarAction !== undefined;
}

/**
 * Opens the side panel (or sidebar) for a window. Returns a promise that settles
 * with whether it opened; the call itself has already been made when this returns.
 */
export function openResultsPanel(apis: PanelApis, windowId: number | undefined): Promise<boolean> {
  let opening: Promise<void> | undefined;
  if (apis.sidePanel && windowId !== undefined) opening = apis.sidePanel.open({ windowId });
  else if (apis.sidebarAction) opening = apis.sidebarAction.open();
  if (!opening) return Promise.resolve(false);
  return opening.then(
    () => true,
    () => false,
  );
}

/**
 * "The window the person is in", for a background event that names none (the omnibox):
 * chrome.windows.WINDOW_ID_CURRENT, a constant, so sidePanel.open is still called at once.
 */
export const CURRENT_WINDOW_ID = -2;
