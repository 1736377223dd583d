import type { OrganicResult } from '../lib/api/search-response';
import type { SiteStanding } from '../lib/sites/arrange-results';
import type { SiteAction } from '../lib/sites/site-actions';
import type { LinkTarget } from '../lib/settings/settings-items';
import { onResultListKeyDown } from '../lib/ui/use-result-keyboard-nav';
import { ResultItem } from './ResultItem';
import { t } from '../lib/i18n/messages';

export interface ResultListProps {
  /** The results as shown: rank order, pinned sites first, blocked ones out (see useSiteArrangement). */
  results: ReadonlyArray<{ item: OrganicResult; standing: SiteStanding }>;
  linkTarget: LinkTarget;
  onSearchSite?: ((host: string) => void) | undefined;
  /** A result menu's Block/Pin/…, with the result's host and link. */
  onSiteAction: (action: SiteAction, host: string, link: string) => void;
}

/** The organic results in the order given; arrow keys and j/k move between titles. */
export function ResultList({ results, linkTarget, onSearchSite, onSiteAction }: ResultListProps) {
  return (
    <ol class="result-list" aria-label={t('resultsLabel')} onKeyDown={onResultListKeyDown}>
      {results.map(({ item, standing }) => (
        <ResultItem
          key={`${item.position}:${item.link}`}
          result={item}
          standing={standing}
          linkTarget={linkTarget}
          onSearchSite={onSearchSite}
          onSiteAction={onSiteAction}
        />
      ))}
    </ol>
  );
}
