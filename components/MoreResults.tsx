import { useEffect, useRef } from 'preact/hooks';
import type { SearchError } from '../lib/api/search-error';
import type { SearchRequest } from '../lib/api/search-options';
import { useSearchCost } from '../lib/ui/use-search-cost';
import { costText } from '../lib/ui/cost-text';
import { t } from '../lib/i18n/messages';

export interface MoreResultsProps {
  /** The next page's request; undefined when the last page brought nothing new. */
  next: SearchRequest | undefined;
  /** How many items the list shows: when it grows, the first new one takes the focus. */
  shownCount: number;
  pending: boolean;
  error: SearchError | undefined;
  onMore: () => void;
}

/**
 * "More results · 1 credit" under the list (DESIGN §3): it asks for the next page, which the
 * list gains at its end; focus moves to the first new item. It says what the page will cost
 * (0 when cached, else what such a page is expected to cost — never 0). When a page brought nothing
 * new, it says so and goes.
 */
export function MoreResults({ next, shownCount, pending, error, onMore }: MoreResultsProps) {
  const cost = useSearchCost(next);
  const root = useRef<HTMLDivElement>(null);
  /** How many items the list showed when more were asked for: the first new one is the next. */
  const countWhenAsked = useRef<number>();
  const items = () =>
    root.current?.closest('.search-view')?.querySelectorAll<HTMLElement>('[role="list"] > li, ol > li') ?? [];
  useEffect(() => {
    const before = countWhenAsked.current;
    // Only after the person asked: each new answer runs this too, and the query walks the list.
    if (before === undefined) return;
    const shown = items();
    if (shown.length <= before) return;
    countWhenAsked.current = undefined;
    shown[before]?.querySelector<HTMLElement>('a, button')?.focus();
  }, [shownCount]);
  if (!next) {
    return (
      <p class="more-results-done muted" role="status">
        {t('noMoreResults')}
      </p>
    );
  }
  const ask = () => {
    countWhenAsked.current = items().length;
    onMore();
  };
  return (
    <div class="more-results" ref={root}>
      {error && (
        <p role="alert" class="form-problem">
          {t('moreResultsFailed', error.message)}
        </p>
      )}
      <button type="button" onClick={ask} disabled={pending} aria-busy={pending ? 'true' : 'false'}>
        {t('moreResults', costText(cost))}
      </button>
    </div>
  );
}
