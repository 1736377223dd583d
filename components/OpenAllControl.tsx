import { useState } from 'preact/hooks';
import { useInlineConfirm } from '../lib/ui/use-inline-confirm';
import { openInNewTabs } from '../lib/ui/open-tabs';
import { usePageWindow } from '../lib/ui/use-page-window';
import { formatNumber } from '../lib/i18n/format-number';
import { t } from '../lib/i18n/messages';

export interface OpenAllControlProps {
  /** The shown results' links, in rank order. */
  urls: readonly string[];
}

/**
 * "Open all results in tabs", asking inline first with the count ("Open 10 tabs?"),
 * since ten tabs at a stray click is a mess to undo. Tabs open in the background — in a
 * private window, in that window (not in the window the spanning extension calls current).
 */
export function OpenAllControl({ urls }: OpenAllControlProps) {
  const page = usePageWindow();
  const { confirming, ask, cancel, startRef, cancelRef, onKeyDown } = useInlineConfirm();
  const [status, setStatus] = useState('');

  if (urls.length === 0) return null;
  const question = t(urls.length === 1 ? 'openTabsQuestionOne' : 'openTabsQuestionMany', formatNumber(urls.length));

  const openAll = () => {
    cancel();
    void openInNewTabs(urls, (page?.private ?? true) ? page?.id : undefined).then((opened) =>
      setStatus(t(opened === 1 ? 'openedTabsOne' : 'openedTabsMany', formatNumber(opened))),
    );
  };

  return (
    <div class="open-all">
      {confirming ? (
        <div class="open-all-confirm" role="group" aria-label={question} onKeyDown={onKeyDown}>
          <span>{question}</span>
          <button type="button" class="small primary" onClick={openAll}>
            {t('openAll')}
          </button>
          <button type="button" class="small" ref={cancelRef} onClick={cancel}>
            {t('cancel')}
          </button>
        </div>
      ) : (
        <button type="button" class="small" ref={startRef} onClick={ask}>
          {t('openAllResults')}
        </button>
      )}
      <span role="status" class="export-status">
        {status}
      </span>
    </div>
  );
}
