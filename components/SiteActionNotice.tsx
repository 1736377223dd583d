import { useEffect, useRef } from 'preact/hooks';
import type { SiteAction } from '../lib/sites/site-actions';
import type { SiteActionDone } from '../lib/ui/use-site-actions';
import { t, type MessageKey } from '../lib/i18n/messages';

const DONE: Record<SiteAction, MessageKey> = {
  block: 'siteBlocked',
  pin: 'sitePinned',
  unblock: 'siteUnblocked',
  unpin: 'siteUnpinned',
};

export interface SiteActionNoticeProps {
  done: SiteActionDone | undefined;
  onUndo: () => void;
}

/**
 * "Blocked example.com. [Undo]" after a result's site action. The result may have just
 * left the list (with the focus it had), so the focus moves to Undo. The status region
 * stays in the page, empty, so each message is announced.
 */
export function SiteActionNotice({ done, onUndo }: SiteActionNoticeProps) {
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (done) undoRef.current?.focus();
  }, [done?.at]);
  return (
    <div class="site-action">
      <span role="status">{done ? t(DONE[done.action], done.site) : ''}</span>
      {done && (
        <button type="button" class="small" ref={undoRef} onClick={onUndo}>
          {t('undo')}
        </button>
      )}
    </div>
  );
}
