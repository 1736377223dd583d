import { isRetryable, needsSettings, type SearchError } from '../lib/api/search-error';
import { openSettings } from '../lib/ui/browser-actions';
import { t } from '../lib/i18n/messages';

export interface ErrorNoticeProps {
  error: SearchError;
  /** Re-sends the same search; the Retry button shows only for errors a retry can fix. */
  onRetry?: () => void;
  /** Re-sends the same search past the daily budget; the button shows only for `over-budget`. */
  onSearchAnyway?: () => void;
}

/** A failed search: the background's message plus the one action that can fix it. */
export function ErrorNotice({ error, onRetry, onSearchAnyway }: ErrorNoticeProps) {
  return (
    <div class="notice notice-error" role="alert">
      <p>{error.message}</p>
      {needsSettings(error) && (
        <button type="button" onClick={() => void openSettings()}>
          {t('openSettings')}
        </button>
      )}
      {error.kind === 'over-budget' && onSearchAnyway && (
        <button type="button" onClick={onSearchAnyway}>
          {t('searchAnyway')}
        </button>
      )}
      {isRetryable(error) && onRetry && (
        <button type="button" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
    </div>
  );
}
