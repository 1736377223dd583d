/*
 * Whether the quick-look card can be put into a page, decided from what is known synchronously
 * when the menu is clicked or the shortcut pressed: the side panel must be opened inside that
 * gesture, before any await, so the decision cannot wait for an injection to fail. Where no
 * script may run (DESIGN §4 In the page) the panel shows the answer instead; where this says
 * yes and the injection still fails, the answer goes to the panel or a results tab all the same.
 */

/** Hosts where browsers let no extension script run: their add-on stores and account pages. */
const PROTECTED_HOSTS = new Set([
  'chromewebstore.google.com',
  'microsoftedge.microsoft.com',
  'addons.mozilla.org',
  'addons.cdn.mozilla.net',
  'accounts.firefox.com',
  'support.mozilla.org',
]);

export interface PageFacts {
  /** The page's address (the menu's frame or page URL, the shortcut's tab URL); undefined when the browser withheld it. */
  url: string | undefined;
  /** A private window: Chrome runs the extension "spanning", and its pages cannot load in a private tab's frame. */
  incognito?: boolean | undefined;
  /** Whether the person let the extension into file: pages (extension.isAllowedFileSchemeAccess). */
  fileAccess?: boolean;
}

/**
 * Whether to try the card in this page. No for browser and extension pages, `view-source:`,
 * `data:`/`blob:` documents, the add-on stores, the PDF viewer (a .pdf address: its frame is the
 * browser's own extension), `file:` without access, and private windows. An address the
 * browser did not give (no grant yet) is tried: the injection's failure is handled then.
 */
export function canShowCard({ url, incognito, fileAccess = false }: PageFacts): boolean {
  if (incognito) return false;
  if (url === undefined || url === '') return true;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'file:') return fileAccess && !isPdf(parsed);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (PROTECTED_HOSTS.has(parsed.hostname)) return false;
  if (parsed.hostname === 'chrome.google.com' && parsed.pathname.startsWith('/webstore')) return false;
  if (isPdf(parsed)) return false;
  return true;
}

function isPdf(url: URL): boolean {
  return /\.pdf$/iu.test(url.pathname);
}
