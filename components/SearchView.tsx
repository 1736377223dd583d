import type { ResultExtras } from './view-types';
import { isFresh, type CurrentSearch, type SuccessRecord } from '../lib/search/current-search';
import type { LinkTarget } from '../lib/settings/settings-items';
import { t } from '../lib/i18n/messages';
import { queryLabel } from '../lib/api/image-query';
import { formatResults } from '../lib/ui/format';
import { useResultsMarks } from '../lib/ui/perf-marks';
import { useAnswerShownReport } from '../lib/ui/use-answer-shown-report';
import { ErrorNotice } from './ErrorNotice';
import { GoneNotice } from './GoneNotice';
import { SearchProgress } from './SearchProgress';
import { blockedSitesText, ShowBlockedButton } from './BlockedSites';
import type { MoreResultsState } from '../lib/ui/use-more-results';
import { useSiteArrangement, type SiteArrangement } from '../lib/ui/use-site-arrangement';
import { useSiteActions } from '../lib/ui/use-site-actions';
import { lazyModule } from '../lib/ui/use-lazy';

/*
 * What an answer shows, and the credits, load once a search starts (while it is on its way),
 * not with the page: a panel opened to type a query paints without them (DESIGN §6 budgets).
 */
const useSuccessView = lazyModule(() => import('./SuccessView').then((m) => m.SuccessView));
const useCreditsSummary = lazyModule(() => import('./CreditsSummary').then((m) => m.CreditsSummary));

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
  // A search left pending longer ago than a draft lives is not sent by a page opening: shown unsent.
  const unsent = state?.status === 'pending' && !isFresh(state.startedAt, Date.now());
  const busy = (state?.status === 'pending' && !unsent) || state?.status === 'loading';
  const success = state?.status === 'success' ? state : undefined;
  const arranged = useSiteArrangement(success?.response, success?.id);
  const siteActions = useSiteActions(success?.id, arranged);
  const SuccessView = useSuccessView(state !== null && state !== undefined);
  const outOfCredits = state?.status === 'error' && state.error.kind === 'insufficient-credits';
  const CreditsSummary = useCreditsSummary(outOfCredits);
  // Marked once the lists are read and the view is loaded: only then are the results on screen.
  // Keyed by the number shown too: a page More results appends is marked like a new answer.
  const onScreen =
    success && arranged && SuccessView ? { id: success.id, count: arranged.list.arranged.shown.length } : undefined;
  useResultsMarks(onScreen && `${onScreen.id}#${onScreen.count}`);
  // After the marks: the worker's writes that follow the report come after the painted mark too.
  useAnswerShownReport(onScreen?.id);
  return (
    <div class="search-view" aria-busy={busy ? 'true' : 'false'}>
      {state?.note && <p class="search-note">{state.note}</p>}
      <div class="search-status-row">
        <div role="status" class="search-status">
          {state && !unsent && <StatusLine state={state} arranged={arranged} />}
        </div>
        {arranged && arranged.blocked > 0 && (
          <ShowBlockedButton shown={arranged.showsBlocked} onShow={arranged.setShowsBlocked} />
        )}
        {/* On the status line's row, not a line of its own: the first result stays near the top. */}
        {success && arranged && SuccessView && arranged.list.arranged.shown.length > 0 && extras?.Toolbar && (
          <extras.Toolbar state={success} shown={arranged.shownItems} />
        )}
      </div>
      {gone && <GoneNotice record={gone} onSearchAgain={() => onRetry(gone)} />}
      {unsent && <GoneNotice record={state} unsent onSearchAgain={() => onRetry(state)} />}
      {state?.status === 'error' && (
        <ErrorNotice
          error={state.error}
          onRetry={() => onRetry(state)}
          onSearchAnyway={onSearchAnyway && (() => onSearchAnyway(state))}
        />
      )}
      {/* Out of credits: the balance and the way to fix it matter more than ever. */}
      {state?.status === 'error' && outOfCredits && CreditsSummary && (
        <CreditsSummary state={state} onRefresh={() => onRefresh(state)} />
      )}
      {success && arranged && SuccessView && (
        <SuccessView
          success={success}
          arranged={arranged}
          siteActions={siteActions}
          linkTarget={linkTarget}
          onRefresh={() => onRefresh(success)}
          onRelatedSearch={onRelatedSearch}
          onSearchSite={onSearchSite}
          extras={extras}
          more={more}
        />
      )}
    </div>
  );
}

function StatusLine({ state, arranged }: { state: CurrentSearch; arranged: SiteArrangement | undefined }) {
  switch (state.status) {
    case 'pending':
      return <SearchProgress query={queryLabel(state.request)} />;
    case 'loading':
      return <SearchProgress query={queryLabel(state.request)} retry={state.retry} />;
    case 'error':
      return null;
    case 'success': {
      if (!arranged) return null;
      const count = arranged.list.arranged.shown.length;
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
          <p>{t('noResultsFor', queryLabel(state.request))}</p>
          <p class="muted">{t('noResultsHint')}</p>
        </div>
      );
    }
  }
}
