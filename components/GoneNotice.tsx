import type { SearchRecord } from '../lib/search/current-search';
import { t } from '../lib/i18n/messages';

export interface GoneNoticeProps {
  /** The search shown without results. */
  record: Pick<SearchRecord, 'request'>;
  /** A search a surface left for this panel too long ago (see isFresh), rather than results no longer kept. */
  unsent?: boolean;
  onSearchAgain: () => void;
}

/**
 * A search shown without results, sent only when the person asks (which bills it): results
 * never stored (a private window, or the cache and history off) once the worker that held them
 * in memory has stopped; or, `unsent`, a search a surface left for this panel too long ago,
 * sent with **Search**.
 */
export function GoneNotice({ record, unsent, onSearchAgain }: GoneNoticeProps) {
  const { query } = record.request;
  return (
    <div class="notice" role="status">
      <p>{t(unsent ? 'searchUnsent' : 'resultsGone', query)}</p>
      {!unsent && <p class="muted">{t('resultsGoneHint')}</p>}
      {query !== '' && (
        <button type="button" onClick={onSearchAgain}>
          {t(unsent ? 'searchButton' : 'searchAgain')}
        </button>
      )}
    </div>
  );
}
