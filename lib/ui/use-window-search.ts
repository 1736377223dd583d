import { useEffect, useRef, useState } from 'preact/hooks';
import { readStored, watchStored } from '../storage/stored-item';
import { sameData } from '../storage/same-data';
import type { SearchResponse } from '../api/search-response';
import type { SearchRequest } from '../api/search-options';
import { normalizeRequest } from '../api/normalize-request';
import { mergePages } from '../api/merge-pages';
import {
  isFresh,
  newSearchId,
  pagesToLoad,
  windowRecordKey,
  type CurrentSearch,
  type SearchRecord,
  type SuccessRecord,
} from '../search/current-search';
import type { SearchMessage, SearchOutcome } from '../search/search-message';
import { pageWindow, type PageWindow } from './page-window';
import { fetchAnswer, startSearch } from './search-requests';

/**
 * How a page follows searches. `window`: the panel, the popup, the panel page in a tab — they
 * show their window's current search, whoever started it. `own`: a results tab (opened with a
 * search in its address) shows the searches it runs or was opened for, and no other.
 */
export type PageMode = 'window' | 'own';

interface Answer {
  record: SuccessRecord;
  response: SearchResponse;
}

/** How many answers a page keeps: the shown one and a few it may go back to. */
const KEPT_ANSWERS = 6;

export interface WindowSearch {
  /** The search shown: undefined while the window's record is read, null when none ran. */
  shown: CurrentSearch | null | undefined;
  /** The shown search, when its results are no longer stored (private window or cache off, worker stopped). */
  gone: SuccessRecord | undefined;
  /** Runs a search in this page's window; the results come back to this page in the reply. */
  send: (message: SearchMessage) => Promise<SearchOutcome>;
  /** Shows an outcome the page got otherwise (a past search reopened). */
  adopt: (outcome: SearchOutcome) => void;
  /** Shows a search by its id, asking the background for its results (a results tab's address). */
  showById: (id: string, request: SearchRecord['request']) => void;
  /** This page's window, once known. */
  page: PageWindow | undefined;
  /** How many new items each further page of the shown search added (0: it brought nothing new). */
  pageAdded?: number[];
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
  const [answers, setAnswers] = useState<ReadonlyMap<string, Answer>>(new Map());
  const [goneIds, setGoneIds] = useState<ReadonlySet<string>>(new Set());
  /** Ids this page has asked for and awaits in a reply, or is fetching: asked for once. */
  const awaited = useRef(new Set<string>());
  const latestOwn = useRef<string>();
  /** Searches this page sent and awaits the reply to (not those it fetches by id). */
  const replies = useRef(new Set<string>());
  /** An answered search's record that came before the reply this page awaits for it. */
  const recordAhead = useRef<SearchRecord>();

  useEffect(() => {
    void pageWindow().then(setPage);
  }, []);

  useEffect(() => {
    if (mode !== 'window' || !page) return;
    if (page.id === undefined) {
      setRecord(null);
      return;
    }
    const key = `session:${windowRecordKey(page.id)}` as const;
    let live = true;
    // Subscribe before the first read so a change between the two is not missed.
    // A change delivered late (the worker writes a record a task after its reply) must not take
    // the page back to a search older than the one it shows: the worker's own rule (writeIfCurrent).
    const unwatch = watchStored<SearchRecord>(key, (next) => {
      if (!live) return;
      // The worker writes an answered search's record a task after its reply, and the record can
      // still come first: the page that asked waits for the reply, which brings the record and the
      // answer in one render instead of two (issue 29: nothing in front of the answer).
      if (next?.status === 'success' && replies.current.has(next.id)) {
        recordAhead.current = next;
        return;
      }
      // The record the reply brought, arriving after it, is the one shown: no render for it.
      setRecord((shown) => (next && (!isNotNewer(shown, next) || sameRecord(shown, next)) ? shown : (next ?? null)));
    });
    readStored<SearchRecord>(key).then(
      (stored) => live && setRecord((seen) => (seen === undefined ? (stored ?? null) : seen)),
      () => live && setRecord((seen) => seen ?? null),
    );
    return () => {
      live = false;
      unwatch();
    };
  }, [mode, page]);

  /**
   * The answers as they are this moment, ahead of the next render: an effect of an earlier render
   * (a record that came through storage.onChanged just before the reply) must not ask the
   * background again for an answer the reply has just brought (issue 29: the answer travels once).
   */
  const held = useRef<ReadonlyMap<string, Answer>>(answers);
  const remember = (outcome: Answer) => {
    const next = new Map([...held.current].slice(-(KEPT_ANSWERS - 1)));
    next.set(outcome.record.id, outcome);
    held.current = next;
    setAnswers(next);
  };

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

  return { ...shownSearch(record, answers, goneIds), send, adopt, showById, page };
}

/** Whether two records say the same (the reply's record and the window's, read back from storage after it). */
function sameRecord(shown: SearchRecord | null | undefined, next: SearchRecord): boolean {
  return shown?.id === next.id && sameData(shown, next);
}

/** Whether `shown` gives way to `answered`: the same search, or one started no later (the worker's rule, writeIfCurrent). */
function isNotNewer(shown: SearchRecord | null | undefined, answered: SearchRecord): boolean {
  return !shown || shown.id === answered.id || shown.startedAt <= answered.startedAt;
}

/** A shown search with a further page added (a results tab keeps its record itself). */
function withPage(
  shown: SearchRecord | null | undefined,
  shownId: string,
  page: SuccessRecord,
): SearchRecord | null | undefined {
  if (shown?.status !== 'success' || shown.id !== shownId) return shown;
  const entry = {
    id: page.id,
    page: page.request.page ?? 1,
    ...(page.billed !== undefined && { billed: page.billed }),
    ...(page.cachedAt !== undefined && { cachedAt: page.cachedAt }),
  };
  const pages = (shown.pages ?? []).filter((known) => known.page !== entry.page);
  return { ...shown, pages: [...pages, entry].sort((a, b) => a.page - b.page) };
}

/** The record an outcome leaves: its own, or (a message never delivered) an error record made here. */
function outcomeRecord(id: string, message: SearchMessage, outcome: SearchOutcome): SearchRecord {
  if (outcome.ok) return outcome.record;
  if (outcome.record) return outcome.record;
  const now = Date.now();
  const base = { id, request: requestOf(message), source: message.source, startedAt: now };
  return { ...base, status: 'error', error: outcome.error, finishedAt: now };
}

/** The request as it will be sent (the form's fields normalized), for what the page shows meanwhile. */
function requestOf(message: SearchMessage): SearchRequest {
  const normalized = normalizeRequest(message.request);
  return normalized.ok ? normalized.value : { query: message.request.query };
}

/** What the page shows for a record and the answers it holds. */
export function shownSearch(
  record: SearchRecord | null | undefined,
  answers: ReadonlyMap<string, Answer>,
  goneIds: ReadonlySet<string>,
): Pick<WindowSearch, 'shown' | 'gone' | 'pageAdded'> {
  if (!record) return { shown: record, gone: undefined };
  const known = answers.get(record.id);
  if (known) {
    // The reply can come before the record says the search has answered: the answer shows at once.
    const recorded = record.status === 'success' ? record : known.record;
    // What the answer's own results hold (a past search's pages, read from the history) is theirs.
    const { lastPage = recorded.lastPage, noMorePages = recorded.noMorePages } = known.record;
    const shownRecord: SuccessRecord = {
      ...recorded,
      ...(lastPage !== undefined && { lastPage }),
      ...(noMorePages && { noMorePages }),
    };
    // Further pages, in order, as far as this page has them.
    const pages: SearchResponse[] = [];
    for (const page of pagesToLoad(shownRecord)) {
      const loaded = answers.get(page.id);
      if (!loaded) break;
      pages.push(loaded.response);
    }
    const merged = mergePages(known.response, pages);
    return { shown: { ...shownRecord, response: merged.response }, gone: undefined, pageAdded: merged.added };
  }
  if (record.status !== 'success') return { shown: record, gone: undefined };
  if (goneIds.has(record.id)) return { shown: null, gone: record };
  // Answered, and its results on their way to this page (from the worker's memory, usually at once).
  const { id, request, source, startedAt, note } = record;
  return {
    shown: { id, request, source, startedAt, status: 'loading', ...(note !== undefined && { note }) },
    gone: undefined,
  };
}
