import type { ComponentChildren } from 'preact';
import type { LinkTarget } from '../lib/settings/settings-items';
import { safeLinkUrl } from '../lib/text/safe-url';
import { openInBackgroundTab, openInCurrentTab } from '../lib/ui/browser-actions';

export interface ResultLinkProps {
  /** The URL as the API sent it: a link only for http(s), plain text otherwise. */
  url: string | undefined;
  linkTarget: LinkTarget;
  class?: string;
  children: ComponentChildren;
}

/**
 * A link to a page the API named (a result, a sitelink, a story, a source), following the
 * person's "open results in" setting. Middle-click, Ctrl/Cmd+click and Shift+Enter open it
 * in a new tab behind this one, as on a search page (Shift+click and Alt+click keep the
 * browser's own new window and download). From the side panel a plain navigation would load
 * the page into the panel itself, so "current tab" goes through tabs.update, and background
 * tabs through tabs.create (neither needs the `tabs` permission). Sends no referrer.
 */
export function ResultLink({ url, linkTarget, class: className, children }: ResultLinkProps) {
  const href = safeLinkUrl(url);
  if (!href) return <span class={className}>{children}</span>;
  const behind = (event: Event) => {
    event.preventDefault();
    void openInBackgroundTab(href);
  };
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.shiftKey || event.altKey) return;
    if (event.ctrlKey || event.metaKey || linkTarget === 'background-tab') behind(event);
    else if (linkTarget === 'current-tab') {
      event.preventDefault();
      void openInCurrentTab(href);
    }
  };
  return (
    <a
      class={className}
      href={href}
      onClick={onClick}
      // The middle button fires auxclick, not click; its default would open a second tab.
      onAuxClick={(event) => event.button === 1 && behind(event)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && event.shiftKey && !event.ctrlKey && !event.metaKey && !event.altKey) behind(event);
      }}
      referrerpolicy="no-referrer"
      {...(linkTarget !== 'current-tab' && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </a>
  );
}
