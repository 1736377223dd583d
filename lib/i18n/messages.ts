import { browser } from 'wxt/browser';
// Type only: the strings themselves are read from _locales by the browser, not bundled.
import type english from '../../public/_locales/en/messages.json';

/** Every message name, from the English file (the default locale, complete by test). */
export type MessageKey = keyof typeof english;

/**
 * The message in the browser's language (falling back to English), with `$1`… filled in
 * from `substitutions` in order. Chrome i18n has no plurals: callers pick a `…One`/`…Many` key.
 */
export function t(key: MessageKey, ...substitutions: Array<string | number>): string {
  // WXT types getMessage from the _locales it saw at its last `wxt prepare`; MessageKey is the source of truth.
  const i18n = browser.i18n as unknown as { getMessage(name: string, substitutions?: string[]): string };
  return i18n.getMessage(key, substitutions.map(String));
}

/** The browser's UI language for Intl formatting, or undefined (the runtime's default) where unavailable. */
export function uiLocale(): string | undefined {
  try {
    return browser.i18n.getUILanguage() || undefined;
  } catch {
    return undefined;
  }
}
