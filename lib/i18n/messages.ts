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
    const given = substitutions.map(String);
    message = i18n().getMessage(key, given) || shippedMessage(key, given);
    // No message is empty: an empty answer is the browser's failure (below), never kept.
    if (message === '') void readShippedMessages();
    else {
      if (said.size >= SAID_MAX) said.clear();
      said.set(asked, message);
    }
  }
  return message;
}

// WXT types getMessage from the _locales it saw at its last `wxt prepare`; MessageKey is the source of truth.
const i18n = () => browser.i18n as unknown as { getMessage(name: string, substitutions?: string[]): string };

/** A locale file as the extension ships it (`_locales/<locale>/messages.json`). */
type LocaleFile = Record<string, { message: string; placeholders?: Record<string, { content: string }> }>;

/** The shipped files, the UI language's first: read only when the browser gives no messages. */
let shipped: LocaleFile[] = [];
let reading: Promise<void> | undefined;

/**
 * Chrome loads an extension's messages once per renderer process, by a synchronous call to the
 * browser, and keeps what it got; a call made while the browser is loading the extension gets
 * nothing, and every page of that process then reads "" for every message (seen in CI: pages of a
 * browser just started with the extension showed no text at all). Then the pages read the files
 * the extension ships, as the browser would: the UI language, its language without region, English.
 */
function readShippedMessages(): Promise<void> {
  reading ??= (async () => {
    const language = (uiLocale() ?? 'en').replace('-', '_');
    const locales = [...new Set([language, language.split('_')[0] ?? 'en', 'en'])];
    const files = await Promise.all(
      locales.map((locale) =>
        fetch(browser.runtime.getURL(`/_locales/${locale}/messages.json` as '/'))
          .then((response) => (response.ok ? (response.json() as Promise<LocaleFile>) : undefined))
          .catch(() => undefined),
      ),
    );
    shipped = files.filter((file): file is LocaleFile => file !== undefined);
  })();
  return reading;
}

/** A message from the shipped files, its `$NAME$` placeholders filled as Chrome fills them (`$1`…). */
function shippedMessage(key: string, substitutions: readonly string[]): string {
  const entry = shipped.find((file) => file[key])?.[key];
  if (!entry) return '';
  return entry.message.replace(/\$([\w@]+)\$/gu, (whole, name: string) => {
    const content = entry.placeholders?.[name.toLowerCase()]?.content;
    return content === undefined
      ? whole
      : content.replace(/\$(\d)/gu, (_, n: string) => substitutions[Number(n) - 1] ?? '');
  });
}

/**
 * Runs `start` (a page's first render) once the page has its messages: at once when the browser
 * gives them, as it almost always does; after reading the shipped files when it gives none.
 */
export function withMessages(start: () => void): void {
  if (i18n().getMessage('extName') !== '') start();
  else void readShippedMessages().finally(start);
}

/** The browser's UI language for Intl formatting, or undefined (the runtime's default) where unavailable. */
export function uiLocale(): string | undefined {
  try {
    return browser.i18n.getUILanguage() || undefined;
  } catch {
    return undefined;
  }
}
