import { browser } from 'wxt/browser';

/** Opens the options page; a failure leaves the page as it was (nothing else to do). */
export function openSettings(): Promise<void> {
  return browser.runtime.openOptionsPage().catch(() => undefined);
}
