import { cacheEntry, isCacheEntry, type CacheEntry } from '../cache/cache-policy';
import type { CacheStore } from '../cache/cache-store';
import type { HistoryStore } from '../history/history-store';
import { isHistoryEntry, type HistoryEntry } from '../history/search-history';
import { SEARCH_SOURCES, type SearchSource } from '../search/current-search';
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
const LEGACY_KEYS = ['searchHistory', 'searchCache'] as const;

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
  if (stored.searchHistory !== undefined) {
    // Stored newest first; added oldest first, so the caps evict as they always did.
    await deps.history.add(legacyHistoryEntries(stored.searchHistory).reverse());
  }
  if (stored.searchCache !== undefined) {
    await deps.cache.put(legacyCacheEntries(stored.searchCache, deps.now()), deps.now());
  }
  if (isEventLedger(stored.creditLedger)) await deps.migrateLedger();
  if (found.length > 0) {
    await deps.local.remove(found.flatMap((key) => [key, `${key}$`]));
    if (found.includes('searchHistory')) deps.historyChanged();
  }
}

function entriesOf(stored: unknown): unknown[] {
  const entries = (stored as { entries?: unknown } | null)?.entries;
  return Array.isArray(entries) ? entries : [];
}

const hasTitles = (entry: HistoryEntry) =>
  entry.response.organic.every((result: unknown) => typeof (result as { title?: unknown } | null)?.title === 'string');

/** The readable past searches of a first-release `searchHistory` value, newest first. */
export function legacyHistoryEntries(stored: unknown): HistoryEntry[] {
  return entriesOf(stored).flatMap((value): HistoryEntry[] => {
    if (!isHistoryEntry(value) || !hasTitles(value)) return [];
    const { id, request, source, at, credits, cached, response } = value;
    return [
      {
        id,
        request,
        source: SEARCH_SOURCES.includes(source) ? source : ('sidepanel' satisfies SearchSource),
        at,
        ...(typeof credits === 'number' && { credits }),
        cached: cached === true,
        response,
      },
    ];
  });
}

/** The readable, still fresh answers of a first-release `searchCache` value, with sizes in UTF-8 bytes. */
export function legacyCacheEntries(stored: unknown, now: number): CacheEntry[] {
  return entriesOf(stored).flatMap((value) =>
    isCacheEntry(value) && value.expiresAt > now
      ? [cacheEntry(value.key, value.response, value.fetchedAt, value.expiresAt - value.fetchedAt)]
      : [],
  );
}
