import { apiKeyOriginsItem, originsOf } from '../../lib/settings/key-origin';
import { apiBaseUrlItem } from '../../lib/settings/settings-items';

/**
 * Stores an API address as the options page's Save with the key does: the address, and the
 * record that the key was entered for it. A key with no such record goes only to the build's
 * own API origin (issue 38, L2), which a unit test's local API on a free port is not.
 */
export async function saveAddressWithKey(baseUrl: string, ...more: string[]): Promise<void> {
  await apiBaseUrlItem.setValue(baseUrl);
  await apiKeyOriginsItem.setValue(originsOf(baseUrl, ...more));
}
