import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { filterHistory, type HistorySummary } from '../lib/history/search-history';
import { clearHistory, deleteHistoryEntry } from '../lib/ui/data-actions';
import { dropAllSnapshots, dropSnapshotsOf } from '../lib/ui/shell-snapshot';
import { reopenHistoryEntry } from '../lib/ui/search-requests';
import type { SearchOutcome } from '../lib/search/search-message';
import { useNow } from '../lib/ui/use-now';
import { useSearchHistory } from '../lib/ui/use-search-history';
import { useUsagePreferences } from '../lib/ui/use-usage-data';
import { useHistoryMarks } from '../lib/ui/perf-marks';
import { ClearHistoryControl } from './ClearHistoryControl';
import { HistoryItem } from './HistoryItem';
import { t } from '../lib/i18n/messages';
import { formatNumber } from '../lib/i18n/format-number';

export interface HistoryViewProps {
  /** Called once a past search is the window's current search, with its results: the page shows them again. */
  onOpened: (outcome: SearchOutcome) => void;
  /** Escape: back to the results. */
  onClose: () => void;
}

/** How many past searches are listed at first, and added by each "Show more". */
const PAGE_SIZE = 100;

/**
 * Past searches, newest first, filterable; each reopens without a request (its
 * results are stored), and can be deleted. Reads the history from IndexedDB and
 * changes it only through the background (DESIGN §1). A long history is listed a
 * hundred at a time, so opening it stays quick however much is stored.
 */
export function HistoryView({ onOpened, onClose }: HistoryViewProps) {
  const history = useSearchHistory();
  const preferences = useUsagePreferences();
  const now = useNow();
  const [filter, setFilter] = useState('');
  const [shownCount, setShownCount] = useState(PAGE_SIZE);
  const [problem, setProblem] = useState<string>();
  const filterRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // Where focus goes once a deleted item has left the list: the item that took its place.
  const focusAfterDelete = useRef<number>();

  // Layout effects, so focus and Escape work from the moment the view is on screen.
  useLayoutEffect(() => {
    filterRef.current?.focus();
  }, []);

  // Escape closes the view wherever focus is (the toggle included); the clear question catches its own.
  useLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const entries = history ? filterHistory(history, filter) : [];
  const shown = entries.slice(0, shownCount);
  useHistoryMarks(history !== undefined);

  useEffect(() => {
    const index = focusAfterDelete.current;
    if (index === undefined) return;
    focusAfterDelete.current = undefined;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.history-open');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? filterRef.current)?.focus();
  }, [history]);

  const open = (entry: HistorySummary) => {
    setProblem(undefined);
    void reopenHistoryEntry(entry.id).then((outcome) => {
      if (outcome.ok) onOpened(outcome);
      else setProblem(t('historyReopenFailed'));
    });
  };

  const remove = (entry: HistorySummary) => {
    focusAfterDelete.current = entries.indexOf(entry);
    // A window's snapshot of that answer goes with it (lib/ui/shell-snapshot.ts).
    dropSnapshotsOf(localStorage, entry.id);
    void deleteHistoryEntry(entry.id).then((deleted) => {
      if (!deleted) setProblem(t('historyDeleteFailed'));
    });
  };

  const clear = () => {
    focusAfterDelete.current = 0;
    // The windows' snapshots of their last answers go with the history (lib/ui/shell-snapshot.ts).
    dropAllSnapshots(localStorage);
    void clearHistory().then((cleared) => {
      if (!cleared) setProblem(t('historyClearFailed'));
    });
  };

  return (
    <section class="history" aria-label={t('historyLabel')}>
      <div class="field">
        <label for="history-filter">{t('historyFilterLabel')}</label>
        <input
          id="history-filter"
          ref={filterRef}
          type="search"
          value={filter}
          onInput={(event) => {
            setFilter(event.currentTarget.value);
            setShownCount(PAGE_SIZE);
          }}
          autocomplete="off"
          placeholder={t('historyFilterPlaceholder')}
        />
      </div>
      {problem !== undefined && (
        <p class="form-problem" role="alert">
          {problem}
        </p>
      )}
      {history && history.length === 0 && <p class="empty">{t('historyEmpty')}</p>}
      {preferences?.privateMode && <p class="muted">{t('historyPrivate')}</p>}
      {history && history.length > 0 && entries.length === 0 && (
        <p class="empty">{t('historyNoMatch', filter.trim())}</p>
      )}
      {entries.length > 0 && (
        <ol class="history-list" aria-label={t('pastSearches')} ref={listRef}>
          {shown.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} now={now} onOpen={open} onDelete={remove} />
          ))}
        </ol>
      )}
      {entries.length > shown.length && (
        <button type="button" class="small history-more" onClick={() => setShownCount(shownCount + PAGE_SIZE)}>
          {t('historyShowMore', formatNumber(entries.length - shown.length))}
        </button>
      )}
      {history && history.length > 0 && <ClearHistoryControl onClear={clear} />}
    </section>
  );
}
