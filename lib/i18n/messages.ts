import { browser } from 'wxt/browser';
// Type only: the strings themselves are read from _locales by the browser, not bundled.
import type english from '../../public/_locales/en/messages.json';

/** Every message name, from the English file (the default locale, complete by test). */
export type MessageKey = keyof typeof english;

/**
 * Messages already asked for, by name and substitutions: each getMessage is a call into the
 * browser's bindings, and a page renders the same few hundred strings again on every answer
 * (npm run bench: ~1 ms of each search's render). The browser's language cannot change while a
 * page is open. Bounded, since substitutions (counts, times, hosts) vary without end.
 */
const said = new Map<string, string>();
const SAID_MAX = 2_000;

/**
 * The message in the browser's language (falling back to English), with `$1`… filled in
 * from `substitutions` in order. Chrome i18n has no plurals: callers pick a `…One`/`…Many` key.
 */
export function t(key: MessageKey, ...substitutions: Array<string | number>): string {
  const asked = substitutions.length === 0 ? key : `${key}\u0000${substitutions.join('\u0000')}`;
  let message = said.get(asked);
  if (message === undefined) {
    // WXT types getMessage from the _locales it saw at its last `wxt prepare`; MessageKey is the source of truth.
    const i18n = browser.i18n as unknown as { getMessage(name: string, substitutions?: string[]): string };
    message = i18n.getMessage(key, substitutions.map(String));
    if (said.size >= SAID_MAX) said.clear();
    said.set(asked, message);
  }
  return message;
}

/** The browser's UI language for Intl formatting, or undefined (the runtime's default) where unavailable. */
export function uiLocale(): string | undefined {
  try {
    return browser.i18n.getUILanguage() || undefined;
  } catch {
    return undefined;
  }
}
