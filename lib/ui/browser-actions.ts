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
