import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CacheEntry } from '../cache/cache-policy';
import type { HistorySummary } from '../history/search-history';
import type { SearchResponse } from '../api/search-response';
import type { DayUsage } from '../credits/credit-ledger';

/**
 * The extension's IndexedDB database (DESIGN §4 Storage): the large, growing collections,
 * one record per entry, so a search writes a few records instead of rewriting megabytes
 * and no page receives a broadcast of them. The background writes; pages may read.
 */
export interface SidekickSchema extends DBSchema {
  /** Cached answers by cache key; evicted expired-first, then oldest. */
  cache: { key: string; value: CacheEntry; indexes: { byFetchedAt: number; byExpiresAt: number } };
  /** What the history list shows and filters, newest first by `at`; the response is apart. */
  history: { key: string; value: HistorySummary; indexes: { byAt: number; byRequestKey: string } };
  /** A past search's stored results, read only when it is reopened. */
  historyResponses: { key: string; value: { id: string; response: SearchResponse } };
  /** Running byte totals per store, so a write checks the byte cap without reading every record. */
  totals: { key: TotalsName; value: { store: TotalsName; bytes: number } };
  /** Credit totals of days that left the ledger's recent window (kept 400 days). */
  ledgerDays: { key: string; value: { day: string; usage: DayUsage } };
}

export type TotalsName = 'cache' | 'history';
export type Database = IDBPDatabase<SidekickSchema>;
export type OpenDatabase = () => Promise<Database>;

export const DATABASE_NAME = 'search-sidekick';
const VERSION = 1;

/**
 * One connection per context, opened on first use. A connection is dropped when a newer
 * version wants to upgrade (another context updated first) or the browser closed it, and
 * the next call opens it again.
 */
export function databaseOpener(name: string = DATABASE_NAME): OpenDatabase {
  let opening: Promise<Database> | undefined;
  const reset = () => {
    opening = undefined;
  };
  return () => {
    if (opening) return opening;
    const opened = openDB<SidekickSchema>(name, VERSION, {
      upgrade(db, oldVersion) {
        // Each version's steps run once, in order; version 1 creates every store.
        if (oldVersion < 1) {
          const cache = db.createObjectStore('cache', { keyPath: 'key' });
          cache.createIndex('byFetchedAt', 'fetchedAt');
          cache.createIndex('byExpiresAt', 'expiresAt');
          const history = db.createObjectStore('history', { keyPath: 'id' });
          history.createIndex('byAt', 'at');
          history.createIndex('byRequestKey', 'requestKey');
          db.createObjectStore('historyResponses', { keyPath: 'id' });
          db.createObjectStore('totals', { keyPath: 'store' });
          db.createObjectStore('ledgerDays', { keyPath: 'day' });
        }
      },
      blocking() {
        void opened.then((db) => db.close());
        reset();
      },
      terminated: reset,
    });
    opening = opened;
    opened.catch(reset);
    return opened;
  };
}

/** The byte total of a store, recounted from its records when none is kept yet. */
export async function storedTotal(
  totals: { get(name: TotalsName): Promise<{ bytes: number } | undefined> },
  name: TotalsName,
  recount: () => Promise<number>,
): Promise<number> {
  const kept = (await totals.get(name))?.bytes;
  return typeof kept === 'number' && Number.isFinite(kept) && kept >= 0 ? kept : recount();
}
