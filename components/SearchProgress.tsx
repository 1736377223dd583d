import type { RetryNotice } from '../lib/api/search-client';
import { retryText } from '../lib/ui/format';

export interface SearchProgressProps {
  query: string;
  retry?: RetryNotice;
}

/** "Searching…" while a search runs, with the retry in progress when there is one (DESIGN §4). */
export function SearchProgress({ query, retry }: SearchProgressProps) {
  return (
    <div class="progress">
      <span class="spinner" aria-hidden="true" />
      <div>
        <p>
          Searching… <span class="muted">“{query}”</span>
        </p>
        {retry && <p class="retry-notice">{retryText(retry)}</p>}
      </div>
    </div>
  );
}
