import type { OrganicResult } from '../lib/api/search-response';
import type { LinkTarget } from '../lib/settings/settings-items';
import { displayHost, safeLinkUrl } from '../lib/text/safe-url';
import { openInCurrentTab } from '../lib/ui/browser-actions';
import { formatDate } from '../lib/ui/format';
import { RESULT_LINK_CLASS } from '../lib/ui/use-result-keyboard-nav';
import { t } from '../lib/i18n/messages';

export interface ResultItemProps {
  result: OrganicResult;
  linkTarget: LinkTarget;
  /** Searches the current query again, within this result's site. */
  onSearchSite?: ((host: string) => void) | undefined;
}

/** One organic result: title (a link only for http/https), host, date and snippet. */
export function ResultItem({ result, linkTarget, onSearchSite }: ResultItemProps) {
  const href = safeLinkUrl(result.link);
  const date = formatDate(result.date);
  const host = href ? displayHost(href) : '';

  const onClick = (event: MouseEvent) => {
    // Modified clicks (new tab, new window…) keep the browser's own behaviour.
    if (
      linkTarget !== 'current-tab' ||
      !href ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      event.button !== 0
    ) {
      return;
    }
    event.preventDefault();
    void openInCurrentTab(href);
  };

  return (
    <li class="result">
      <div class="result-title">
        {href ? (
          <a
            class={RESULT_LINK_CLASS}
            href={href}
            onClick={onClick}
            referrerpolicy="no-referrer"
            {...(linkTarget === 'new-tab' && { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {result.title}
          </a>
        ) : (
          <span>{result.title}</span>
        )}
      </div>
      {(host || date) && (
        <div class="result-meta">
          {host && <span class="result-host">{host}</span>}
          {host && date && <span aria-hidden="true"> · </span>}
          {date && <time dateTime={result.date}>{date}</time>}
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
      {result.snippet && <p class="result-snippet">{result.snippet}</p>}
    </li>
  );
}
