import { useLayoutEffect, useState } from 'preact/hooks';
import { sendMessage } from '../messaging';
import { newSearchId } from '../search/current-search';
import type { ExpectedCost, QuickLookStart, SearchMessage, SearchOutcome } from '../search/search-message';
import { searchDefaultsItem } from '../settings/settings-items';
import { takeQuickLook, takeSettledQuickLook } from './early-quick-look';
import { pageWindow } from './page-window';
import { PERF_MARKS } from './perf-marks';
import { oweShownReport, startSearch } from './search-requests';
import { searchFromUrl } from './url-search';

/** The search a card shows: its message (the query, the options), with an id. */
export type CardSearch = SearchMessage & { id: string };

/** What the card shows. */
export type CardState =
  /** Asking the background for the tab's quick look. */
  | { kind: 'starting' }
  /** The tab has no quick look (replaced, or the browser restarted): nothing to show. */
  | { kind: 'ended' }
  /** The shortcut was pressed with nothing selected: a quick box, nothing typed into it yet (issue 41). */
  | { kind: 'box' }
  /**
   * A search: running (no outcome yet), answered, or held — not sent, for the person's click:
   * its answer is no longer kept (`gone`), or it waits for them (`ready`, see QuickLookStart).
   */
  | { kind: 'search'; message: CardSearch; outcome?: SearchOutcome; held?: 'gone' | 'ready' };

export interface QuickLook {
  state: CardState;
  /** What the running search is expected to cost, as the background reckons it (the card carries no ledger). */
  cost: ExpectedCost | undefined;
  /** The card's window (the tab's), for Open in side panel: known before any click needs it. */
  windowId: number | undefined;
  /** Whether the card is in a page's frame (no query in its address) rather than a tab of its own. */
  injected: boolean;
  /** Sends the search (again), at the person's click: Retry, Search anyway (`overBudgetOk`), Search again, Search. */
  rerun: (change: Pick<SearchMessage, 'overBudgetOk' | 'refresh'>) => void;
  /** A quick box: the card shows a search box (nothing was selected), and searches what is typed into it. */
  box: boolean;
  /** Sends a search and shows it: a quick box's typed words, at the person's trusted key only (QuickBox.tsx). */
  run: (message: CardSearch) => void;
}

/**
 * The card page's search. In a page's frame its address names none (the page must not learn
 * the query): it asks the background for its tab's quick look, which the background started
 * at the click, and for that search's answer by id — the answer of the one request, billed
 * once. A card never searches by itself (issue 38, M1): a card page that loads again (the page
 * reloaded or moved its frame, the worker was stopped meanwhile) shows that answer from memory,
 * the history or the cache, or says it is gone and offers Search again; only the person's click
 * sends anything. Opened at `quick-look.html?q=…` (and `&type=…`) as a tab of its own, it runs
 * that search itself, like `sidepanel.html?q=…` — never in a frame (a web page framing it).
 */
export function useQuickLook(address: string = location.search): QuickLook {
  const injected = !new URLSearchParams(address).has('q');
  // The boot module's reply when it came before this code ran: a cached answer is in the first render.
  const [first] = useState(() => (injected ? takeSettledQuickLook() : undefined));
  const [state, setState] = useState<CardState>(() => answeredAtStart(first) ?? { kind: 'starting' });
  const [windowId, setWindowId] = useState(first?.windowId);
  const [cost, setCost] = useState<ExpectedCost>();
  const [box, setBox] = useState(false);

  const answered = (message: CardSearch, outcome: SearchOutcome) => {
    performance.mark(PERF_MARKS.answerArrived, { detail: { id: message.id } });
    setState((shown) => (shown.kind === 'search' && shown.message.id === message.id ? { ...shown, outcome } : shown));
  };
  const show = (message: CardSearch) => {
    setState({ kind: 'search', message });
    setCost(undefined);
    void sendMessage('quickLookCost', { request: message.request }).then(setCost, () => undefined);
  };
  const run = (message: CardSearch) => {
    show(message);
    // Its books wait for this card to paint the answer, as the panel's do (issue 29).
    void startSearch({ ...message, reportsShown: true }).then((outcome) => answered(message, outcome));
  };
  const hold = (message: CardSearch, held: 'gone' | 'ready') => {
    show(message);
    setState({ kind: 'search', message, held });
  };

  // A layout effect: the card asks for its quick look in the task of its first render. An effect
  // waits until after the next frame, and the cached answer with it (issue 42: the card's floor).
  useLayoutEffect(() => {
    // Its search in the address is for a tab of its own: framed by a web page, it sends nothing.
    if (!injected && window.top !== window) return setState({ kind: 'ended' });
    if (!injected) {
      void pageWindow().then((page) => setWindowId(page.id));
      // The default options as stored: the background checks every field of a search it is sent.
      void searchDefaultsItem.getValue().then((defaults) => {
        const request = searchFromUrl(address, defaults);
        if (request) run({ id: newSearchId(), request, source: 'quick-look' });
      });
      return;
    }
    void (async () => {
      const start = first !== undefined ? first : await takeQuickLook();
      if (start?.windowId !== undefined) setWindowId(start.windowId);
      if (!start) return setState({ kind: 'ended' });
      const { message } = start;
      if (start.box) setBox(true);
      if (!message) return setState({ kind: 'box' });
      if (start.ready) return hold(message, 'ready');
      if (message.reportsShown) oweShownReport(message.id);
      // Answered already (a cached answer): shown from this first reply, and no cost to ask for.
      if (start.outcome) {
        if (start === first) return;
        setState({ kind: 'search', message });
        return answered(message, start.outcome);
      }
      show(message);
      const outcome = await sendMessage('quickLookOutcome', { id: message.id }).catch(() => null);
      // Not kept anywhere any more (or the worker cannot be reached): never sent again by itself.
      if (outcome) answered(message, outcome);
      else hold(message, 'gone');
    })();
  }, []);

  const rerun = (change: Pick<SearchMessage, 'overBudgetOk' | 'refresh'>) => {
    if (state.kind !== 'search') return;
    const { request, source, note } = state.message;
    run({ id: newSearchId(), request, source, ...(note !== undefined && { note }), ...change });
  };

  return { state, cost, windowId, injected, rerun, box, run };
}

/** The card's first state when the tab's quick look came, with its answer, before the app ran; undefined otherwise. */
function answeredAtStart(start: QuickLookStart | null | undefined): CardState | undefined {
  const message = start?.message;
  if (!message || start.ready || !start.outcome) return undefined;
  performance.mark(PERF_MARKS.answerArrived, { detail: { id: message.id } });
  return { kind: 'search', message, outcome: start.outcome };
}
