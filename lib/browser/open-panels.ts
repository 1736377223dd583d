import { defineStoredItem } from '../storage/stored-item';
import { serializedUpdater } from '../storage/serialized-update';

/**
 * The windows whose side panel is open, kept from the browser's own sidePanel.onOpened and
 * onClosed events (Chrome 141+), in storage.session so it outlives a stopped worker. The
 * panel shortcut reads it to decide between opening and closing. (runtime.getContexts
 * lists side panels with windowId -1, so it cannot say which window's panel is open.)
 */
export const openPanelWindowsItem = defineStoredItem<number[]>('session:openPanelWindows', {
  fallback: [],
});

export interface PanelEvents {
  onOpened?: { addListener(listener: (info: { windowId: number }) => void): void };
  onClosed?: { addListener(listener: (info: { windowId: number }) => void): void };
}

const checkWindows = (stored: unknown): number[] =>
  Array.isArray(stored) ? stored.filter((id): id is number => Number.isInteger(id)) : [];

/** Registers the listeners (on the worker's first turn) that keep openPanelWindowsItem current. */
export function trackOpenPanels(events: PanelEvents | undefined, item = openPanelWindowsItem): void {
  const update = serializedUpdater(item, checkWindows);
  events?.onOpened?.addListener(({ windowId }) => {
    void update((windows) => (windows.includes(windowId) ? windows : [...windows, windowId]));
  });
  events?.onClosed?.addListener(({ windowId }) => {
    void update((windows) => windows.filter((id) => id !== windowId));
  });
}

export async function isPanelOpenIn(windowId: number, item = openPanelWindowsItem): Promise<boolean> {
  return checkWindows(await item.getValue()).includes(windowId);
}
