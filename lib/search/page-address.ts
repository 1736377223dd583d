import { safeLinkUrl } from '../text/safe-url';

/** Longest page address sent to the reader. */
const MAX_PAGE_URL = 2_048;
/** The address a page is read and cached by: http(s) only, without its fragment (the same page). */
export function pageAddress(url: string): string | undefined {
  const href = safeLinkUrl(url);
  if (href === undefined || href.length > MAX_PAGE_URL) return undefined;
  const address = new URL(href);
  address.hash = '';
  return address.href;
}
