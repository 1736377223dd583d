import type { LinkTarget } from '../lib/settings/settings-items';
import type { MoreResultsState } from '../lib/ui/use-more-results';
import type { SiteArrangement } from '../lib/ui/use-site-arrangement';
import type { SiteActions } from '../lib/ui/use-site-actions';
import { useNarrow } from '../lib/ui/use-narrow';
import { AnswerBox } from './AnswerBox';
import { CreditsSummary } from './CreditsSummary';
import { KnowledgePanel } from './KnowledgePanel';
import { MoreResults } from './MoreResults';
import { PeopleAlsoAsk } from './PeopleAlsoAsk';
import { RelatedSearches } from './RelatedSearches';
import { ResultList } from './ResultList';
import { SiteActionNotice } from './SiteActionNotice';
import { TopStories } from './TopStories';
import { TypedResults } from './result-types/TypedResults';
import type { ResultExtras, SuccessState } from './view-types';

export interface SuccessViewProps {
  success: SuccessState;
  arranged: SiteArrangement;
  siteActions: SiteActions;
  linkTarget: LinkTarget;
  onRefresh: () => void;
  onRelatedSearch: (query: string) => void;
  onSearchSite?: ((host: string) => void) | undefined;
  extras?: ResultExtras | undefined;
  more?: MoreResultsState | undefined;
}

/**
 * An answer on screen (the status line and the export tools above it are SearchView's): the blocks around the list, the list of its type (web results, or
 * news, images, videos, places, shopping: each loaded when first shown), More results, the
 * credits. Loaded by SearchView once a search starts, so a panel opened to type a query
 * does not carry it (DESIGN §6 budgets).
 */
export function SuccessView({
  success,
  arranged,
  siteActions,
  linkTarget,
  onRefresh,
  onRelatedSearch,
  onSearchSite,
  extras,
  more,
}: SuccessViewProps) {
  const { response } = success;
  const { list } = arranged;
  const shownCount = list.arranged.shown.length;
  const total = arranged.shownItems.items.length + arranged.blocked;
  // In a panel 360 px wide the entity panel would fill the first screen: there the results come
  // first and it follows them; a results tab, wide, keeps it on top.
  const narrow = useNarrow();
  const knowledge = response.knowledgeGraph && (
    <KnowledgePanel
      key={success.id}
      graph={response.knowledgeGraph}
      linkTarget={linkTarget}
      Actions={extras?.KnowledgeActions}
    />
  );
  return (
    <>
      {response.answerBox && <AnswerBox answer={response.answerBox} linkTarget={linkTarget} />}
      {!narrow && knowledge}
      <SiteActionNotice done={siteActions.done} onUndo={siteActions.undo} />
      {shownCount > 0 &&
        (list.type === 'web' ? (
          <ResultList
            results={list.arranged.shown}
            linkTarget={linkTarget}
            onSearchSite={onSearchSite}
            onSiteAction={siteActions.act}
          />
        ) : (
          <TypedResults list={list} linkTarget={linkTarget} onSiteAction={siteActions.act} />
        ))}
      {more && total > 0 && (
        <MoreResults
          next={more.next}
          shownCount={shownCount}
          pending={more.pending}
          error={more.error}
          onMore={more.loadMore}
        />
      )}
      {narrow && knowledge}
      {arranged.shownStories.length > 0 && <TopStories stories={arranged.shownStories} linkTarget={linkTarget} />}
      {response.peopleAlsoAsk && <PeopleAlsoAsk questions={response.peopleAlsoAsk} linkTarget={linkTarget} />}
      <RelatedSearches queries={response.relatedSearches} onSelect={onRelatedSearch} />
      <CreditsSummary state={success} onRefresh={onRefresh} />
    </>
  );
}
