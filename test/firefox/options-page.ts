/** The options page (options.html), used as a person uses it: fields found by their labels (DESIGN §3). */
import type { NodeRef } from './bidi-script';
import type { ExtensionTab } from './extension-tab';
import { FIREFOX_API_ORIGIN } from './firefox-build';

/** The two services, as the options page names them. */
export const SERPER = 'Serper-compatible service (google.serper.dev)';
export const DOCUMENTED = 'Web Search API (as documented)';

/** The key field: masked, so a password field (see ExtensionTab.findPasswordField). */
export function keyField(options: ExtensionTab): Promise<NodeRef> {
  return options.findPasswordField('API key');
}

export function baseUrlField(options: ExtensionTab): Promise<NodeRef> {
  return options.find('textbox', 'API base URL');
}

/**
 * Waits until the page shows the stored settings: it reads them after its first paint, and typing
 * before that would be overwritten. The address field is never empty then (at least the build's
 * default address), so it says when. Resolves with the address shown.
 */
export function waitForSettingsShown(options: ExtensionTab): Promise<string> {
  return options.waitUntil(
    'the options page to show the stored address',
    { role: 'textbox', name: 'API base URL' },
    '(field) => field.value',
    (value: string) => (value === '' ? undefined : value),
  );
}

/**
 * Presses Save and waits for the status "Saved" (a timeout lists the alerts shown instead). The
 * status must not say "Saved" before the click: editing a field clears it.
 */
export async function saveAndWaitForSaved(options: ExtensionTab): Promise<void> {
  const status = { role: 'status' };
  const before = await options.text(await options.find(status.role));
  if (before.includes('Saved')) throw new Error(`The options page says "${before}" before Save was pressed`);
  await options.click(await options.find('button', 'Save'));
  try {
    await options.waitUntil(
      'the status "Saved" in the options page',
      status,
      '(el) => el.textContent.trim()',
      (text: string) => (text.includes('Saved') ? true : undefined),
    );
  } catch (error) {
    const alerts = await options.texts('alert');
    throw alerts.length > 0
      ? new Error(`The options page did not save: ${alerts.join(' | ')}`, { cause: error })
      : error;
  }
}

/** Chooses a service in the options page, keeping the local API as its address (and a reader address), and saves. */
export async function chooseService(options: ExtensionTab, service: string, readerUrl?: string): Promise<void> {
  await waitForSettingsShown(options);
  await options.click(await options.find('radio', service));
  await options.fill(await baseUrlField(options), FIREFOX_API_ORIGIN);
  if (readerUrl !== undefined) await options.fill(await options.find('textbox', 'Reader address'), readerUrl);
  await saveAndWaitForSaved(options);
}
