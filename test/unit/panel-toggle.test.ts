import { describe, expect, it } from 'vitest';
import { togglePanel, type PanelToggleApis } from '../../lib/browser/panel-toggle';
import { TOGGLE_PANEL_COMMAND } from '../../lib/build/manifest';

function recordingApis(options: { open: boolean; canClose?: boolean; openFails?: boolean }) {
  const calls: string[] = [];
  const apis: PanelToggleApis = {
    sidePanel: {
      open: ({ windowId }) => {
        calls.push(`open:${windowId}`);
        return options.openFails ? Promise.reject(new Error('no gesture')) : Promise.resolve();
      },
      ...(options.canClose !== false && {
        close: ({ windowId }: { windowId: number }) => {
          calls.push(`close:${windowId}`);
          return Promise.resolve();
        },
      }),
    },
    isOpenIn: (windowId) => {
      calls.push(`isOpen:${windowId}`);
      return Promise.resolve(options.open);
    },
  };
  return { apis, calls };
}

describe('the panel shortcut', () => {
  it('asks which panels are open and opens the panel synchronously, inside the key press', () => {
    const { apis, calls } = recordingApis({ open: false });
    void togglePanel(TOGGLE_PANEL_COMMAND, 3, apis);
    // Nothing awaited yet: both calls were made in the same turn as the key press.
    expect(calls).toEqual(['isOpen:3', 'open:3']);
  });

  it('opens a closed panel', async () => {
    const { apis, calls } = recordingApis({ open: false });
    expect(await togglePanel(TOGGLE_PANEL_COMMAND, 3, apis)).toBe('opened');
    expect(calls).not.toContain('close:3');
  });

  it('closes a panel that was open', async () => {
    const { apis, calls } = recordingApis({ open: true });
    expect(await togglePanel(TOGGLE_PANEL_COMMAND, 3, apis)).toBe('closed');
    expect(calls).toEqual(['isOpen:3', 'open:3', 'close:3']);
  });

  it('leaves an open panel open where the browser cannot close it (Chrome before 141)', async () => {
    const { apis } = recordingApis({ open: true, canClose: false });
    expect(await togglePanel(TOGGLE_PANEL_COMMAND, 3, apis)).toBe('unchanged');
  });

  it('reports nothing opened when the browser refuses to open the panel', async () => {
    const { apis } = recordingApis({ open: false, openFails: true });
    expect(await togglePanel(TOGGLE_PANEL_COMMAND, 3, apis)).toBe('unchanged');
  });

  it.each([
    ['search-selection', 3],
    [TOGGLE_PANEL_COMMAND, undefined],
  ])('does nothing for %s in window %s', async (command, windowId) => {
    const { apis, calls } = recordingApis({ open: true });
    expect(await togglePanel(command, windowId, apis)).toBe('unchanged');
    expect(calls).toEqual([]);
  });
});

describe('the windows with an open side panel', () => {
  it('follow the browser’s opened and closed events, kept in session storage', async () => {
    const { fakeBrowser } = await import('wxt/testing/fake-browser');
    fakeBrowser.reset();
    const { isPanelOpenIn, trackOpenPanels } = await import('../../lib/browser/open-panels');
    const listeners: Record<string, (info: { windowId: number }) => void> = {};
    const event = (name: string) => ({
      addListener: (listener: (info: { windowId: number }) => void) => (listeners[name] = listener),
    });
    trackOpenPanels({ onOpened: event('opened'), onClosed: event('closed') });
    listeners.opened?.({ windowId: 7 });
    listeners.opened?.({ windowId: 9 });
    listeners.closed?.({ windowId: 7 });
    await expect.poll(() => isPanelOpenIn(9)).toBe(true);
    expect(await isPanelOpenIn(7)).toBe(false);
  });
});
