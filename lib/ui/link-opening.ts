import type { LinkTarget } from '../settings/settings-items';
import { withTextFragment } from '../text/text-fragment';

/** What a person did to a link: a click, a middle click (auxclick) or a key press. */
export interface LinkGesture {
  kind: 'click' | 'auxclick' | 'keydown';
  button?: number;
  key?: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}

/**
 * How a result link opens: `browser` leaves it to the browser's own handling of the link (its
 * href, and target=_blank where set); the others go through the tabs API.
 */
export type LinkOpening = { how: 'browser' } | { how: 'new-tab'; active: boolean } | { how: 'current-tab' };

const BROWSER: LinkOpening = { how: 'browser' };
const BEHIND: LinkOpening = { how: 'new-tab', active: false };

/**
 * Middle-click, Ctrl/Cmd+click and Shift+Enter open a result in a new tab behind this one, as on
 * a search page; a plain click follows the "open results in" setting.
 *
 * In a normal window Shift+click and Alt+click keep the browser's own new window and download,
 * and a plain click in a new tab is the link's target=_blank. In a private window nothing may
 * be left to the browser: Chrome runs the extension "spanning", so the panel's own pages belong
 * to the normal profile, and a link it follows, a window it opens or a file it downloads would
 * land there with that profile's cookies and history. There a result is rendered with no
 * address the browser could open at all (ResultLink), and every gesture opens a tab through
 * the tabs API, in the private window (Shift and Alt count as a plain click); Enter, which the
 * browser turns into a click only on a link with an address, is the click itself.
 */
export function linkOpening(gesture: LinkGesture, linkTarget: LinkTarget, inPrivate: boolean): LinkOpening {
  if (gesture.kind === 'auxclick') return gesture.button === 1 ? BEHIND : BROWSER;
  if (gesture.kind === 'keydown') {
    const shiftEnter =
      gesture.key === 'Enter' && gesture.shiftKey && !gesture.ctrlKey && !gesture.metaKey && !gesture.altKey;
    if (shiftEnter) return BEHIND;
    // A plain Enter on a link with an address is followed by a click, which decides.
    return inPrivate && gesture.key === 'Enter'
      ? linkOpening({ ...gesture, kind: 'click', button: 0 }, linkTarget, true)
      : BROWSER;
  }
  if (gesture.button !== 0) return BROWSER;
  if (!inPrivate && (gesture.shiftKey || gesture.altKey)) return BROWSER;
  if (gesture.ctrlKey || gesture.metaKey || linkTarget === 'background-tab') return BEHIND;
  if (linkTarget === 'current-tab') return { how: 'current-tab' };
  return inPrivate ? { how: 'new-tab', active: true } : BROWSER;
}

/**
 * The address a result opens at (DESIGN §4 Reading a result here): its page, with a text
 * fragment from the snippet that scrolls to the words it quotes — unless the person turned that
 * off, or the address has a fragment of its own. The link's own href stays the page, so copying
 * or dragging it gives a clean address: this is the address of the opening only.
 */
export function openingAddress(href: string, passage: string | undefined, passagesWanted: boolean): string {
  return passagesWanted ? withTextFragment(href, passage) : href;
}

/**
 * Lets the browser follow a link to `address` instead of its href this once: a click's default
 * action reads the href after the click's listeners have run, so it is swapped for the
 * moment and put back in the next task (copy, drag and the context menu keep the clean one).
 */
export function followOnceTo(link: HTMLAnchorElement, address: string): void {
  const href = link.getAttribute('href');
  if (href === null || address === href) return;
  link.setAttribute('href', address);
  setTimeout(() => link.setAttribute('href', href), 0);
}
