import type { ComponentType } from 'preact';
import type { KnowledgeGraph } from '../lib/api/search-response';
import type { CurrentSearch } from '../lib/search/current-search';
import type { LinkTarget } from '../lib/settings/settings-items';
import { t } from '../lib/i18n/messages';
import { formatResults } from '../lib/ui/format';
import { useResultsMarks } from '../lib/ui/perf-marks';
import { AnswerBox } from './AnswerBox';
import { CreditsSummary } from './CreditsSummary';
import { ErrorNotice } from './ErrorNotice';
import { KnowledgePanel } from './KnowledgePanel';
import { PeopleAlsoAsk } from './PeopleAlsoAsk';
import { RelatedSearches } from './RelatedSearches';
import { ResultList } from './ResultList';
import { SearchProgress } from './SearchProgress';
import { TopStories } from './TopStories';

export interface SearchViewProps {
  /** The stored current search; undefined while it is being read, null when none ran yet. */
  state: CurrentSearch | null | undefined;
  linkTarget: LinkTarget;
  onRetry: (state: CurrentSearch) => void;
  /** Runs the shown search again without the cache (the Credits region's Refresh button). */
  onRefresh: (state: CurrentSearch) => void;
  onRelatedSearch: (query: string) => void;
  /** "Search within <host>" on each result; no button without it. */
  onSearchSite?: (host: string) => void;
  /** Tools around the results (export, open all, citation), for the pages that carry them. */
  extras?: ResultExtras;
}

export type SuccessState = Extract<CurrentSearch, { status: 'success' }>;

export interface ResultExtras {
  Toolbar?: ComponentType<{ state: SuccessState }>;
  KnowledgeActions?: ComponentType<{ graph: KnowledgeGraph }>;
}

/**
 * Renders one current-search state: searching, an error, no results, or the results.
 * A single status line is the live region, so a screen reader hears "Searching…"
 * and the count, not the whole list; errors announce themselves (role=alert).
 */
export function SearchView({
  state,
  linkTarget,
  onRetry,
  onRefresh,
  onRelatedSearch,
  onSearchSite,
  extras,
}: SearchViewProps) {
  const busy = state?.status === 'pending' || state?.status === 'loading';
  useResultsMarks(state?.status === 'success' ? state.id : undefined);
  return (
    <div class="search-view" aria-busy={busy ? 'true' : 'false'}>
      {state?.note && <p class="search-note">{state.note}</p>}
      <div role="status" class="search-status">
        {state && <StatusLine state={state} />}
      </div>
      {state?.status === 'error' && <ErrorNotice error={state.error} onRetry={() => onRetry(state)} />}
      {/* Out of credits: the balance and the way to fix it matter more than ever. */}
      {state?.status === 'error' && state.error.kind === 'insufficient-credits' && (
        <CreditsSummary state={state} onRefresh={() => onRefresh(state)} />
      )}
      {state?.status === 'success' && (
        <>
          {state.response.answerBox && <AnswerBox answer={state.response.answerBox} linkTarget={linkTarget} />}
          {state.response.knowledgeGraph && (
            <KnowledgePanel key={state.id} graph={state.response.knowledgeGraph} Actions={extras?.KnowledgeActions} />
          )}
          {state.response.organic.length > 0 && extras?.Toolbar && <extras.Toolbar state={state} />}
          {state.response.organic.length > 0 && (
            <ResultList results={state.response.organic} linkTarget={linkTarget} onSearchSite={onSearchSite} />
          )}
          {state.response.topStories && <TopStories stories={state.response.topStories} linkTarget={linkTarget} />}
          {state.response.peopleAlsoAsk && (
            <PeopleAlsoAsk questions={state.response.peopleAlsoAsk} linkTarget={linkTarget} />
          )}
          <RelatedSearches queries={state.response.relatedSearches} onSelect={onRelatedSearch} />
          <CreditsSummary state={state} onRefresh={() => onRefresh(state)} />
        </>
      )}
    </div>
  );
}

function StatusLine({ state }: { state: CurrentSearch }) {
  switch (state.status) {
    case 'pending':
      return <SearchProgress query={state.request.query} />;
    case 'loading':
      return <SearchProgress query={state.request.query} retry={state.retry} />;
    case 'error':
      return null;
    case 'success': {
      const count = state.response.organic.length;
      if (count > 0) {
        return <span class="visually-hidden">{formatResults(count)}</span>;
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
