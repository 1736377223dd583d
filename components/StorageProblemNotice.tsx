import { useEffect, useState } from 'preact/hooks';
import { problemMessages, storageProblemItem } from '../lib/storage/storage-problem';
import { useStoredItem } from '../lib/ui/use-stored-item';
import { t, type MessageKey } from '../lib/i18n/messages';

/**
 * Says once what went wrong with the extension's storage: a search's history or credit
 * record that could not be stored (the results themselves were shown), a database that
 * cannot be opened, data lost when a newer version's database was replaced. The first page
 * to show it clears the stored word, so it is not repeated; this page keeps it until dismissed.
 */
export function StorageProblemNotice() {
  const stored = useStoredItem(storageProblemItem);
  const [shown, setShown] = useState<MessageKey[]>([]);
  useEffect(() => {
    if (!stored) return;
    // Still on screen, an earlier word stays beside a later one.
    setShown((earlier) => [...new Set([...earlier, ...problemMessages(stored)])]);
    void storageProblemItem.setValue(null).catch(() => undefined);
  }, [stored?.at]);
  if (shown.length === 0) return null;
  return (
    <div class="notice notice-warning" role="status">
      {shown.map((message) => (
        <p key={message}>{t(message)}</p>
      ))}
      <button type="button" class="small" onClick={() => setShown([])}>
        {t('dismiss')}
      </button>
    </div>
  );
}
