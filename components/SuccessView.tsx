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
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { ReaderView } from './reader/ReaderView';
import { useReading } from './reader/use-reading';
import { useFirstScreenPainted } from '../lib/ui/use-first-screen-first';
import { useSiteArrangement } from '../lib/ui/use-site-arrangement';
import { lazyModule } from '../lib/ui/use-lazy';
import type { SearchResponse } from '../lib/api/search-response';
import { answerToolsProps } from './on-device/answer-tools';

/* The browser's on-device models (Summarize results, Translate), loaded only where it has them. */
const useOnDeviceTools = lazyModule(() => import('./on-device/OnDeviceTools').then((m) => m.OnDeviceTools));

/**
 * Under fewer items than this the blocks below the list render with it: so short a list leaves
 * room under it in any page, and checking would cost a layout for nothing.
 */
const BELOW_MAY_WAIT_FROM = 4;

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
  // A translation made on the device shows in place of the answer's texts, arranged the same way.
  const [translated, setTranslated] = useState<{ id: string; response: SearchResponse }>();
  const own = translated?.id === success.id ? translated.response : undefined;
  const translatedArranged = useSiteArrangement(own, success.id);
  const response = own ?? success.response;
  const { list } = translatedArranged ?? arranged;
  const shownCount = list.arranged.shown.length;
  const total = arranged.shownItems.items.length + arranged.blocked;
  // In a panel 360 px wide the entity panel would fill the first screen: there the results come
  // first and it follows them; a results tab, wide, keeps it on top.
  const narrow = useNarrow();
  // Under a list that reaches the bottom of the page, what follows it is off screen: it renders a
  // task after that screen is painted, as the rest of a long list does (issue 29: the first screen
  // first). A list that leaves room under it shows what follows in the same frame (checked below).
  const view = useRef<HTMLDivElement>(null);
  const [roomFor, setRoomFor] = useState<string>();
  const belowShown = useFirstScreenPainted(success.id, shownCount >= BELOW_MAY_WAIT_FROM && roomFor !== success.id);
  useLayoutEffect(() => {
    // The answer's first screen is in the DOM: laid out (the layout its frame needs anyway), does it
    // end above the bottom of the page? Then what follows is on screen: render it before the paint.
    if (
      !belowShown &&
      view.current &&
      view.current.getBoundingClientRect().bottom < document.documentElement.clientHeight
    ) {
      setRoomFor(success.id);
    }
  }, [belowShown, success.id]);
  const OnDeviceTools = useOnDeviceTools(belowShown && ('Summarizer' in self || 'Translator' in self));
  const { reading, backToResults } = useReading(success.id);
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
      {reading && (
        <ReaderView
          target={reading.target}
          started={reading.started}
          searchId={success.id}
          linkTarget={linkTarget}
          onBack={backToResults}
        />
      )}
      {/* Hidden, not removed, while a page is read: the list comes back as it was. */}
      <div
        ref={view}
        class="answer-view"
        hidden={reading !== undefined}
        data-below-pending={belowShown ? undefined : ''}
      >
        {response.answerBox && <AnswerBox answer={response.answerBox} linkTarget={linkTarget} />}
        {!narrow && knowledge}
        <SiteActionNotice done={siteActions.done} onUndo={siteActions.undo} />
        {shownCount > 0 &&
          (list.type === 'web' ? (
            <ResultList
              answerId={success.id}
              results={list.arranged.shown}
              linkTarget={linkTarget}
              onSearchSite={onSearchSite}
              onSiteAction={siteActions.act}
            />
          ) : (
            <TypedResults list={list} answerId={success.id} linkTarget={linkTarget} onSiteAction={siteActions.act} />
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
        {belowShown && (
          <>
            {narrow && knowledge}
            {arranged.shownStories.length > 0 && <TopStories stories={arranged.shownStories} linkTarget={linkTarget} />}
            {response.peopleAlsoAsk && <PeopleAlsoAsk questions={response.peopleAlsoAsk} linkTarget={linkTarget} />}
            {OnDeviceTools && (
              <OnDeviceTools
                key={success.id}
                {...answerToolsProps(success.response, success.request.query, (next) =>
                  setTranslated(next && { id: success.id, response: next }),
                )}
              />
            )}
            <RelatedSearches queries={response.relatedSearches} onSelect={onRelatedSearch} />
            <CreditsSummary state={success} onRefresh={onRefresh} />
          </>
        )}
      </div>
    </>
  );
}
