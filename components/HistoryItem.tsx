import type { HistorySummary } from '../lib/history/search-history';
import { describeOptions } from '../lib/ui/describe-options';
import { queryLabel } from '../lib/api/image-query';
import { displayHost } from '../lib/text/safe-url';
import { t } from '../lib/i18n/messages';
import { formatCredits, formatRelativeTime, formatResults } from '../lib/ui/format';

export interface HistoryItemProps {
  entry: HistorySummary;
  now: number;
  onOpen: (entry: HistorySummary) => void;
  onDelete: (entry: HistorySummary) => void;
}

/**
 * One past search: the query (a button that shows its stored results, named by the
 * query alone), when it ran, its options, what it found and what it cost.
 */
export function HistoryItem({ entry, now, onOpen, onDelete }: HistoryItemProps) {
  // A search by image is named by its picture, not its address (issue 41).
  const query = queryLabel(entry.request);
  const count = entry.resultCount;
  const cost = entry.cached
    ? t('historyCached')
    : entry.credits === undefined
      ? t('historyCreditsNotReported')
      : formatCredits(entry.credits);
  const facts = [describeOptions(entry.request), formatResults(count), cost];

  return (
    <li class="history-item">
      <div class="history-main">
        <button type="button" class="history-open" onClick={() => onOpen(entry)}>
          {query}
        </button>
        <p class="history-meta">
          <time dateTime={new Date(entry.at).toISOString()}>{formatRelativeTime(entry.at, now)}</time>
          {facts
            .filter((fact) => fact !== '')
            .map((fact) => ` · ${fact}`)
            .join('')}
        </p>
        {entry.reads && entry.reads.length > 0 && (
          <p class="history-meta history-reads">
            {t('historyReads', entry.reads.map((read) => read.title || displayHost(read.url)).join(' · '))}
          </p>
        )}
      </div>
      <button
        type="button"
        class="small history-delete"
        aria-label={t('deleteFromHistory', query)}
        onClick={() => onDelete(entry)}
      >
        {t('delete')}
      </button>
    </li>
  );
}
