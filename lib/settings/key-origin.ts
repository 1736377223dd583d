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

/** The build's own API address's origin (WXT_API_BASE_URL): where a key with no record may go. */
export const BUILD_API_ORIGIN: string | undefined = keyOrigin(import.meta.env.WXT_API_BASE_URL ?? '');

/**
 * The origins the key may go to: those it was entered for — or, with none recorded (a key from
 * before the record, or a record no Save wrote), only the build's own API origin: fail closed
 * (issue 38, L2), so an address that arrived another way than a Save with the key (synced,
 * imported, written behind the settings page) never gets it.
 */
export function keyDestinations(
  keyOrigins: readonly string[] | null | undefined,
  buildOrigin = BUILD_API_ORIGIN,
): string[] {
  if (keyOrigins && keyOrigins.length > 0) return [...keyOrigins];
  return buildOrigin === undefined ? [] : [buildOrigin];
}

/**
 * Whether a request may carry the key to `origin`: one of its destinations (keyDestinations),
 * or the reader paired with one (the live service's reader beside its search address).
 */
export function keyMayGoTo(
  keyOrigins: readonly string[] | null | undefined,
  origin: string,
  buildOrigin = BUILD_API_ORIGIN,
): boolean {
  return keyDestinations(keyOrigins, buildOrigin).some(
    (entered) => entered === origin || PAIRED_READERS[entered] === origin,
  );
}

/**
 * The origins to record after a Save: the addresses the key goes with once it is entered — as
 * typed on the page and granted by the browser (`saved`: both were stored), never addresses only
 * found in storage, which sync or a file may have written (issue 38, L2); kept otherwise.
 */
export function keyOriginsAfterSave(
  previous: string[] | null,
  after: { apiKey: string; keyEntered: boolean; saved?: { apiBaseUrl: string; readerUrl: string } },
): string[] | null {
  if (after.apiKey === '') return null;
  if (!after.keyEntered || !after.saved) return previous;
  const origins = originsOf(after.saved.apiBaseUrl, after.saved.readerUrl);
  return origins.length > 0 ? origins : previous;
}

/** The origins of the addresses given (the invalid and empty ones left out), each once. */
export function originsOf(...addresses: string[]): string[] {
  return [...new Set(addresses.flatMap((address) => keyOrigin(address) ?? []))];
}
