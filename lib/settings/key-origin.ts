import { checkBaseUrl } from './settings-fields';

/** The origin a base URL sends the key to, or undefined when the address is not a valid one. */
export function keyOrigin(baseUrl: string): string | undefined {
  const checked = checkBaseUrl(baseUrl);
  return checked.ok ? new URL(checked.value).origin : undefined;
}

/**
 * Whether saving `typedBaseUrl` would send the stored key to another origin than the one it
 * was entered for, with the key not entered again (typed, pasted, or brought by a settings
 * file with it): a slip of the keyboard, a pasted link or a settings file that names another
 * service must not hand the key to it. Then the address is not saved and the key is asked
 * for again, naming both origins. A first address (no stored key, or none stored before) asks nothing.
 */
export function keyNeededAgain(
  stored: { apiKey: string; apiBaseUrl: string },
  typedBaseUrl: string,
  keyEntered: boolean,
): { from: string; to: string } | undefined {
  if (keyEntered || stored.apiKey === '') return undefined;
  const from = keyOrigin(stored.apiBaseUrl);
  const to = keyOrigin(typedBaseUrl);
  return from !== undefined && to !== undefined && from !== to ? { from, to } : undefined;
}
