import type { RetryNotice } from '../lib/api/search-client';
import { retryText } from '../lib/ui/format';
import { t } from '../lib/i18n/messages';

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
          {t('searching')} <span class="muted">{t('quotedQuery', query)}</span>
        </p>
        {retry && <p class="retry-notice">{retryText(retry)}</p>}
      </div>
    </div>
  );
}
