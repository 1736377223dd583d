import type { OrganicResult } from '../lib/api/search-response';
import type { SiteStanding } from '../lib/sites/arrange-results';
import type { SiteAction } from '../lib/sites/site-actions';
import { hostOfUrl } from '../lib/sites/web-host';
import type { LinkTarget } from '../lib/settings/settings-items';
import { displayHost, safeLinkUrl } from '../lib/text/safe-url';
import { RESULT_LINK_CLASS } from '../lib/ui/use-result-keyboard-nav';
import { t } from '../lib/i18n/messages';
import { ResultLink } from './ResultLink';
import { MetaSeparator, ResultDate } from './ResultDate';
import { ResultFacts } from './ResultFacts';
import { ResultMenu } from './ResultMenu';
import { resultCitation } from '../lib/export/citation';
import { SelectBox } from './SelectBox';
import { SiteIcon } from './SiteIcon';
import { Sitelinks } from './Sitelinks';
import './result-sites.css';

export interface ResultItemProps {
  result: OrganicResult;
  /** How the Blocked and Pinned sites lists treat this result's site. */
  standing: SiteStanding;
  linkTarget: LinkTarget;
  /** Searches the current query again, within this result's site. */
  onSearchSite?: ((host: string) => void) | undefined;
  onSiteAction: (action: SiteAction, host: string, link: string) => void;
}

/**
 * One organic result: site icon, title (a link only for http/https) and its menu, host,
 * date, rating and facts, snippet, sitelinks.
 */
export function ResultItem({ result, standing, linkTarget, onSearchSite, onSiteAction }: ResultItemProps) {
  const href = safeLinkUrl(result.link);
  const host = href ? displayHost(href) : '';
  const fullHost = hostOfUrl(href);

  return (
    <li class={standing === 'neutral' ? 'result' : `result ${standing}`}>
      <div class="result-head">
        <SelectBox title={result.title} link={href} />
        {href && <SiteIcon url={href} />}
        <div class="result-title">
          <ResultLink
            url={result.link}
            linkTarget={linkTarget}
            class={href ? RESULT_LINK_CLASS : undefined}
            passage={result.snippet}
          >
            {result.title}
          </ResultLink>
        </div>
        {href && fullHost && (
          <ResultMenu
            title={result.title}
            host={host}
            standing={standing}
            onAction={(action) => onSiteAction(action, fullHost, href)}
            citation={() => resultCitation(result, new Date())}
            link={href}
          />
        )}
      </div>
      {(host || result.date) && (
        <div class="result-meta">
          {standing !== 'neutral' && (
            <span class="site-tag">{t(standing === 'pinned' ? 'pinnedTag' : 'blockedTag')}</span>
          )}
          {host && <span class="result-host">{host}</span>}
          {host && result.date && <MetaSeparator />}
          <ResultDate date={result.date} />
          {host && onSearchSite && (
            <button
              type="button"
              class="site-search"
              aria-label={t('searchWithinHost', host)}
              onClick={() => onSearchSite(host)}
            >
              {t('searchWithin')}
            </button>
          )}
        </div>
      )}
      <ResultFacts result={result} />
      {result.snippet && <p class="result-snippet">{result.snippet}</p>}
      {result.sitelinks && (
        <Sitelinks links={result.sitelinks} label={t('sitelinksLabel', host || result.title)} linkTarget={linkTarget} />
      )}
    </li>
  );
}
