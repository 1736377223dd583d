import type { ComponentChildren } from 'preact';
import type { LinkTarget } from '../lib/settings/settings-items';
import { safeLinkUrl } from '../lib/text/safe-url';
import { openInCurrentTab, openInNewTab } from '../lib/ui/open-tabs';
import { followOnceTo, linkOpening, openingAddress, type LinkGesture } from '../lib/ui/link-opening';
import { passagesWanted, watchPassagePreference } from '../lib/ui/passage-preference';
import { usePageWindow } from '../lib/ui/use-page-window';
import './result-link.css';

/** Whether this page is in a frame (the quick-look card in a web page) rather than a tab or panel of its own. */
const IN_FRAME = typeof window !== 'undefined' && window.top !== window;

export interface ResultLinkProps {
  /** The URL as the API sent it: a link only for http(s), plain text otherwise. */
  url: string | undefined;
  /** `url` is a phone number's `tel:` link, as telHref builds it (from digits only), not a page's address. */
  call?: boolean;
  linkTarget: LinkTarget;
  class?: string;
  /** Text the page holds (the result's snippet): opening the link scrolls to it (a text fragment). */
  passage?: string | undefined;
  children: ComponentChildren;
  /** The accessible name, where the text shown is not one (a phone number: "Call …"). */
  label?: string;
}

/**
 * A link to a page the API named (a result, a sitelink, a story, a source, the knowledge
 * panel's website, a place's map or phone), following the person's "open results in" setting;
 * every link to a remote page in the panel and popup is one of these. From the side panel a
 * plain navigation would load the page into the panel itself, so "current tab" goes through
 * tabs.update, and background tabs through tabs.create (neither needs the `tabs` permission).
 * Sends no referrer. Opening adds the passage's text fragment (openingAddress); the href shown,
 * copied and dragged stays the page itself.
 *
 * In a private window (or before the page knows its window) it is a link with no address: an
 * `<a role="link" tabindex="0">` whose gestures — click, middle click, Ctrl/Cmd+click, Enter —
 * open a tab through the tabs API in that window (see linkOpening). With no href there is
 * nothing the browser itself could open in the normal profile, which Chrome's panel page
 * belongs to: no "Open link in new tab" or "Copy link address" in the context menu, no link to
 * drag into a window, no default action of a middle click. It stays a link to assistive
 * technology (role and name, in the links list, Enter follows it).
 */
export function ResultLink({ url, call, linkTarget, class: className, passage, children, label }: ResultLinkProps) {
  const page = usePageWindow();
  const href = call ? url : safeLinkUrl(url);
  watchPassagePreference();
  if (!href) return <span class={className}>{children}</span>;
  // A call goes where the person is: the window's tab hands it to the phone app and stays as it
  // was, where a new tab would be left blank. A middle click or Ctrl+click still asks for a tab.
  const target = call ? 'current-tab' : linkTarget;
  // Not known yet counts as private: nothing is left to the browser until the window is known.
  // Nor in the quick-look card, a frame of someone else's page, where the browser does not open
  // an extension frame's links in new tabs: there the tabs API opens every one, in the card's window.
  const inPrivate = page?.private ?? true;
  const viaTabs = inPrivate || IN_FRAME;
  const windowId = viaTabs ? page?.id : undefined;
  const handle = (event: MouseEvent | KeyboardEvent, gesture: LinkGesture) => {
    const opening = linkOpening(gesture, target, viaTabs);
    // Before anything else: whatever follows, the browser itself never follows this link (in the
    // card, it would load the site into the card's own frame: issue 38, L5).
    if (opening.how !== 'browser') event.preventDefault();
    const address = call ? href : openingAddress(href, passage, passagesWanted());
    if (opening.how === 'browser') {
      if (gesture.kind === 'click') followOnceTo(event.currentTarget as HTMLAnchorElement, address);
      return;
    }
    if (opening.how === 'current-tab') void openInCurrentTab(address, windowId);
    else void openInNewTab(address, { active: opening.active, windowId });
  };
  const gestures = {
    class: className,
    ...(label !== undefined && { 'aria-label': label }),
    onClick: (event: MouseEvent) => handle(event, { kind: 'click', ...mouseGesture(event) }),
    // The middle button fires auxclick, not click; its default would open a second tab.
    onAuxClick: (event: MouseEvent) => handle(event, { kind: 'auxclick', ...mouseGesture(event) }),
    onKeyDown: (event: KeyboardEvent) => handle(event, { kind: 'keydown', ...modifiers(event), key: event.key }),
  };
  if (inPrivate) {
    return (
      <a
        {...gestures}
        role="link"
        tabIndex={0}
        // Where it leads, for the page's own code (focus after Undo): not an address the browser acts on.
        data-link={href}
        // Without an href a middle press would start the browser's autoscroll instead of a click.
        onMouseDown={(event) => event.button === 1 && event.preventDefault()}
      >
        {children}
      </a>
    );
  }
  return (
    <a
      {...gestures}
      href={href}
      referrerpolicy="no-referrer"
      {...(!viaTabs && target !== 'current-tab' && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </a>
  );
}

function modifiers(event: MouseEvent | KeyboardEvent) {
  return { shiftKey: event.shiftKey, altKey: event.altKey, ctrlKey: event.ctrlKey, metaKey: event.metaKey };
}

function mouseGesture(event: MouseEvent) {
  return { ...modifiers(event), button: event.button };
}
