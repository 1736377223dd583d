import { browser } from 'wxt/browser';

/** Opens the options page; a failure leaves the page as it was (nothing else to do). */
export function openSettings(): Promise<void> {
  return browser.runtime.openOptionsPage().catch(() => undefined);
}

/**
 * Opens a result in the browser's current tab. From the side panel a plain link
 * navigation would navigate the panel itself; tabs.update needs no `tabs` permission.
 */
export function openInCurrentTab(url: string): Promise<void> {
  return browser.tabs.update({ url }).then(
    () => undefined,
    () => undefined,
  );
}

/** Opens a result in a new tab behind the current one (middle-click, Ctrl/Cmd+click, Shift+Enter). */
export function openInBackgroundTab(url: string): Promise<void> {
  return browser.tabs.create({ url, active: false }).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Opens each URL in a new background tab, in order. Pages may call tabs.create
 * without the `tabs` permission; resolves with how many opened.
 */
export async function openInNewTabs(urls: readonly string[]): Promise<number> {
  let opened = 0;
  for (const url of urls) {
    try {
      await browser.tabs.create({ url, active: false });
      opened += 1;
    } catch {
      // One refused tab (a blocked URL) does not stop the others.
    }
  }
  return opened;
}
