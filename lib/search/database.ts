import { databaseOpener, type DatabaseDefinition, type OpenDatabase } from '../storage/database';
import { totalsUpgrade } from '../storage/store-totals';
import { cacheUpgrade, type CacheSchema } from '../cache/cache-store';
import { historyUpgrade, type HistorySchema } from '../history/history-store';
import { ledgerArchiveUpgrade, type LedgerArchiveSchema } from '../credits/ledger-archive';

/**
 * The extension's IndexedDB database (DESIGN §4 Storage): the large, growing collections, one
 * record per entry. Each feature declares its stores; this is where they are put together,
 * in the search flow's room, the one place that knows every feature. The background writes;
 * pages may read (the history list).
 */
export type SidekickSchema = CacheSchema & HistorySchema & LedgerArchiveSchema;

export const SIDEKICK_DATABASE: DatabaseDefinition = {
  name: 'search-sidekick',
  // 2: past searches record the further pages they hold (history-store.ts).
  version: 2,
  upgrades: [totalsUpgrade, cacheUpgrade, historyUpgrade, ledgerArchiveUpgrade],
};

/** An opener of the extension's database (a test may name its own, apart from the others). */
export function sidekickDatabase(name = SIDEKICK_DATABASE.name): OpenDatabase<SidekickSchema> {
  return databaseOpener<SidekickSchema>({ ...SIDEKICK_DATABASE, name });
}
