import { createCacheStore, type CacheStore } from '../../lib/cache/cache-store';
import { createSearchCache } from '../../lib/cache/search-cache';
import { createLedgerArchive, type LedgerArchive } from '../../lib/credits/ledger-archive';
import { createLedgerRecorder } from '../../lib/credits/ledger-recorder';
import { createHistoryRecorder } from '../../lib/history/history-recorder';
import type { UsageRecorder } from '../../lib/search/usage-recorder';
import { createHistoryStore, type HistoryStore } from '../../lib/history/history-store';
import { checkUsagePreferences, usagePreferencesItem } from '../../lib/settings/usage-preferences';
import type { OpenDatabase } from '../../lib/storage/database';
import type { SidekickSchema } from '../../lib/search/database';
import { freshDatabase } from './fresh-database';

export interface WiringOptions {
  open?: OpenDatabase<SidekickSchema>;
  /** Wraps the history store, e.g. to refuse a write the way a full disk does. */
  history?: (store: HistoryStore) => HistoryStore;
  cacheStore?: (store: CacheStore) => CacheStore;
  /** Wraps the ledger's archive, e.g. to refuse its writes the way a newer database does. */
  archive?: (archive: LedgerArchive) => LedgerArchive;
  /** The ledger's way to free storage.local (none by default). */
  freeLocalSpace?: () => Promise<void>;
  ready?: Promise<unknown>;
  now?: () => number;
}

/** The background's stores and recorder over a fresh IndexedDB and the fake browser's storage. */
export function usageWiring(options: WiringOptions = {}) {
  const open = options.open ?? freshDatabase();
  const realHistory = createHistoryStore(open);
  const history = options.history?.(realHistory) ?? realHistory;
  const realCacheStore = createCacheStore(open);
  const cacheStore = options.cacheStore?.(realCacheStore) ?? realCacheStore;
  let historyVersions = 0;
  const freed: string[] = [];
  const freeSpace = async () => {
    freed.push('cache');
    await cacheStore.clear();
    freed.push('oldest history');
    await history.dropOldest(0.25);
  };
  const realArchive = createLedgerArchive(open);
  const archive = options.archive?.(realArchive) ?? realArchive;
  const preferences = async () => checkUsagePreferences(await usagePreferencesItem.getValue());
  const usage: UsageRecorder = {
    preferences,
    ledger: createLedgerRecorder({
      archive,
      freeSpace,
      ...(options.freeLocalSpace && { freeLocalSpace: options.freeLocalSpace }),
      ...(options.ready && { ready: options.ready }),
      ...(options.now && { now: options.now }),
    }),
    history: createHistoryRecorder({
      history,
      preferences,
      freeSpace,
      historyChanged: () => {
        historyVersions += 1;
      },
      ...(options.ready && { ready: options.ready }),
    }),
  };
  return {
    open,
    history,
    archive: realArchive,
    cacheStore,
    usage,
    cache: createSearchCache(cacheStore, Date.now, options.ready),
    freeSpace,
    freed,
    historyVersions: () => historyVersions,
  };
}
