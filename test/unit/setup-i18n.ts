import { readFileSync } from 'node:fs';
import { fakeBrowser } from 'wxt/testing/fake-browser';

/**
 * WXT's fake browser has no i18n (its getMessage throws). Serve the English messages
 * the way Chrome does: `$name$` placeholders take their `content`, whose `$1`…`$9`
 * are the substitutions; `$$` is a literal dollar; an unknown name gives ''.
 */
interface Message {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

const messages = JSON.parse(readFileSync('public/_locales/en/messages.json', 'utf8')) as Record<string, Message>;

export function getEnglishMessage(name: string, substitutions?: string | string[]): string {
  const entry = messages[name];
  if (!entry) return '';
  const values = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
  const fill = (text: string) => text.replace(/\$(\d)/gu, (_, n: string) => values[Number(n) - 1] ?? '');
  return entry.message
    .replace(/\$([a-z0-9_@]+)\$/giu, (whole, placeholder: string) => {
      const content = entry.placeholders?.[placeholder.toLowerCase()]?.content;
      return content === undefined ? whole : fill(content);
    })
    .replace(/\$\$/gu, '$');
}

Object.assign(fakeBrowser.i18n, {
  getMessage: getEnglishMessage,
  getUILanguage: () => 'en-US',
});
