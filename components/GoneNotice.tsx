import type { SuccessRecord } from '../lib/search/current-search';
import { t } from '../lib/i18n/messages';

export interface GoneNoticeProps {
  /** The search whose results are no longer kept. */
  record: SuccessRecord;
  onSearchAgain: () => void;
}

/**
 * Shown instead of results that were never stored (a private window, or the cache and history
 * off) once the worker that held them in memory has stopped: nothing is sent until the person
 * chooses to search again, which bills the search again.
 */
export function GoneNotice({ record, onSearchAgain }: GoneNoticeProps) {
  return (
    <div class="notice" role="status">
      <p>{t('resultsGone', record.request.query)}</p>
      <p class="muted">{t('resultsGoneHint')}</p>
      {record.request.query !== '' && (
        <button type="button" onClick={onSearchAgain}>
          {t('searchAgain')}
        </button>
      )}
    </div>
  );
}
