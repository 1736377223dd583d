import { t, type MessageKey } from './messages';

/**
 * Puts the page in the language of the messages shown: `lang` for screen readers and
 * hyphenation, and the title (the HTML carries `__MSG_…__` titles, which WXT copies into
 * the manifest's action and sidebar titles, where the browser localizes them).
 */
export function localizePage(title: MessageKey): void {
  document.documentElement.lang = t('htmlLang');
  document.title = t(title);
}
