import { TOGGLE_PANEL_COMMAND } from '../build/manifest';
import { isPanelOpenIn } from './open-panels';
import { panelApis } from './results-panel';

/** The slice of the browser the panel toggle needs, passed in so a unit test can record it. */
export interface PanelToggleApis {
  sidePanel: {
    open(options: { windowId: number }): Promise<void>;
    /** Chrome 141+; older versions can open the panel but not close it. */
    close?: (options: { windowId: number }) => Promise<void>;
  };
  /** Whether the window's side panel is open (see open-panels.ts). */
  isOpenIn(windowId: number): Promise<boolean>;
}

export type ToggleOutcome = 'opened' | 'closed' | 'unchanged';

/**
 * The panel shortcut: opens the side panel in the window, or closes it when it was open.
 * Whether it was open is only known asynchronously (a storage read), but open() must be
 * called synchronously inside the key press (an await loses the gesture). So both start at
 * once — the read first, answered before this open is reported by sidePanel.onOpened — and
 * open() on a panel already open changes nothing; once the answer says it was open, the
 * panel is closed.
 */
export function togglePanel(
  command: string,
  windowId: number | undefined,
  apis: PanelToggleApis,
): Promise<ToggleOutcome> {
  if (command !== TOGGLE_PANEL_COMMAND || windowId === undefined) return Promise.resolve('unchanged');
  const before = apis.isOpenIn(windowId);
  const opening = apis.sidePanel.open({ windowId }).then(
    () => true,
    () => false,
  );
  return (async () => {
    const [wasOpen, opened] = await Promise.all([before.catch(() => false), opening]);
    if (!wasOpen) return opened ? 'opened' : 'unchanged';
    if (!apis.sidePanel.close) return 'unchanged';
    try {
      await apis.sidePanel.close({ windowId });
      return 'closed';
    } catch {
      return 'unchanged';
    }
  })();
}

/** The panel shortcut, where the browser has a side panel API (Chrome); a no-op elsewhere. */
export function togglePanelIn(windowId: number | undefined): Promise<void> {
  const { sidePanel } = panelApis();
  if (!sidePanel) return Promise.resolve();
  const apis: PanelToggleApis = { sidePanel, isOpenIn: (id) => isPanelOpenIn(id) };
  return togglePanel(TOGGLE_PANEL_COMMAND, windowId, apis).then(() => undefined);
}
