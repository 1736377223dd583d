import { t } from '../lib/i18n/messages';

export interface UnsentNoticeProps {
  query: string;
  onSearch: () => void;
}

/**
 * A search a surface left for this panel (a private window's right-click or keyword search)
 * that waited too long to be sent by the panel's opening alone (see isFresh): it is shown,
 * not sent, and **Search** sends it.
 */
export function UnsentNotice({ query, onSearch }: UnsentNoticeProps) {
  return (
    <div class="notice" role="status">
      <p>{t('searchUnsent', query)}</p>
      <button type="button" onClick={onSearch}>
        {t('searchButton')}
      </button>
    </div>
  );
}
