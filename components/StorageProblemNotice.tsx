import { useEffect, useState } from 'preact/hooks';
import { storageProblemItem } from '../lib/storage/storage-problem';
import { useStoredItem } from '../lib/ui/use-stored-item';
import { t } from '../lib/i18n/messages';

/**
 * Says once that a search's history or credit record could not be stored (the results
 * themselves were shown). The first page to show it clears the stored word, so it is not
 * repeated; this page keeps it until dismissed.
 */
export function StorageProblemNotice() {
  const stored = useStoredItem(storageProblemItem);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!stored) return;
    setShown(true);
    void storageProblemItem.setValue(null).catch(() => undefined);
  }, [stored?.at]);
  if (!shown) return null;
  return (
    <div class="notice notice-warning" role="status">
      <p>{t('storageProblem')}</p>
      <button type="button" class="small" onClick={() => setShown(false)}>
        {t('dismiss')}
      </button>
    </div>
  );
}
