import type { ComponentChildren } from 'preact';
import type { LinkTarget } from '../lib/settings/settings-items';
import { safeLinkUrl } from '../lib/text/safe-url';
import { openInCurrentTab } from '../lib/ui/browser-actions';

export interface ResultLinkProps {
  /** The URL as the API sent it: a link only for http(s), plain text otherwise. */
  url: string | undefined;
  linkTarget: LinkTarget;
  class?: string;
  children: ComponentChildren;
}

/**
 * A link to a page the API named (a result, a sitelink, a story, a source), following the
 * person's "open results in" setting. From the side panel a plain navigation would load
 * the page into the panel itself, so "current tab" goes through tabs.update; modified
 * clicks (new tab, new window…) keep the browser's own behaviour. Sends no referrer.
 */
export function ResultLink({ url, linkTarget, class: className, children }: ResultLinkProps) {
  const href = safeLinkUrl(url);
  if (!href) return <span class={className}>{children}</span>;
  const onClick = (event: MouseEvent) => {
    if (linkTarget !== 'current-tab' || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void openInCurrentTab(href);
  };
  return (
    <a
      class={className}
      href={href}
      onClick={onClick}
      referrerpolicy="no-referrer"
      {...(linkTarget === 'new-tab' && { target: '_blank', rel: 'noopener noreferrer' })}
    >
      {children}
    </a>
  );
}
