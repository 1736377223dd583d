import { browser } from 'wxt/browser';
import { ALL_SITES } from '../../lib/build/manifest';
import {
  addressPatterns,
  switchSelectionButtonOff,
  switchSelectionButtonOn,
  type SwitchApis,
} from '../../lib/browser/selection-button-switch';
import { passageLinksItem, selectionButtonItem } from '../../lib/settings/in-page-items';
import { apiBaseUrlItem, readerUrlItem } from '../../lib/settings/settings-items';
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
 * Stores the group once Save's permission request has been answered: the passage setting, and the
 * search button switched as asked — on only with all sites granted (its script registered), off
 * with its script and the permission given back — but for the service's and the reader's addresses,
 * which Chromium takes back with all sites and which are asked for again at once, still within the
 * Save click's activation (issue 38, L9). Each failure is a sentence; the rest is stored.
 */
export async function saveInPage(form: InPageForm, storedButton: boolean): Promise<{ problems: string[] }> {
  await passageLinksItem.setValue(form.passageLinks);
  if (form.selectionButton === storedButton) return { problems: [] };
  const apis = switchApis();
  const outcome = form.selectionButton
    ? await switchSelectionButtonOn(apis, apis.permissions.contains({ origins: [...ALL_SITES] }))
    : await switchSelectionButtonOff(
        apis,
        addressPatterns(await apiBaseUrlItem.getValue(), await readerUrlItem.getValue()),
      );
  if (outcome.ok) return { problems: [] };
  return {
    problems: [outcome.reason === 'denied' ? t('selectionButtonDenied') : t('selectionButtonFailed', outcome.message)],
  };
}
