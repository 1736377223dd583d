import type { MessageKey } from '../i18n/messages';
import type { DatabaseRecovery } from '../storage/database';
import { NOT_STORED } from '../storage/storage-problem';

/** What the person is told when a salvage (lib/search/recovering-database.ts) could not keep all it held. */
const LOST: Record<string, MessageKey> = {
  history: 'historyLostNewerVersion',
  ledgerDays: 'creditDaysLostNewerVersion',
};

/**
 * What the worker does when its database could not be opened as it was: after a newer
 * database was replaced, open pages read the history again and the person is told what
 * could not be kept; a database that cannot be opened at all is said once (searches go on
 * without the cache and the history).
 */
export function databaseReports(
  report: (error: unknown, message: MessageKey) => void,
  historyChanged: () => void,
): Omit<DatabaseRecovery, 'salvage'> {
  return {
    recovered(lost) {
      historyChanged();
      for (const name of lost) {
        report(new Error(`A newer version's ${name} could not be kept`), LOST[name] ?? NOT_STORED);
      }
    },
    unavailable: (error) => report(error, 'storageUnavailable'),
  };
}
