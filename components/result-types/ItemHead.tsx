import type { SearchType } from '../../lib/api/search-options';
import type { SiteStanding } from '../../lib/sites/arrange-results';
import type { SiteAction } from '../../lib/sites/site-actions';
import { hostOfUrl } from '../../lib/sites/web-host';
import type { LinkTarget } from '../../lib/settings/settings-items';
import { displayHost, safeLinkUrl } from '../../lib/text/safe-url';
import { RESULT_LINK_CLASS } from '../../lib/ui/use-result-keyboard-nav';
import { t } from '../../lib/i18n/messages';
import { ResultLink } from '../ResultLink';
import { ResultMenu } from '../ResultMenu';
import { SelectBox } from '../SelectBox';

export interface ItemHeadProps {
  /** The list's search type (its menu offers Read here where the type reads here). */
  type: SearchType;
  title: string;
  /** The item's page (a place's website): its title links there, only over http(s). */
  link: string | undefined;
  standing: SiteStanding;
  linkTarget: LinkTarget;
  onSiteAction: (action: SiteAction, host: string, link: string) => void;
  /** The item as a citation with its type's own fields ("Copy as citation" in its menu). */
  citation: () => string;
  /** Its snippet: the link opens at the passage it quotes. */
  passage?: string | undefined;
}

/**
 * The first line of an item of any type but web: its title, a link named by the title to its
 * page (arrow keys and j/k move between these), the Pinned/Blocked tag, and the menu to pin
 * or block its site — the same lists and menu as web results.
 */
export function ItemHead({ type, title, link, standing, linkTarget, onSiteAction, citation, passage }: ItemHeadProps) {
  const href = safeLinkUrl(link);
  const host = hostOfUrl(href);
  return (
    <div class="result-head">
      <SelectBox title={title} link={href} />
      <div class="result-title">
        <ResultLink url={href} linkTarget={linkTarget} class={href ? RESULT_LINK_CLASS : undefined} passage={passage}>
          {title}
        </ResultLink>
        {standing !== 'neutral' && (
          <span class="site-tag">{t(standing === 'pinned' ? 'pinnedTag' : 'blockedTag')}</span>
        )}
      </div>
      {href && host && (
        <ResultMenu
          title={title}
          host={displayHost(href)}
          standing={standing}
          onAction={(action) => onSiteAction(action, host, href)}
          citation={citation}
          link={href}
          type={type}
        />
      )}
    </div>
  );
}
