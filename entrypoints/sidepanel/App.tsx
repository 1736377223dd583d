import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { SearchForm, type SearchFormValue } from '../../components/SearchForm';
import { SearchCost } from '../../components/SearchCost';
import { SearchView } from '../../components/SearchView';
import { SetupNotice } from '../../components/SetupNotice';
import type { SearchError } from '../../lib/api/search-error';
import type { SearchRequest, SearchType } from '../../lib/api/search-options';
import type { SearchMessage, SearchOutcome } from '../../lib/search/search-message';
import { newSearchId, type CurrentSearch } from '../../lib/search/current-search';
import { displayPreferencesItem } from '../../lib/settings/settings-items';
import { retypedRequest } from '../../lib/ui/retyped-request';
import { EMPTY_OPTION_FIELDS, optionsOf } from '../../lib/ui/search-fields';
import { useWindowSearch } from '../../lib/ui/use-window-search';
import { useMoreResults } from '../../lib/ui/use-more-results';
import { usePageReadyMark } from '../../lib/ui/perf-marks';
import { useEscapeToSearchBox, useSlashToFocus } from '../../lib/ui/use-result-keyboard-nav';
import { useStoredItem } from '../../lib/ui/use-stored-item';
import { usePanelDraft } from '../../lib/ui/use-panel-draft';
import { useIsConfigured } from '../../lib/ui/use-is-configured';
import { useFollowedDefaults } from '../../lib/ui/use-followed-defaults';
import { handedOverRequest, isResultsTab, showSearchInAddress, startupSearch, takeUrlRequest } from './startup-search';
import { refreshServiceBalance } from '../../lib/ui/data-actions';
import { useBalanceDue } from '../../lib/ui/use-balance-due';
import { PanelNotice } from '../../components/PanelNotice';
import { StorageProblemNotice } from '../../components/StorageProblemNotice';
import { RESULT_EXTRAS } from '../../components/result-extras';
import { withSite } from '../../lib/ui/site-query';
import { t } from '../../lib/i18n/messages';
import { CarriedShell } from '../../components/CarriedShell';
import { useShellSnapshot } from '../../lib/ui/use-shell-snapshot';
import { useCarriedShell } from './use-carried-shell';
import { useFormPrefill } from './use-form-prefill';
import { useHistoryPanel } from './use-history-panel';

/** The address the page was opened with, read once: a results tab shows its own searches. */
const URL_REQUEST = takeUrlRequest();
const MODE = isResultsTab(URL_REQUEST) ? 'own' : 'window';
/** The results the search type tabs control. */
const RESULTS_ID = 'panel-results';

/**
 * The side panel, and the full-tab results page: a view of its window's current search,
 * whoever started it (or, opened with a search in its address, of its own searches), plus a
 * form to start another (DESIGN §1, §2).
 */
export function App({ carried }: { carried?: HTMLElement | undefined }) {
  const windowSearch = useWindowSearch(MODE, { startsPending: true, reportsShown: true });
  const { shown, gone, send, adopt, showById, page } = windowSearch;
  const more = useMoreResults(windowSearch, 'sidepanel');
  const carry = useCarriedShell(carried, shown);
  useShellSnapshot(shown, MODE === 'window' ? page : undefined, RESULTS_ID);
  const display = useStoredItem(displayPreferencesItem);
  const [form, setForm] = useState<SearchFormValue>({ query: '', type: 'web', options: EMPTY_OPTION_FIELDS });
  const [defaults, setDefaults] = useFollowedDefaults(setForm);
  const configured = useIsConfigured();
  // A failure that never reached a record (bad ?q= URL, message not delivered).
  const [localError, setLocalError] = useState<SearchError>();
  // A ref, not state: a search sent must not re-render the page before its answer is there
  // (issue 29: a cache hit's answer waited behind a render of the old results).
  const lastMessage = useRef<SearchMessage>();
  const queryRef = useRef<HTMLInputElement>(null);
  useSlashToFocus(queryRef);
  const { showsHistory, setShowsHistory, toggleRef, HistoryView, closeHistory } = useHistoryPanel();
  useEscapeToSearchBox(queryRef);
  usePageReadyMark();
  // A balance read that credits billed within the throttle made due is asked for when it falls due.
  useBalanceDue();

  const run = (message: SearchMessage) => {
    setShowsHistory(false);
    setLocalError(undefined);
    lastMessage.current = message;
    const id = message.id ?? newSearchId();
    // A results tab names its search in its address (by id) before sending it: a reload or a
    // restored tab shows it again by that id and never sends it again.
    if (MODE === 'own') showSearchInAddress({ id, request: message.request, source: message.source });
    void send({ ...message, id }).then((outcome) => {
      // Errors with a record show from it; only undelivered ones show here.
      if (!outcome.ok && outcome.record === undefined) setLocalError(outcome.error);
    });
  };

  useEffect(() => {
    // The service's own balance, where it reports one, for the Credits region (at most once a minute).
    refreshServiceBalance();
    const id = URL_REQUEST.shows;
    if (id) {
      // The query and options come from the handover (the search box is prefilled once shown).
      void handedOverRequest(id).then((request) => showById(id, request));
      return;
    }
    void startupSearch(URL_REQUEST.search).then((startup) => {
      setDefaults(startup.defaults);
      const { form, message } = startup;
      // A query put in the box meanwhile (a menu's draft, which may arrive before the settings
      // are read) stays; the startup form brings the default options. A URL's search replaces it.
      if (form) setForm((value) => (message || value.query === '' ? form : { ...form, query: value.query }));
      if (startup.error) setLocalError(startup.error);
      if (message) run(message);
    });
  }, []);

  useFormPrefill(shown, gone, queryRef, setForm);

  // "Search this site…" from the page's menu: `site:host ` typed into the box, nothing sent.
  // After the prefill above, which must not overwrite it. A results tab follows its own searches only.
  usePanelDraft(
    MODE === 'window' ? page?.id : undefined,
    shown === undefined ? undefined : ((shown ?? gone)?.startedAt ?? 0),
    queryRef,
    (query) => setForm((value) => ({ ...value, query })),
  );

  const search = (request: SearchRequest) => run({ request, source: 'sidepanel' });
  const retryLast = () => lastMessage.current && run(lastMessage.current);
  // A type chosen while results are shown or coming searches the same query as that type (the cache first).
  const chooseType = (type: SearchType) => {
    const request = retypedRequest(type, shown, windowSearch.inFlight());
    if (request) run({ request, source: 'sidepanel' });
  };
  const retry = (failed: Pick<CurrentSearch, 'request'>) => run({ request: failed.request, source: 'sidepanel' });
  const searchAnyway = (held: Pick<CurrentSearch, 'request'>) =>
    run({ request: held.request, source: 'sidepanel', overBudgetOk: true });
  const refresh = (shownSearch: CurrentSearch) =>
    run({ request: shownSearch.request, source: 'sidepanel', refresh: true });
  const searchRelated = (query: string) => {
    setForm((value) => ({ ...value, query }));
    run({ request: { ...optionsOf(shown?.request ?? { query }), query }, source: 'sidepanel' });
  };
  const reopened = (outcome: SearchOutcome) => {
    adopt(outcome);
    // A past search reopened in a results tab is its search now (nothing was sent).
    if (MODE === 'own' && outcome.record) showSearchInAddress(outcome.record);
    closeHistory();
  };

  return (
    <main class="page sidepanel">
      {configured === false && <SetupNotice />}
      <SearchForm
        value={form}
        onChange={setForm}
        onSearch={search}
        onTypeChoose={chooseType}
        defaults={defaults}
        idPrefix="panel"
        queryRef={queryRef}
        Cost={SearchCost}
        beside={
          <button
            type="button"
            ref={toggleRef}
            class="small history-toggle"
            aria-expanded={showsHistory ? 'true' : 'false'}
            onClick={() => setShowsHistory(!showsHistory)}
          >
            {t('historyLabel')}
          </button>
        }
        {...(!showsHistory && { resultsId: RESULTS_ID })}
      />
      <PanelNotice state={shown} windowId={page?.id} queryRef={queryRef} />
      <StorageProblemNotice />
      {showsHistory ? (
        HistoryView && <HistoryView onOpened={reopened} onClose={closeHistory} />
      ) : (
        <div role="tabpanel" id={RESULTS_ID} aria-labelledby={`panel-type-${form.type}`}>
          {localError && <ErrorNotice error={localError} onRetry={lastMessage.current && retryLast} />}
          {shown === null && !gone && !localError && <p class="muted idle-hint">{t('idleHint')}</p>}
          {carry ? (
            <CarriedShell node={carry} />
          ) : (
            <SearchView
              // The setup notice above already says what to do; the same advice twice is noise.
              state={
                configured === false && shown?.status === 'error' && shown.error.kind === 'not-configured'
                  ? undefined
                  : shown
              }
              gone={gone}
              linkTarget={display?.openLinksIn ?? 'new-tab'}
              onRetry={retry}
              onSearchAnyway={searchAnyway}
              onRefresh={refresh}
              onRelatedSearch={searchRelated}
              onSearchSite={(host) => searchRelated(withSite(shown?.request.query ?? '', host))}
              extras={RESULT_EXTRAS}
              more={more}
            />
          )}
        </div>
      )}
    </main>
  );
}
