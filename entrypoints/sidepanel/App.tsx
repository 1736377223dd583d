import { useEffect, useRef, useState } from 'preact/hooks';
import { ErrorNotice } from '../../components/ErrorNotice';
import { SearchForm, type SearchFormValue } from '../../components/SearchForm';
import { SearchView } from '../../components/SearchView';
import { SetupNotice } from '../../components/SetupNotice';
import type { SearchError } from '../../lib/api/search-error';
import type { SearchRequest } from '../../lib/api/search-options';
import type { SearchMessage } from '../../lib/search/search-message';
import type { CurrentSearch } from '../../lib/search/current-search';
import { displayPreferencesItem } from '../../lib/settings/settings-items';
import { EMPTY_OPTION_FIELDS, fieldsFromOptions, optionsOf } from '../../lib/ui/search-fields';
import { startSearch } from '../../lib/ui/start-search';
import { useCurrentSearch } from '../../lib/ui/use-current-search';
import { usePageReadyMark } from '../../lib/ui/perf-marks';
import { useEscapeToSearchBox, useSlashToFocus } from '../../lib/ui/use-result-keyboard-nav';
import { useStoredItem } from '../../lib/ui/use-stored-item';
import { useIsConfigured } from '../../lib/ui/use-is-configured';
import { startupSearch, takeUrlSearch } from './startup-search';
import { lazyModule } from '../../lib/ui/use-lazy';

const useHistoryView = lazyModule(() => import('../../components/HistoryView').then((m) => m.HistoryView));
import { PanelNotice } from '../../components/PanelNotice';
import { StorageProblemNotice } from '../../components/StorageProblemNotice';
import { RESULT_EXTRAS } from '../../components/result-extras';
import { withSite } from '../../lib/ui/site-query';
import { t } from '../../lib/i18n/messages';

/**
 * The side panel (and the full-tab results page): a view of the current search,
 * whoever started it, plus a form to start another (DESIGN §2).
 */
export function App() {
  const state = useCurrentSearch();
  const display = useStoredItem(displayPreferencesItem);
  const [form, setForm] = useState<SearchFormValue>({ query: '', options: EMPTY_OPTION_FIELDS });
  const configured = useIsConfigured();
  // A failure that never reached the stored state (bad ?q= URL, message not delivered).
  const [localError, setLocalError] = useState<SearchError>();
  const [lastMessage, setLastMessage] = useState<SearchMessage>();
  const prefilledId = useRef<string>();
  const queryRef = useRef<HTMLInputElement>(null);
  // The history replaces the results view while open; the search form stays.
  const [showsHistory, setShowsHistory] = useState(false);
  const historyToggleRef = useRef<HTMLButtonElement>(null);
  useSlashToFocus(queryRef);
  // The history (and the database code it reads with) loads when first opened.
  const HistoryView = useHistoryView(showsHistory);
  useEscapeToSearchBox(queryRef);
  usePageReadyMark();

  const closeHistory = () => {
    setShowsHistory(false);
    historyToggleRef.current?.focus();
  };

  const send = (message: SearchMessage) => {
    setShowsHistory(false);
    setLocalError(undefined);
    setLastMessage(message);
    void startSearch(message).then((outcome) => {
      // Errors the background recorded show from the stored state; only undelivered ones show here.
      if (!outcome.ok && outcome.id === undefined) setLocalError(outcome.error);
    });
  };

  useEffect(() => {
    void startupSearch(takeUrlSearch()).then((startup) => {
      if (startup.form) setForm(startup.form);
      if (startup.error) setLocalError(startup.error);
      if (startup.message) send(startup.message);
    });
  }, []);

  // Prefill the form with each new current search, wherever it was started.
  useEffect(() => {
    if (!state || state.id === prefilledId.current) return;
    prefilledId.current = state.id;
    setForm({ query: state.request.query, options: fieldsFromOptions(optionsOf(state.request)) });
  }, [state]);

  const search = (request: SearchRequest) => send({ request, source: 'sidepanel' });
  const retry = (failed: CurrentSearch) => send({ request: failed.request, source: 'sidepanel' });
  const refresh = (shown: CurrentSearch) => send({ request: shown.request, source: 'sidepanel', refresh: true });
  const searchRelated = (query: string) => {
    setForm((value) => ({ ...value, query }));
    send({ request: { ...optionsOf(state?.request ?? { query }), query }, source: 'sidepanel' });
  };

  return (
    <main class="page sidepanel">
      <header class="panel-header">
        <button
          type="button"
          ref={historyToggleRef}
          class="small"
          aria-expanded={showsHistory ? 'true' : 'false'}
          onClick={() => setShowsHistory(!showsHistory)}
        >
          {t('historyLabel')}
        </button>
      </header>
      {configured === false && <SetupNotice />}
      <SearchForm value={form} onChange={setForm} onSearch={search} idPrefix="panel" queryRef={queryRef} />
      <PanelNotice state={state} queryRef={queryRef} />
      <StorageProblemNotice />
      {showsHistory ? (
        HistoryView && <HistoryView onOpened={closeHistory} onClose={closeHistory} />
      ) : (
        <>
          {localError && <ErrorNotice error={localError} onRetry={lastMessage ? () => send(lastMessage) : undefined} />}
          {state === null && !localError && <p class="muted idle-hint">{t('idleHint')}</p>}
          <SearchView
            // The setup notice above already says what to do; the same advice twice is noise.
            state={
              configured === false && state?.status === 'error' && state.error.kind === 'not-configured'
                ? undefined
                : state
            }
            linkTarget={display?.openLinksIn ?? 'new-tab'}
            onRetry={retry}
            onRefresh={refresh}
            onRelatedSearch={searchRelated}
            onSearchSite={(host) => searchRelated(withSite(state?.request.query ?? '', host))}
            extras={RESULT_EXTRAS}
          />
        </>
      )}
    </main>
  );
}
