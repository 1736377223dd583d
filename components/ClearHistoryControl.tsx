import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../lib/i18n/messages';

export interface ClearHistoryControlProps {
  onClear: () => void;
}

/**
 * "Clear history", asking inline before anything is lost: Clear all history / Cancel.
 * Inline rather than window.confirm, so it matches the page and keeps focus in place.
 */
export function ClearHistoryControl({ onClear }: ClearHistoryControlProps) {
  const [confirming, setConfirming] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // Focus follows the question: to the safe answer when asked, back to the button after.
  useEffect(() => {
    if (confirming) cancelRef.current?.focus();
    else if (asked.current) startRef.current?.focus();
    asked.current = confirming;
  }, [confirming]);

  if (!confirming) {
    return (
      <div class="history-clear">
        <button type="button" ref={startRef} onClick={() => setConfirming(true)}>
          {t('clearHistory')}
        </button>
      </div>
    );
  }
  return (
    <div
      class="history-clear confirm"
      onKeyDown={(event) => {
        // Escape answers "no" here; preventDefault tells the history view not to close as well.
        if (event.key !== 'Escape') return;
        event.preventDefault();
        setConfirming(false);
      }}
    >
      <p id="clear-history-question">{t('clearHistoryQuestion')}</p>
      <button type="button" class="danger" aria-describedby="clear-history-question" onClick={onClear}>
        {t('clearAllHistory')}
      </button>
      <button type="button" ref={cancelRef} onClick={() => setConfirming(false)}>
        {t('cancel')}
      </button>
    </div>
  );
}
