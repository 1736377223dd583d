import { browser } from 'wxt/browser';

/*
 * Opening results in tabs, for the result views only (apart from browser-actions.ts, which
 * every page loads at start: the popup loads its results view only where it shows results).
 */

const settled = (): undefined => undefined;

/**
 * Opens a result in the browser's current tab. From the side panel a plain link
 * navigation would navigate the panel itself; tabs.update needs no `tabs` permission.
 * With a window named, that window's active tab (a private window's: "current" from a
 * spanning panel's page is not reliably the panel's own window).
 */
export async function openInCurrentTab(url: string, windowId?: number): Promise<void> {
  try {
    if (windowId === undefined) {
      await browser.tabs.update({ url });
      return;
    }
    // tabs.query tells a tab's id without the `tabs` permission (only its URL and title are withheld).
    const [active] = await browser.tabs.query({ active: true, windowId });
    if (active?.id !== undefined) await browser.tabs.update(active.id, { url });
    else await browser.tabs.create({ url, windowId });
  } catch {
    // A refused URL or a window gone: nothing else to do.
  }
}

/**
 * Opens a result in a new tab: behind the current one (middle-click, Ctrl/Cmd+click,
 * Shift+Enter) unless `active`, and in the window named, if any.
 */
export function openInNewTab(url: string, options: { active: boolean; windowId?: number | undefined }): Promise<void> {
  const { active, windowId } = options;
  return browser.tabs.create({ url, active, ...(windowId !== undefined && { windowId }) }).then(settled, settled);
}

/**
 * Opens each URL in a new background tab, in order, in the window named if any. Pages may
 * call tabs.create without the `tabs` permission; resolves with how many opened.
 */
export async function openInNewTabs(urls: readonly string[], windowId?: number): Promise<number> {
  let opened = 0;
  for (const url of urls) {
    try {
      await browser.tabs.create({ url, active: false, ...(windowId !== undefined && { windowId }) });
      opened += 1;
    } catch {
      // One refused tab (a blocked URL) does not stop the others.
    }
  }
  return opened;
}
