import type { OrganicResult } from '../lib/api/search-response';
import type { SiteStanding } from '../lib/sites/arrange-results';
import type { SiteAction } from '../lib/sites/site-actions';
import type { LinkTarget } from '../lib/settings/settings-items';
import { onResultListKeyDown } from '../lib/ui/use-result-keyboard-nav';
import { useCallback, useMemo, useRef } from 'preact/hooks';
import { Component } from 'preact';
import { ResultItem, type ResultItemProps } from './ResultItem';
import { t } from '../lib/i18n/messages';
import { useFirstScreenFirst } from '../lib/ui/use-first-screen-first';

export interface ResultListProps {
  /** The results as shown: rank order, pinned sites first, blocked ones out (see useSiteArrangement). */
  results: ReadonlyArray<{ item: OrganicResult; standing: SiteStanding }>;
  linkTarget: LinkTarget;
  onSearchSite?: ((host: string) => void) | undefined;
  /** A result menu's Block/Pin/…, with the result's host and link. */
  onSiteAction: (action: SiteAction, host: string, link: string) => void;
  /** The answer the results belong to: a new one shows its first screen first. */
  answerId: string;
}

/**
 * Firefox leaves results that content-visibility skips out of the accessibility tree (their
 * links have no name until scrolled to), so there every result is laid out: a screen reader
 * must hear the whole list. Chromium keeps skipped content accessible.
 */
const LIST_CLASS = import.meta.env.FIREFOX ? 'result-list laid-out' : 'result-list';

/**
 * The organic results in the order given; arrow keys and j/k move between titles.
 *
 * The page re-renders for many reasons while results are shown — every key typed in the
 * search box, the search being sent — and a hundred results take tens of milliseconds to
 * render again: so the list is rendered anew only when the results or where links open
 * change (Preact skips an identical element), and its items call the latest handlers
 * through stable functions.
 */
export function ResultList(props: ResultListProps) {
  const latest = useRef(props);
  latest.current = props;
  const onSiteAction = useCallback<ResultListProps['onSiteAction']>(
    (action, host, link) => latest.current.onSiteAction(action, host, link),
    [],
  );
  const onSearchSite = useCallback((host: string) => latest.current.onSearchSite?.(host), []);
  const { linkTarget } = props;
  const results = useFirstScreenFirst(props.results, props.answerId);
  const searchesSites = props.onSearchSite !== undefined;
  return useMemo(
    () => (
      <ol class={LIST_CLASS} aria-label={t('resultsLabel')} onKeyDown={onResultListKeyDown}>
        {results.map(({ item, standing }) => (
          <ShownResult
            key={`${item.position}:${item.link}`}
            result={item}
            standing={standing}
            linkTarget={linkTarget}
            onSearchSite={searchesSites ? onSearchSite : undefined}
            onSiteAction={onSiteAction}
          />
        ))}
      </ol>
    ),
    [results, linkTarget, searchesSites, onSearchSite, onSiteAction],
  );
}

/**
 * A result that renders again only when what it shows changes. Results are never edited in
 * place, but each page More results adds gives every item a new object (positions are
 * renumbered): compared by what the item shows, the hundred already on screen are skipped and
 * only the new ones render (npm run bench, "More results").
 */
class ShownResult extends Component<ResultItemProps> {
  override shouldComponentUpdate(next: ResultItemProps): boolean {
    const { result, standing, linkTarget, onSearchSite, onSiteAction } = this.props;
    return (
      next.result.link !== result.link ||
      next.result.position !== result.position ||
      next.result.title !== result.title ||
      next.standing !== standing ||
      next.linkTarget !== linkTarget ||
      next.onSearchSite !== onSearchSite ||
      next.onSiteAction !== onSiteAction
    );
  }

  override render() {
    return <ResultItem {...this.props} />;
  }
}
