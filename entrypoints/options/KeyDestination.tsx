import { keyOrigin as originOf } from '../../lib/settings/key-origin';
import { t } from '../../lib/i18n/messages';

export interface KeyDestinationProps {
  /** The base URL as typed. */
  typed: string;
  /** The base URL searches use now. */
  saved: string;
}

/**
 * Where the key goes: the origin searches send it to, and — while a different base URL is
 * typed — the origin it will go to once saved, so nobody hands their key to an address by
 * a slip of the keyboard or a pasted link.
 */
export function KeyDestination({ typed, saved }: KeyDestinationProps) {
  const next = originOf(typed);
  const now = originOf(saved);
  if (next === undefined) return null;
  const changing = now !== next;
  return (
    <p
      class={changing ? 'hint key-destination changing' : 'hint key-destination'}
      id="key-destination"
      aria-live="polite"
    >
      {changing ? t('keyWillGoTo', next, now ?? '—') : t('keyGoesTo', next)}
    </p>
  );
}
