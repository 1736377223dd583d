import { useEffect, useRef, useState } from 'preact/hooks';
import { useLazySearchCost, useLazySearchView } from './lazy-search-view';
import { SearchForm, type SearchFormValue } from '../../components/SearchForm';
import { SetupNotice } from '../../components/SetupNotice';
import type { SearchRequest } from '../../lib/api/search-options';
import { canOpenPanel, openResultsPanel, panelApis } from '../../lib/browser/results-panel';
import { newSearchId, type CurrentSearch } from '../../lib/search/current-search';
import { readPageSettings, type PageSettings } from '../../lib/settings/page-settings';
import { useIsConfigured } from '../../lib/ui/use-is-configured';
import { useFollowedDefaults } from '../../lib/ui/use-followed-defaults';
import { EMPTY_OPTION_FIELDS, fieldsFromOptions, optionsOf } from '../../lib/ui/search-fields';
import { useWindowSearch } from '../../lib/ui/use-window-search';
import { pageWindow } from '../../lib/ui/page-window';
import { usePageReadyMark } from '../../lib/ui/perf-marks';
import { useSlashToFocus } from '../../lib/ui/use-result-keyboard-nav';
import { isDeliveredTo, type SentSearch } from './sent-search';
import { withSite } from '../../lib/ui/site-query';
import { retypedRequest } from '../../lib/ui/retyped-request';
import { useActiveSite } from '../../lib/ui/use-active-site';
import { siteFirst } from '../../lib/sites/site-terms';
import { t } from '../../lib/i18n/messages';

/**
 * The toolbar popup: a search box that hands the search to the side panel and
 * closes. Where no side panel opens, it shows the results itself (DESIGN §2).
 */
export function App() {
  const [settings, setSettings] = useState<PageSettings>();
  const configured = useIsConfigured();
  const [form, setForm] = useState<SearchFormValue>({ query: '', type: 'web', options: EMPTY_OPTION_FIELDS });
  const [defaults, setDefaults] = useFollowedDefaults(setForm);
  // Results render here only where the panel cannot open (or did not).
  const [showsResults, setShowsResults] = useState(() => !canOpenPanel(panelApis()));
  const [sent, setSent] = useState<SentSearch>();
  const windowId = useRef<number>();
  const queryRef = useRef<HTMLInputElement>(null);
  // "This site only": the active tab's site, when it is a web page.
  const site = useActiveSite();
  const [siteOnly, setSiteOnly] = useState(false);
  // Where no panel opens, the popup is where a search left pending for this window can show.
  const {
    shown: state,
    gone,
    send,
    inFlight,
  } = useWindowSearch('window', {
    startsPending: showsResults,
    // Only where the popup shows the answer itself: otherwise the side panel waits for the window's record.
    reportsShown: showsResults,
  });
  // The results view is code the popup needs only where no panel opens: loaded then, not at start.
  const SearchView = useLazySearchView(showsResults);
  const SearchCost = useLazySearchCost(configured === true);
  useSlashToFocus(queryRef);
  usePageReadyMark();

  useEffect(() => {
    queryRef.current?.focus();
    // Read before any submit: sidePanel.open must be called without awaiting anything.
    void pageWindow().then((current) => (windowId.current = current.id));
    readPageSettings().then(
      (loaded) => {
        setSettings(loaded);
        const stored = loaded.searchDefaults;
        setDefaults(stored);
        setForm((value) => ({ ...value, type: stored.type ?? value.type, options: fieldsFromOptions(stored) }));
      },
      () => undefined,
    );
  }, []);

  // The panel has the search once the background has recorded it: the popup's job is done.
  useEffect(() => {
    if (sent?.panelOpened && isDeliveredTo(state, sent)) window.close();
  }, [state, sent]);

  const search = (typed: SearchRequest) => {
    const request = site && siteOnly ? { ...typed, query: siteFirst(site, typed.query) } : typed;
    const apis = panelApis();
    // First, synchronously inside the gesture: sidePanel.open rejects after an await.
    const opening = showsResults ? Promise.resolve(false) : openResultsPanel(apis, windowId.current);
    const id = newSearchId();
    const sentSearch: SentSearch = { id, request, stateBefore: state, panelOpened: false };
    setSent(sentSearch);
    const delivery = send({ request, source: 'popup', id });
    void opening.then((opened) => {
      if (!opened) {
        setShowsResults(true);
        return;
      }
      setSent({ ...sentSearch, panelOpened: true });
      // Also close once the background answered, whatever the stored state says.
      void delivery.then(() => window.close());
    });
  };

  const retry = (failed: Pick<CurrentSearch, 'request'>) => void send({ request: failed.request, source: 'popup' });
  const searchAnyway = (held: Pick<CurrentSearch, 'request'>) =>
    void send({ request: held.request, source: 'popup', overBudgetOk: true });
  const refresh = (shown: CurrentSearch) => void send({ request: shown.request, source: 'popup', refresh: true });
  const searchRelated = (query: string) => {
    const request = { ...optionsOf(state?.request ?? { query }), query };
    setForm((value) => ({ ...value, query }));
    void send({ request, source: 'popup' });
  };

  return (
    <main class="page popup">
      {configured === false && <SetupNotice onOpened={() => window.close()} />}
      <SearchForm
        value={form}
        onChange={setForm}
        onSearch={search}
        canSubmit={configured === true}
        idPrefix="popup"
        queryRef={queryRef}
        autoFocus
        defaults={defaults}
        Cost={SearchCost}
        onTypeChoose={(type) => {
          // Where the popup shows the results itself, a type chosen searches the same query as that type.
          const request = showsResults ? retypedRequest(type, state, inFlight()) : undefined;
          if (request) void send({ request, source: 'popup' });
        }}
      />
      {site && (
        <label class="checkbox">
          <input
            type="checkbox"
            title={`site:${site}`}
            checked={siteOnly}
            onChange={(event) => setSiteOnly(event.currentTarget.checked)}
          />
          {t('thisSiteOnly')}
        </label>
      )}
      {showsResults && sent && SearchView && (
        <SearchView
          state={state}
          gone={gone}
          linkTarget={settings?.display.openLinksIn ?? 'new-tab'}
          onRetry={retry}
          onSearchAnyway={searchAnyway}
          onRefresh={refresh}
          onRelatedSearch={searchRelated}
          onSearchSite={(host) => searchRelated(withSite(state?.request.query ?? '', host))}
        />
      )}
    </main>
  );
}
