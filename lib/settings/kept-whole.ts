import { sameData } from '../storage/same-data';

/**
 * Whether a checker kept a value whole: it may normalize it ("de" → "DE", "WWW.Example.com"
 * → "example.com"), but not drop it (`undefined`), shorten a list (an entry that is not a
 * site), or replace it with its default (`fallback`, what the checker gives for nothing).
 * The settings file names what was not kept; sync refuses a group with any such part.
 */
export function keptWhole(given: unknown, checked: unknown, fallback: unknown): boolean {
  if (checked === undefined) return false;
  if (Array.isArray(given) && Array.isArray(checked)) return checked.length >= given.length;
  return !(sameData(checked, fallback) && !sameData(given, fallback));
}
