import { defineStoredItem } from '../storage/stored-item';

/*
 * The settings of what the extension does inside web pages, each its own item (like every
 * setting, so saving one never overwrites another), in storage.local.
 */

/** Opening a result adds a text fragment, so its page scrolls to the words the snippet quotes (on by default). */
export const passageLinksItem = defineStoredItem<boolean>('local:passageLinks', { fallback: true });

/**
 * The search button beside selected text (off by default). On only while its content script is
 * registered and all sites are granted: the options page switches all three together, and the
 * worker turns it off when the permission is taken away in the browser's own settings.
 */
export const selectionButtonItem = defineStoredItem<boolean>('local:selectionButton', { fallback: false });

/** A stored yes/no, read tolerantly: anything but a boolean is the fallback. */
export function checkFlag(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}
