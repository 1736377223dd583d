import type { DBSchema, IDBPDatabase, IDBPTransaction } from 'idb';
import { storesOf, type OpenDatabase } from '../storage/database';
import { storedTotal, type TotalsSchema } from '../storage/store-totals';
import type { SearchResponse } from '../api/search-response';
import { byteCount, evictInOrder, sumBytes, type StoreLimits } from '../storage/evict';
import { HISTORY_LIMITS, isHistorySummary, summarize, type HistoryEntry, type HistorySummary } from './search-history';
import { inferredPages } from './history-pages';
import { storedResultsSchema } from './history-schema';

const STORES = ['history', 'historyResponses', 'totals'] as const;

/** The history's stores: a summary per search for the list, and its results apart. */
export interface HistorySchema extends DBSchema, TotalsSchema {
  /** What the history list shows and filters, newest first by `at`. */
  history: { key: string; value: HistorySummary; indexes: { byAt: number; byRequestKey: string } };
  /** A past search's stored results, read only when it is reopened. */
  historyResponses: { key: string; value: { id: string; response: SearchResponse } };
}

export function historyUpgrade(
  db: IDBPDatabase<unknown>,
  oldVersion: number,
  transaction?: IDBPTransaction<unknown, ArrayLike<string>, 'versionchange'>,
): void {
  if (oldVersion < 1) {
    const history = db.createObjectStore('history', { keyPath: 'id' });
    history.createIndex('byAt', 'at');
    history.createIndex('byRequestKey', 'requestKey');
    db.createObjectStore('historyResponses', { keyPath: 'id' });
  }
  // Version 2: each past search says which further pages it holds (history-pages.ts).
  if (oldVersion > 0 && oldVersion < 2 && transaction) void recordPagesHeld(transaction);
}

/**
 * The step to version 2, inside the upgrade's transaction: a past search whose results hold
 * further pages (More results) but does not say which gets them inferred (inferredPages);
 * every other record is left as it was. The byte total is recounted at the next write.
 */
async function recordPagesHeld(
  transaction: IDBPTransaction<unknown, ArrayLike<string>, 'versionchange'>,
): Promise<void> {
  const summaries = transaction.objectStore('history');
  const responses = transaction.objectStore('historyResponses');
  let cursor = await summaries.openCursor();
  while (cursor) {
    const summary: unknown = cursor.value;
    if (isHistorySummary(summary) && summary.pages === undefined) {
      const stored = (await responses.get(summary.id)) as { response?: SearchResponse } | undefined;
      const pages = stored?.response && inferredPages(summary.request, stored.response, summary.resultCount);
      if (pages) await cursor.update({ ...summary, pages });
    }
    cursor = await cursor.continue();
  }
  await transaction.objectStore('totals').delete('history');
}

/**
 * Adds searches (oldest first) to an open database, each replacing an earlier record of the
 * same request, then evicts beyond the caps. Also how a recovered history is written back
 * into a fresh database (history-salvage.ts).
 */
export async function addEntries(
  db: IDBPDatabase<HistorySchema>,
  entries: HistoryEntry[],
  limits: StoreLimits = HISTORY_LIMITS,
): Promise<void> {
  const tx = db.transaction(STORES, 'readwrite');
  const summaries = tx.objectStore('history');
  const responses = tx.objectStore('historyResponses');
  const totals = tx.objectStore('totals');
  let bytes = await storedTotal(totals, 'history', async () => sumBytes(await summaries.getAll()));
  const added: string[] = [];
  for (const entry of entries) {
    const summary = summarize(entry);
    if (summary.bytes > limits.maxBytes) continue;
    const earlier = await summaries.index('byRequestKey').getAll(summary.requestKey);
    for (const old of earlier) {
      bytes -= byteCount(old);
      await Promise.all([summaries.delete(old.id), responses.delete(old.id)]);
    }
    // The same id under another request (one with this request was deleted just above).
    const replaced = await summaries.get(summary.id);
    if (replaced) bytes -= byteCount(replaced);
    await Promise.all([summaries.put(summary), responses.put({ id: entry.id, response: entry.response })]);
    bytes += summary.bytes;
    added.push(entry.id);
  }
  let count = await summaries.count();
  const over = () => count > limits.maxEntries || bytes > limits.maxBytes;
  if (over()) {
    // The newest search is never evicted by its own write.
    const keep = new Set<IDBValidKey>(added.slice(-1));
    await evictInOrder(summaries.index('byAt'), null, over, keep, async (old) => {
      bytes -= byteCount(old);
      count -= 1;
      await responses.delete(old.id);
    });
  }
  await totals.put({ store: 'history', bytes: Math.max(0, bytes) });
  await tx.done;
}

/**
 * The search history in IndexedDB: a summary record per search (indexed by time, for the
 * list and eviction, and by normalized request, so a repeated search replaces its earlier
 * record) and its results in a second store, read only when reopened. Bounded by count and
 * bytes, oldest first. The background writes; pages read `list` directly.
 */
export function createHistoryStore<Whole extends HistorySchema>(
  database: OpenDatabase<Whole>,
  limits: StoreLimits = HISTORY_LIMITS,
) {
  const open = storesOf<HistorySchema, Whole>(database);
  /** Adds searches (oldest first), each replacing an earlier record of the same request, then evicts. */
  const add = async (entries: HistoryEntry[]): Promise<void> => addEntries(await open(), entries, limits);

  return {
    add,

    /** Every past search, newest first, without results. */
    async list(): Promise<HistorySummary[]> {
      const all: unknown[] = await (await open()).getAllFromIndex('history', 'byAt');
      return all.filter(isHistorySummary).reverse();
    },

    /** One past search with its results, or undefined if it is gone or damaged. */
    async get(id: string): Promise<HistoryEntry | undefined> {
      const tx = (await open()).transaction(['history', 'historyResponses']);
      const [summary, stored] = await Promise.all([
        tx.objectStore('history').get(id),
        tx.objectStore('historyResponses').get(id),
      ]);
      if (!isHistorySummary(summary) || !storedResultsSchema.safeParse(stored?.response).success) return undefined;
      const { requestKey: _key, resultCount: _count, titles: _titles, bytes: _bytes, ...entry } = summary;
      return { ...entry, response: stored!.response };
    },

    async delete(id: string): Promise<void> {
      const tx = (await open()).transaction(STORES, 'readwrite');
      const summaries = tx.objectStore('history');
      const totals = tx.objectStore('totals');
      const old = await summaries.get(id);
      if (old) {
        const bytes = await storedTotal(totals, 'history', async () => sumBytes(await summaries.getAll()));
        await Promise.all([
          summaries.delete(id),
          tx.objectStore('historyResponses').delete(id),
          totals.put({ store: 'history', bytes: Math.max(0, bytes - byteCount(old)) }),
        ]);
      }
      await tx.done;
    },

    /** Drops the oldest `share` of the searches (at least one): room for a write the quota refused. */
    async dropOldest(share: number): Promise<void> {
      const tx = (await open()).transaction(STORES, 'readwrite');
      const summaries = tx.objectStore('history');
      const totals = tx.objectStore('totals');
      let bytes = await storedTotal(totals, 'history', async () => sumBytes(await summaries.getAll()));
      let left = Math.max(1, Math.ceil((await summaries.count()) * share));
      await evictInOrder(
        summaries.index('byAt'),
        null,
        () => left > 0,
        new Set(),
        async (old) => {
          bytes -= byteCount(old);
          left -= 1;
          await tx.objectStore('historyResponses').delete(old.id);
        },
      );
      await totals.put({ store: 'history', bytes: Math.max(0, bytes) });
      await tx.done;
    },

    async clear(): Promise<void> {
      const tx = (await open()).transaction(STORES, 'readwrite');
      await Promise.all([
        tx.objectStore('history').clear(),
        tx.objectStore('historyResponses').clear(),
        tx.objectStore('totals').put({ store: 'history', bytes: 0 }),
      ]);
      await tx.done;
    },
  };
}

export type HistoryStore = ReturnType<typeof createHistoryStore>;
