import type { ComponentChildren } from 'preact';
import { isRetryable, needsSettings, type SearchError } from '../lib/api/search-error';
import { openSettings } from '../lib/ui/browser-actions';
import { t } from '../lib/i18n/messages';

export interface ErrorNoticeProps {
  error: SearchError;
  /** Re-sends the same search; the Retry button shows only for errors a retry can fix. */
  onRetry?: () => void;
  /** Re-sends the same search past the daily budget; the button shows only for `over-budget`. */
  onSearchAnyway?: () => void;
  /** The name of that button where it is not a search ("Read anyway"). */
  anywayLabel?: string;
  /** Another way on, after the message (the Reader's link to the page itself). */
  children?: ComponentChildren;
}

/** A failed search: the background's message plus the one action that can fix it. */
export function ErrorNotice({ error, onRetry, onSearchAnyway, anywayLabel, children }: ErrorNoticeProps) {
  return (
    <div class="notice notice-error" role="alert">
      <p>{error.message}</p>
      {children}
      {needsSettings(error) && (
        <button type="button" onClick={() => void openSettings()}>
          {t('openSettings')}
        </button>
      )}
      {error.kind === 'over-budget' && onSearchAnyway && (
        <button type="button" onClick={onSearchAnyway}>
          {anywayLabel ?? t('searchAnyway')}
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
