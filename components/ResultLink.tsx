import type { ComponentChildren } from 'preact';
import type { LinkTarget } from '../lib/settings/settings-items';
import { safeLinkUrl } from '../lib/text/safe-url';
import { openInCurrentTab, openInNewTab } from '../lib/ui/open-tabs';
import { followOnceTo, linkOpening, openingAddress, type LinkGesture } from '../lib/ui/link-opening';
import { passagesWanted, watchPassagePreference } from '../lib/ui/passage-preference';
import { usePageWindow } from '../lib/ui/use-page-window';

/** Whether this page is in a frame (the quick-look card in a web page) rather than a tab or panel of its own. */
const IN_FRAME = typeof window !== 'undefined' && window.top !== window;

export interface ResultLinkProps {
  /** The URL as the API sent it: a link only for http(s), plain text otherwise. */
  url: string | undefined;
  linkTarget: LinkTarget;
  class?: string;
  /** Text the page holds (the result's snippet): opening the link scrolls to it (a text fragment). */
  passage?: string | undefined;
  children: ComponentChildren;
}

/**
 * A link to a page the API named (a result, a sitelink, a story, a source, the knowledge
 * panel's website), following the person's "open results in" setting; every link to a remote
 * page in the panel and popup is one of these. From the side panel a plain navigation would
 * load the page into the panel itself, so "current tab" goes through tabs.update, and
 * background tabs through tabs.create (neither needs the `tabs` permission). In a private
 * window every gesture opens through the tabs API in that window, never through the link
 * itself (see linkOpening). Sends no referrer. Opening adds the passage's text fragment
 * (openingAddress); the href shown, copied and dragged stays the page itself.
 */
export function ResultLink({ url, linkTarget, class: className, passage, children }: ResultLinkProps) {
  const page = usePageWindow();
  const href = safeLinkUrl(url);
  watchPassagePreference();
  if (!href) return <span class={className}>{children}</span>;
  // Not known yet counts as private: nothing is left to the browser until the window is known.
  // Nor in the quick-look card, a frame of someone else's page, where the browser does not open
  // an extension frame's links in new tabs: there the tabs API opens every one, in the card's window.
  const viaTabs = (page?.private ?? true) || IN_FRAME;
  const windowId = viaTabs ? page?.id : undefined;
  const handle = (event: MouseEvent | KeyboardEvent, gesture: LinkGesture) => {
    const opening = linkOpening(gesture, linkTarget, viaTabs);
    const address = openingAddress(href, passage, passagesWanted());
    if (opening.how === 'browser') {
      if (gesture.kind === 'click') followOnceTo(event.currentTarget as HTMLAnchorElement, address);
      return;
    }
    event.preventDefault();
    if (opening.how === 'current-tab') void openInCurrentTab(address, windowId);
    else void openInNewTab(address, { active: opening.active, windowId });
  };
  return (
    <a
      class={className}
      href={href}
      onClick={(event) => handle(event, { kind: 'click', ...mouseGesture(event) })}
      // The middle button fires auxclick, not click; its default would open a second tab.
      onAuxClick={(event) => handle(event, { kind: 'auxclick', ...mouseGesture(event) })}
      onKeyDown={(event) => handle(event, { kind: 'keydown', ...modifiers(event), key: event.key })}
      referrerpolicy="no-referrer"
      {...(!viaTabs && linkTarget !== 'current-tab' && { target: '_blank', rel: 'noopener noreferrer' })}
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
