import { useEffect, useState } from 'preact/hooks';
import { sendMessage } from '../messaging';
import { newSearchId } from '../search/current-search';
import type { ExpectedCost, SearchMessage, SearchOutcome } from '../search/search-message';
import { searchDefaultsItem } from '../settings/settings-items';
import { pageWindow } from './page-window';
import { PERF_MARKS } from './perf-marks';
import { startSearch } from './search-requests';
import { searchFromUrl } from './url-search';

/** The search a card shows: its message (the query, the options), with an id. */
export type CardSearch = SearchMessage & { id: string };

/** What the card shows. */
export type CardState =
  /** Asking the background for the tab's quick look. */
  | { kind: 'starting' }
  /** The tab has no quick look (replaced, or the browser restarted): nothing to show. */
  | { kind: 'ended' }
  /** The shortcut was pressed with nothing selected. */
  | { kind: 'nothing-selected' }
  /** A search: running (no outcome yet), or answered. */
  | { kind: 'search'; message: CardSearch; outcome?: SearchOutcome };

export interface QuickLook {
  state: CardState;
  /** What the running search is expected to cost, as the background reckons it (the card carries no ledger). */
  cost: ExpectedCost | undefined;
  /** The card's window (the tab's), for Open in side panel: known before any click needs it. */
  windowId: number | undefined;
  /** Whether the card is in a page's frame (no query in its address) rather than a tab of its own. */
  injected: boolean;
  /** Sends the search again: Retry, Search anyway (`overBudgetOk`), Refresh. */
  rerun: (change: Pick<SearchMessage, 'overBudgetOk' | 'refresh'>) => void;
}

/**
 * The card page's search. In a page's frame its address names none (the page must not learn
 * the query): it asks the background for its tab's quick look, which the background started
 * at the click, and waits for that search's outcome — the answer of the one request, billed
 * once. Opened at `quick-look.html?q=…` (and `&type=…`), it runs that search itself, like
 * `sidepanel.html?q=…`. Either way through the same search service as every surface.
 */
export function useQuickLook(address: string = location.search): QuickLook {
  const injected = !new URLSearchParams(address).has('q');
  const [state, setState] = useState<CardState>({ kind: 'starting' });
  const [windowId, setWindowId] = useState<number>();
  const [cost, setCost] = useState<ExpectedCost>();

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
    void startSearch(message).then((outcome) => answered(message, outcome));
  };

  useEffect(() => {
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
      const start = await sendMessage('takeQuickLook', undefined).catch(() => null);
      if (start?.windowId !== undefined) setWindowId(start.windowId);
      if (!start) return setState({ kind: 'ended' });
      const { message } = start;
      if (!message) return setState({ kind: 'nothing-selected' });
      show(message);
      const outcome = await sendMessage('quickLookOutcome', { id: message.id }).catch(() => null);
      // This worker no longer holds it (it was stopped meanwhile): the same search, which the
      // cache or the history answers without a second charge when it had answered.
      if (outcome) answered(message, outcome);
      else run(message);
    })();
  }, []);

  const rerun = (change: Pick<SearchMessage, 'overBudgetOk' | 'refresh'>) => {
    if (state.kind !== 'search') return;
    const { request, source, note } = state.message;
    run({ id: newSearchId(), request, source, ...(note !== undefined && { note }), ...change });
  };

  return { state, cost, windowId, injected, rerun };
}
