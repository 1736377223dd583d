import { defineStoredItem } from '../storage/stored-item';
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

/**
 * The origins the stored key was entered for (review 4, L10, at the point of use): written when
 * the key is saved, with the addresses saved with it. null: none recorded — no key, or a key
 * saved before this record existed (the worker records the current addresses at start).
 * Local only, like the key: sync never carries it. Read with keyOriginsSchema.
 */
export const apiKeyOriginsItem = defineStoredItem<string[] | null>('local:apiKeyOrigins', { fallback: null });

/** The live service's reader, which the extension itself fills in beside its search address. */
const PAIRED_READERS: Readonly<Record<string, string>> = {
  'https://google.serper.dev': 'https://scrape.serper.dev',
};

/**
 * Whether a request may carry the key to `origin`: one the key was entered for, or the reader
 * paired with one (the live service's reader beside its search address). With none recorded
 * (a key from before the record), the Save check alone held, as before.
 */
export function keyMayGoTo(keyOrigins: readonly string[] | null | undefined, origin: string): boolean {
  // None recorded, or none readable (a record taken from damaged addresses) holds nothing back.
  if (!keyOrigins || keyOrigins.length === 0) return true;
  return keyOrigins.some((entered) => entered === origin || PAIRED_READERS[entered] === origin);
}

/** The origins to record after a Save: the addresses the key goes with once it is entered; kept otherwise. */
export function keyOriginsAfterSave(
  previous: string[] | null,
  after: { apiKey: string; keyEntered: boolean; apiBaseUrl: string; readerUrl: string },
): string[] | null {
  if (after.apiKey === '') return null;
  if (!after.keyEntered && previous !== null) return previous;
  const origins = originsOf(after.apiBaseUrl, after.readerUrl);
  return origins.length > 0 ? origins : null;
}

/** The origins of the addresses given (the invalid and empty ones left out), each once. */
export function originsOf(...addresses: string[]): string[] {
  return [...new Set(addresses.flatMap((address) => keyOrigin(address) ?? []))];
}
