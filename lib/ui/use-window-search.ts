import { useEffect, useRef, useState } from 'preact/hooks';
import { isFresh, newSearchId, pagesToLoad, type SearchRecord } from '../search/current-search';
import type { SearchMessage, SearchOutcome } from '../search/search-message';
import { pageWindow, type PageWindow } from './page-window';
import type { SearchRequest } from '../api/search-options';
import { fetchAnswer, startSearch } from './search-requests';
import { shownSearch, type ShownSearch } from './shown-search';
import { isNotNewer, outcomeRecord, requestOf, withPage } from './search-record-rules';
import { useKeptAnswers } from './use-kept-answers';
import { useWindowRecord } from './use-window-record';

export { shownSearch } from './shown-search';

/**
 * How a page follows searches. `window`: the panel, the popup, the panel page in a tab — they
 * show their window's current search, whoever started it. `own`: a results tab (opened with a
 * search in its address) shows the searches it runs or was opened for, and no other.
 */
export type PageMode = 'window' | 'own';

export interface WindowSearch extends ShownSearch {
  /** Runs a search in this page's window; the results come back to this page in the reply. */
  send: (message: SearchMessage) => Promise<SearchOutcome>;
  /** Shows an outcome the page got otherwise (a past search reopened). */
  adopt: (outcome: SearchOutcome) => void;
  /** Shows a search by its id, asking the background for its results (a results tab's address). */
  showById: (id: string, request: SearchRecord['request']) => void;
  /** This page's window, once known. */
  page: PageWindow | undefined;
  /** The newest search this page sent whose answer has not come yet (not a further page). */
  inFlight: () => SearchRequest | undefined;
}

/**
 * A page's view of searches (DESIGN §1): its window's small record from storage.session,
 * re-read on every change, and the results of the search it names — from the reply when this
 * page asked, else asked for by id, once. A search a surface left pending for this window
 * (a private window's right-click search) is started here, where it can be shown.
 */
export function useWindowSearch(
  mode: PageMode,
  options: {
    startsPending: boolean;
    /**
     * This page paints the answers to the searches it sends, and says so once it has (SearchView):
     * the worker holds the window's record and the history until then. Not a popup that hands its
     * search to the side panel: nothing would say so, and the panel waits for that record.
     */
    reportsShown: boolean;
  },
): WindowSearch {
  const [page, setPage] = useState<PageWindow>();
  const [record, setRecord] = useState<SearchRecord | null>();
  const { answers, held, remember } = useKeptAnswers();
  const [goneIds, setGoneIds] = useState<ReadonlySet<string>>(new Set());
  /** Ids this page has asked for and awaits in a reply, or is fetching: asked for once. */
  const awaited = useRef(new Set<string>());
  const latestOwn = useRef<string>();
  /** Searches this page sent and awaits the reply to (not those it fetches by id). */
  const replies = useRef(new Set<string>());
  /** An answered search's record that came before the reply this page awaits for it. */
  const recordAhead = useRef<SearchRecord>();
  const sentLast = useRef<{ id: string; request: SearchRequest }>();

  useEffect(() => {
    void pageWindow().then(setPage);
  }, []);

  useWindowRecord(mode === 'window', page, setRecord, replies, recordAhead);

  const adopt = (outcome: SearchOutcome) => {
    if (outcome.ok) remember(outcome);
    if (mode === 'own' && outcome.record) {
      latestOwn.current = outcome.record.id;
      setRecord(outcome.record);
    }
  };

  const send = (message: SearchMessage): Promise<SearchOutcome> => {
    const id = message.id ?? newSearchId();
    awaited.current.add(id);
    replies.current.add(id);
    const { more } = message;
    if (!more) sentLast.current = { id, request: requestOf(message) };
    if (mode === 'own' && !more) {
      latestOwn.current = id;
      setRecord({ id, status: 'loading', request: requestOf(message), source: message.source, startedAt: Date.now() });
    }
    // A new answer is painted here from the reply, and this page says when (SearchView): the
    // worker writes the window's record and the history after that, not during the render.
    return startSearch({ ...message, id, ...(!more && options.reportsShown && { reportsShown: true }) }).then(
      (outcome) => {
        awaited.current.delete(id);
        replies.current.delete(id);
        if (sentLast.current?.id === id) sentLast.current = undefined;
        const ahead = recordAhead.current?.id === id ? recordAhead.current : undefined;
        if (ahead) recordAhead.current = undefined;
        // A reply that never came (the worker stopped) still leaves the record the window holds.
        const answered = outcome.record ?? ahead;
        if (outcome.ok) remember(outcome);
        // A results tab shows its latest search only; a window's record says for itself.
        if (mode === 'own' && more && outcome.ok) setRecord((shown) => withPage(shown, more.of, outcome.record));
        else if (mode === 'own' && latestOwn.current === id) setRecord(outcomeRecord(id, message, outcome));
        // The page that asked shows its answer from the reply, without waiting for the window's
        // record to come back through storage.onChanged (the record says the same a moment later);
        // a newer search the window started meanwhile stays shown.
        else if (mode === 'window' && !more && answered) {
          setRecord((shown) => (isNotNewer(shown, answered) ? answered : shown));
        }
        return outcome;
      },
    );
  };

  const showById = (id: string, request: SearchRecord['request']) => {
    latestOwn.current = id;
    // Shown as an answered search whose results are on their way; the effect below asks for them.
    setRecord({ id, status: 'success', request, source: 'sidepanel', startedAt: Date.now(), finishedAt: Date.now() });
  };

  // Ask for what the record names and this page does not have; start what it left pending.
  useEffect(() => {
    if (!record || awaited.current.has(record.id)) return;
    if (record.status === 'pending' && mode === 'window') {
      // A fresh one is sent; an old one waits for Search (SearchView shows it unsent).
      if (options.startsPending && isFresh(record.startedAt, Date.now())) {
        const { id, request, source, note } = record;
        void send({ id, request, source, ...(note !== undefined && { note }) });
      }
      return;
    }
    if (record.status !== 'success') return;
    // Further pages (More results) the window's record names and this page has not seen yet
    // (none its results already hold: a past search from the history holds its pages).
    const known = held.current;
    const lastHeld = known.get(record.id)?.record.lastPage;
    for (const page of pagesToLoad(lastHeld === undefined ? record : { ...record, lastPage: lastHeld })) {
      if (known.has(page.id) || awaited.current.has(page.id)) continue;
      awaited.current.add(page.id);
      void fetchAnswer({ id: page.id, request: { ...record.request, page: page.page } }).then((answer) => {
        awaited.current.delete(page.id);
        if (answer.ok) remember({ record: { ...answer.record, id: page.id }, response: answer.response });
      });
    }
    if (known.has(record.id) || goneIds.has(record.id)) return;
    awaited.current.add(record.id);
    void fetchAnswer(record).then((answer) => {
      awaited.current.delete(record.id);
      if (answer.ok) {
        remember({ record: { ...answer.record, id: record.id }, response: answer.response });
        // A results tab learns the search's details (what it cost, when) with its results.
        if (mode === 'own' && latestOwn.current === record.id) setRecord({ ...answer.record, id: record.id });
      } else setGoneIds((ids) => new Set(ids).add(record.id));
    });
  }, [record, answers]);

  const inFlight = () => sentLast.current?.request;
  return { ...shownSearch(record, answers, goneIds), send, adopt, showById, page, inFlight };
}
