/*
 * The links a place offers besides its website: a phone number to call and a map. Both are
 * built here from checked parts only — never by passing the service's text through — so
 * neither can carry a scheme or a character the page did not put there itself.
 */

/** What may separate the digits of a phone number as people write it: spaces, dashes, dots, slashes, brackets. */
const SEPARATORS = /[\s\u00A0\u2010-\u2015.()/-]/gu;
/** E.164 allows at most 15 digits; fewer than 3 dials nothing useful. */
const DIALABLE = /^\+?\d{3,15}$/u;

/**
 * The `tel:` link for a phone number as the service writes it ("(212) 888-6333" →
 * `tel:2128886333`, "+44 20 7946 0123" → `tel:+442079460123`), or undefined when the text is
 * anything but digits, an optional leading +, and separators (letters, "ext. 12", a second
 * number): then it is shown as text only. No country code is guessed: a number the service
 * gives without one is dialled as written, as it is shown.
 */
export function telHref(phone: string | undefined): string | undefined {
  if (phone === undefined) return undefined;
  const dialled = phone.trim().replace(SEPARATORS, '');
  return DIALABLE.test(dialled) ? `tel:${dialled}` : undefined;
}

/** Coordinates in a URL: enough decimals for a doorway (~0.1 m), none of a binary float's tail. */
function coordinate(value: number): string {
  return String(Number(value.toFixed(6)));
}

/**
 * A map of the place at its own coordinates, on OpenStreetMap: a marker and zoom 17 (a
 * street). OpenStreetMap rather than a search engine's map: the link carries nothing but
 * the place's position — no query, no account, no trace of the person's own location —
 * and opens without a consent wall. Undefined unless both coordinates are finite and in range.
 */
export function mapLink(place: { latitude?: number | undefined; longitude?: number | undefined }): string | undefined {
  const { latitude, longitude } = place;
  if (latitude === undefined || longitude === undefined) return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return undefined;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  const lat = coordinate(latitude);
  const lon = coordinate(longitude);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
