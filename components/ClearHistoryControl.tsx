import { t } from '../lib/i18n/messages';
import { useInlineConfirm } from '../lib/ui/use-inline-confirm';

export interface ClearHistoryControlProps {
  onClear: () => void;
}

/**
 * "Clear history and cache", asking inline before anything is lost: Clear all history and
 * cache / Cancel. The cache goes too because its records hold the past queries. Inline
 * rather than window.confirm, so it matches the page and keeps focus in place.
 */
export function ClearHistoryControl({ onClear }: ClearHistoryControlProps) {
  const { confirming, ask, cancel, startRef, cancelRef, onKeyDown } = useInlineConfirm();

  if (!confirming) {
    return (
      <div class="history-clear">
        <button type="button" ref={startRef} onClick={ask}>
          {t('clearHistory')}
        </button>
      </div>
    );
  }
  return (
    <div class="history-clear confirm" onKeyDown={onKeyDown}>
      <p id="clear-history-question">{t('clearHistoryQuestion')}</p>
      <button type="button" class="danger" aria-describedby="clear-history-question" onClick={onClear}>
        {t('clearAllHistory')}
      </button>
      <button type="button" ref={cancelRef} onClick={cancel}>
        {t('cancel')}
      </button>
    </div>
  );
}
