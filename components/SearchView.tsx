import type { ComponentType } from 'preact';
import type { KnowledgeGraph, OrganicResult } from '../lib/api/search-response';
import type { CurrentSearch, SuccessRecord } from '../lib/search/current-search';
import type { LinkTarget } from '../lib/settings/settings-items';
import { t } from '../lib/i18n/messages';
import { formatResults } from '../lib/ui/format';
import { useResultsMarks } from '../lib/ui/perf-marks';
import { AnswerBox } from './AnswerBox';
import { CreditsSummary } from './CreditsSummary';
import { ErrorNotice } from './ErrorNotice';
import { GoneNotice } from './GoneNotice';
import { KnowledgePanel } from './KnowledgePanel';
import { PeopleAlsoAsk } from './PeopleAlsoAsk';
import { RelatedSearches } from './RelatedSearches';
import { ResultList } from './ResultList';
import { SearchProgress } from './SearchProgress';
import { TopStories } from './TopStories';
import { blockedSitesText, ShowBlockedButton } from './BlockedSites';
import { SiteActionNotice } from './SiteActionNotice';
import { MoreResults } from './MoreResults';
import type { MoreResultsState } from '../lib/ui/use-more-results';
import { useSiteArrangement, type SiteArrangement } from '../lib/ui/use-site-arrangement';
import { useSiteActions } from '../lib/ui/use-site-actions';

export interface SearchViewProps {
  /** The search shown; undefined while it is being read, null when none ran yet. */
  state: CurrentSearch | null | undefined;
  /** A search whose results are no longer kept: said so, with the offer to search again. */
  gone?: SuccessRecord | undefined;
  linkTarget: LinkTarget;
  onRetry: (state: Pick<CurrentSearch, 'request'>) => void;
  /** Sends a search the daily budget held back, past the budget ("Search anyway"). */
  onSearchAnyway?: (state: Pick<CurrentSearch, 'request'>) => void;
  /** Runs the shown search again without the cache (the Credits region's Refresh button). */
  onRefresh: (state: CurrentSearch) => void;
  onRelatedSearch: (query: string) => void;
  /** "Search within <host>" on each result; no button without it. */
  onSearchSite?: (host: string) => void;
  /** Tools around the results (export, open all, citation), for the pages that carry them. */
  extras?: ResultExtras;
  /** More results under the list, for the pages that offer them. */
  more?: MoreResultsState;
}

export type SuccessState = Extract<CurrentSearch, { status: 'success' }>;

export interface ResultExtras {
  /** Above the results: gets the results as shown (blocked sites out, pinned first). */
  Toolbar?: ComponentType<{ state: SuccessState; results: OrganicResult[] }>;
  KnowledgeActions?: ComponentType<{ graph: KnowledgeGraph }>;
}

/**
 * Renders one current-search state: searching, an error, no results, or the results.
 * A single status line is the live region, so a screen reader hears "Searching…"
 * and the count, not the whole list; errors announce themselves (role=alert).
 */
export function SearchView({
  state,
  gone,
  linkTarget,
  onRetry,
  onSearchAnyway,
  onRefresh,
  onRelatedSearch,
  onSearchSite,
  extras,
  more,
}: SearchViewProps) {
  const busy = state?.status === 'pending' || state?.status === 'loading';
  const success = state?.status === 'success' ? state : undefined;
  const arranged = useSiteArrangement(success?.response, success?.id);
  const siteActions = useSiteActions(success?.id, arranged);
  // Marked once the lists are read too: only then are the results on screen.
  useResultsMarks(success && arranged ? success.id : undefined);
  return (
    <div class="search-view" aria-busy={busy ? 'true' : 'false'}>
      {state?.note && <p class="search-note">{state.note}</p>}
      <div class="search-status-row">
        <div role="status" class="search-status">
          {state && <StatusLine state={state} arranged={arranged} />}
        </div>
        {arranged && arranged.blocked > 0 && (
          <ShowBlockedButton shown={arranged.showsBlocked} onShow={arranged.setShowsBlocked} />
        )}
      </div>
      {gone && <GoneNotice record={gone} onSearchAgain={() => onRetry(gone)} />}
      {state?.status === 'error' && (
        <ErrorNotice
          error={state.error}
          onRetry={() => onRetry(state)}
          onSearchAnyway={onSearchAnyway && (() => onSearchAnyway(state))}
        />
      )}
      {/* Out of credits: the balance and the way to fix it matter more than ever. */}
      {state?.status === 'error' && state.error.kind === 'insufficient-credits' && (
        <CreditsSummary state={state} onRefresh={() => onRefresh(state)} />
      )}
      {success && arranged && (
        <>
          {success.response.answerBox && <AnswerBox answer={success.response.answerBox} linkTarget={linkTarget} />}
          {success.response.knowledgeGraph && (
            <KnowledgePanel
              key={success.id}
              graph={success.response.knowledgeGraph}
              linkTarget={linkTarget}
              Actions={extras?.KnowledgeActions}
            />
          )}
          <SiteActionNotice done={siteActions.done} onUndo={siteActions.undo} />
          {arranged.shownResults.length > 0 && extras?.Toolbar && (
            <extras.Toolbar state={success} results={arranged.shownResults} />
          )}
          {arranged.shownResults.length > 0 && (
            <ResultList
              results={arranged.results.shown}
              linkTarget={linkTarget}
              onSearchSite={onSearchSite}
              onSiteAction={siteActions.act}
            />
          )}
          {more && success.response.organic.length > 0 && (
            <MoreResults
              next={more.next}
              shownCount={success.response.organic.length}
              pending={more.pending}
              error={more.error}
              onMore={more.loadMore}
            />
          )}
          {arranged.shownStories.length > 0 && <TopStories stories={arranged.shownStories} linkTarget={linkTarget} />}
          {success.response.peopleAlsoAsk && (
            <PeopleAlsoAsk questions={success.response.peopleAlsoAsk} linkTarget={linkTarget} />
          )}
          <RelatedSearches queries={success.response.relatedSearches} onSelect={onRelatedSearch} />
          <CreditsSummary state={success} onRefresh={() => onRefresh(success)} />
        </>
      )}
    </div>
  );
}

function StatusLine({ state, arranged }: { state: CurrentSearch; arranged: SiteArrangement | undefined }) {
  switch (state.status) {
    case 'pending':
      return <SearchProgress query={state.request.query} />;
    case 'loading':
      return <SearchProgress query={state.request.query} retry={state.retry} />;
    case 'error':
      return null;
    case 'success': {
      if (!arranged) return null;
      const count = arranged.results.shown.length;
      const blocked = arranged.blocked > 0 && (
        <span class="blocked-count">{blockedSitesText(arranged.blocked, arranged.showsBlocked)}</span>
      );
      if (count > 0 || blocked) {
        return (
          <>
            {count > 0 && <span class="visually-hidden">{formatResults(count)}</span>}
            {blocked}
          </>
        );
      }
      return (
        <div class="empty">
          <p>{t('noResultsFor', state.request.query)}</p>
          <p class="muted">{t('noResultsHint')}</p>
        </div>
      );
    }
  }
}
