import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { filterHistory, type HistoryEntry } from '../lib/history/search-history';
import { clearHistory, deleteHistoryEntry, openHistoryEntry } from '../lib/ui/data-actions';
import { useNow } from '../lib/ui/use-now';
import { useSearchHistory } from '../lib/ui/use-search-history';
import { useUsagePreferences } from '../lib/ui/use-usage-data';
import { ClearHistoryControl } from './ClearHistoryControl';
import { HistoryItem } from './HistoryItem';

export interface HistoryViewProps {
  /** Called once a past search is the current search: the page shows the results again. */
  onOpened: () => void;
  /** Escape: back to the results. */
  onClose: () => void;
}

/**
 * Past searches, newest first, filterable; each reopens without a request (its
 * results are stored), and can be deleted. Reads the history from storage and
 * changes it only through the background (DESIGN §1).
 */
export function HistoryView({ onOpened, onClose }: HistoryViewProps) {
  const history = useSearchHistory();
  const preferences = useUsagePreferences();
  const now = useNow();
  const [filter, setFilter] = useState('');
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

  useEffect(() => {
    const index = focusAfterDelete.current;
    if (index === undefined) return;
    focusAfterDelete.current = undefined;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>('.history-open');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? filterRef.current)?.focus();
  }, [history]);

  const open = (entry: HistoryEntry) => {
    setProblem(undefined);
    void openHistoryEntry(entry.id).then((opened) => {
      if (opened) onOpened();
      else setProblem('This search could not be reopened (it may have been deleted). Search for it again instead.');
    });
  };

  const remove = (entry: HistoryEntry) => {
    focusAfterDelete.current = entries.indexOf(entry);
    void deleteHistoryEntry(entry.id).then((deleted) => {
      if (!deleted) setProblem('The search could not be deleted. Try again.');
    });
  };

  const clear = () => {
    focusAfterDelete.current = 0;
    void clearHistory().then((cleared) => {
      if (!cleared) setProblem('The history could not be cleared. Try again.');
    });
  };

  return (
    <section class="history" aria-label="History">
      <div class="field">
        <label for="history-filter">Search history</label>
        <input
          id="history-filter"
          ref={filterRef}
          type="search"
          value={filter}
          onInput={(event) => setFilter(event.currentTarget.value)}
          autocomplete="off"
          placeholder="Words in a query or a result title"
        />
      </div>
      {problem !== undefined && (
        <p class="form-problem" role="alert">
          {problem}
        </p>
      )}
      {history && history.entries.length === 0 && <p class="empty">No past searches yet.</p>}
      {preferences?.privateMode && <p class="muted">Private mode is on: searches are not recorded.</p>}
      {history && history.entries.length > 0 && entries.length === 0 && (
        <p class="empty">No past searches match “{filter.trim()}”.</p>
      )}
      {entries.length > 0 && (
        <ol class="history-list" aria-label="Past searches" ref={listRef}>
          {entries.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} now={now} onOpen={open} onDelete={remove} />
          ))}
        </ol>
      )}
      {history && history.entries.length > 0 && <ClearHistoryControl onClear={clear} />}
    </section>
  );
}
