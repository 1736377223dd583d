import { databaseOpener, type DatabaseRecovery, type OpenDatabase } from '../storage/database';
import type { Salvage } from '../storage/replace-newer-database';
import { historySalvage } from '../history/history-salvage';
import { ledgerArchiveSalvage } from '../credits/ledger-archive';
import { SIDEKICK_DATABASE, type SidekickSchema } from './database';

/**
 * What a downgrade's newer database gives back (lib/storage/replace-newer-database.ts): the
 * history and the archived credit days, re-read with today's checks. The cache is dropped:
 * an answer costs one request to fetch again.
 */
export const SIDEKICK_SALVAGE: readonly Salvage[] = [historySalvage, ledgerArchiveSalvage];

/**
 * The worker's opener of the extension's database: the worker writes, so it is the one that
 * replaces a database left at a newer version and reports one that cannot be opened. Kept
 * apart from sidekickDatabase so that the pages, which only read, carry none of it.
 */
export function recoveringSidekickDatabase(
  reports: Omit<DatabaseRecovery, 'salvage'>,
  name = SIDEKICK_DATABASE.name,
): OpenDatabase<SidekickSchema> {
  return databaseOpener<SidekickSchema>({ ...SIDEKICK_DATABASE, name }, { ...reports, salvage: SIDEKICK_SALVAGE });
}
