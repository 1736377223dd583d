import { apiDialectItem, readerUrlItem } from '../settings/settings-items';
import { useStoredItem } from './use-stored-item';

/**
 * Whether results offer Read here: the Serper-compatible service with a reader address (the
 * documented API has none, and then Read here is absent). Follows the settings as they change.
 */
export function useReaderAvailable(): boolean {
  const dialect = useStoredItem(apiDialectItem);
  const readerUrl = useStoredItem(readerUrlItem);
  return dialect === 'serper' && typeof readerUrl === 'string' && readerUrl.trim() !== '';
}
