import { browser } from 'wxt/browser';
import { ALL_SITES } from '../../lib/build/manifest';
import {
  addressPatterns,
  switchSelectionButtonOff,
  switchSelectionButtonOn,
  type SwitchApis,
  type SwitchOutcome,
} from '../../lib/browser/selection-button-switch';
import { passageLinksItem, selectionButtonItem } from '../../lib/settings/in-page-items';
import { t } from '../../lib/i18n/messages';

/** The "In the page" group as the form holds it. */
export interface InPageForm {
  /** Opening a result scrolls its page to the passage its snippet quotes. */
  passageLinks: boolean;
  /** The search button beside selected text (needs access to all sites). */
  selectionButton: boolean;
}

const switchApis = (): SwitchApis => ({
  permissions: browser.permissions,
  scripting: browser.scripting,
  setting: selectionButtonItem,
});

/**
 * What Save must ask for, inside its click, for this group: all sites when the search button is
 * being switched on (one request with the service's addresses: the browser asks once).
 */
export function inPageOrigins(form: InPageForm, storedButton: boolean): string[] {
  return form.selectionButton && !storedButton ? [...ALL_SITES] : [];
}

/**
 * Switching the search button off, started synchronously inside the Save click (before anything
 * else asks for a permission): all sites given back, and the addresses the form saves asked for
 * again within that click's activation, since Chromium takes them back with all sites (issue 38,
 * L9). Undefined when Save does not switch it off.
 */
export function switchOffInClick(form: InPageForm, storedButton: boolean, addresses: string[]) {
  return !form.selectionButton && storedButton
    ? switchSelectionButtonOff(switchApis(), addressPatterns(...addresses))
    : undefined;
}

/**
 * Stores the group once Save's permission request has been answered: the passage setting, and the
 * search button switched as asked — on only with all sites granted (its script registered), off
 * as `switchedOff` (switchOffInClick) did. Each failure is a sentence; the rest is stored.
 */
export async function saveInPage(
  form: InPageForm,
  storedButton: boolean,
  switchedOff?: Promise<SwitchOutcome>,
): Promise<{ problems: string[] }> {
  await passageLinksItem.setValue(form.passageLinks);
  if (form.selectionButton === storedButton) return { problems: [] };
  const apis = switchApis();
  const outcome = form.selectionButton
    ? await switchSelectionButtonOn(apis, apis.permissions.contains({ origins: [...ALL_SITES] }))
    : await (switchedOff ?? switchSelectionButtonOff(apis));
  if (outcome.ok) return { problems: [] };
  return {
    problems: [outcome.reason === 'denied' ? t('selectionButtonDenied') : t('selectionButtonFailed', outcome.message)],
  };
}
