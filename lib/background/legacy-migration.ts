import type { CacheStore } from '../cache/cache-store';
import { LEGACY_CACHE_KEY, legacyCacheEntries } from '../cache/legacy-cache';
import type { HistoryStore } from '../history/history-store';
import { LEGACY_HISTORY_KEY, legacyHistoryEntries } from '../history/legacy-history';
import { isEventLedger } from '../credits/ledger-item';

/** The slice of storage.local the migration needs. */
export interface LegacyStorage {
  get(keys: string[]): Promise<Record<string, unknown>>;
  remove(keys: string[]): Promise<void>;
}

export interface LegacyMigrationDeps {
  local: LegacyStorage;
  history: HistoryStore;
  cache: CacheStore;
  /** Rewrites a ledger still stored as a list of events as per-day totals. */
  migrateLedger: () => Promise<void>;
  historyChanged: () => void;
  now: () => number;
}

/** What the first release kept in storage.local, with WXT's version records beside them. */
const LEGACY_KEYS = [LEGACY_HISTORY_KEY, LEGACY_CACHE_KEY] as const;

/**
 * Moves the first release's storage.local history and cache into IndexedDB, and its
 * ledger of events to per-day totals. A damaged record is dropped alone. The old keys are
 * removed only after the new records are stored (the transactions have completed), so a
 * worker stopped half-way starts again from the old keys: records are put by id and key,
 * so a second run stores the same records, not copies.
 */
export async function migrateLegacyData(deps: LegacyMigrationDeps): Promise<void> {
  // One read at every start; usually it finds nothing to move.
  const stored = await deps.local.get([...LEGACY_KEYS, 'creditLedger']);
  const found = LEGACY_KEYS.filter((key) => stored[key] !== undefined);
  if (stored[LEGACY_HISTORY_KEY] !== undefined) {
    // Stored newest first; added oldest first, so the caps evict as they always did.
    await deps.history.add(legacyHistoryEntries(stored[LEGACY_HISTORY_KEY]).reverse());
  }
  if (stored[LEGACY_CACHE_KEY] !== undefined) {
    await deps.cache.put(legacyCacheEntries(stored[LEGACY_CACHE_KEY], deps.now()), deps.now());
  }
  if (isEventLedger(stored.creditLedger)) await deps.migrateLedger();
  if (found.length > 0) {
    await deps.local.remove(found.flatMap((key) => [key, `${key}$`]));
    if (found.includes(LEGACY_HISTORY_KEY)) deps.historyChanged();
  }
}

/**
 * Moves only the first release's history, if it is still in storage.local (a migration that
 * could not reach IndexedDB left it): the ledger's way to free storage.local without losing
 * it. If IndexedDB cannot take it, it stays where it is.
 */
export async function moveLegacyHistory(deps: Pick<LegacyMigrationDeps, 'local' | 'history' | 'historyChanged'>) {
  const stored = (await deps.local.get([LEGACY_HISTORY_KEY]))[LEGACY_HISTORY_KEY];
  if (stored === undefined) return;
  await deps.history.add(legacyHistoryEntries(stored).reverse());
  await deps.local.remove([LEGACY_HISTORY_KEY, `${LEGACY_HISTORY_KEY}$`]);
  deps.historyChanged();
}

/**
 * The worker's one migration per start: `done` settles once migrateLegacyData has run (or
 * failed), and what waits for the moved data (a search's cache lookup, the ledger, the
 * history, the repair of stored settings) waits for it.
 */
export function legacyMigrationGate() {
  let resolveMigrated: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (resolveMigrated = resolve));
  return {
    done,
    /**
     * Moves the first release's storage.local history, cache and ledger to their new stores.
     * Started with the worker (a search's cache lookup waits for it); usually it only finds
     * that there is nothing to move. A failure leaves the old keys for the next start.
     */
    start(deps: LegacyMigrationDeps): void {
      migrateLegacyData(deps)
        .catch((error: unknown) => console.warn('Search Sidekick could not move stored data:', error))
        .finally(resolveMigrated);
    },
  };
}
