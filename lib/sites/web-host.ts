/**
 * The host of a web address, in its own module: the popup needs only this, and importing the
 * site lists' parser with it would cost the popup's byte budget a kilobyte.
 */

/**
 * The hostname of an http(s) address as URL.hostname gives it (an internationalized name in
 * its ASCII form), without a trailing dot: how the site lists compare a result's address, and
 * the site "this site" searches. Undefined for no address, or one that is not http(s).
 */
export function hostOfUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
    return parsed.hostname.replace(/\.$/u, '') || undefined;
  } catch {
    return undefined;
  }
}
