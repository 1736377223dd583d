/** How many records, and how many UTF-8 bytes, a store may hold; past either, the oldest go. */
export type StoreLimits = { maxEntries: number; maxBytes: number };

/** The slice of an idb index (or store) that eviction walks, oldest first. */
export interface EvictableIndex<V> {
  openCursor(range: IDBKeyRange | null): Promise<EvictCursor<V> | null>;
}
interface EvictCursor<V> {
  value: V;
  primaryKey: IDBValidKey;
  delete(): Promise<void>;
  continue(): Promise<EvictCursor<V> | null>;
}

/**
 * Deletes records in index order while `more()` holds, sparing the primary keys in `keep`
 * (what this write just stored); `onDeleted` accounts for each one. Runs inside the
 * caller's transaction, so the store and its totals change together or not at all.
 */
export async function evictInOrder<V extends { bytes: number }>(
  index: EvictableIndex<V>,
  range: IDBKeyRange | null,
  more: () => boolean,
  keep: Set<IDBValidKey>,
  onDeleted: (record: V) => void | Promise<void>,
): Promise<void> {
  let cursor = await index.openCursor(range);
  while (cursor && more()) {
    if (!keep.has(cursor.primaryKey)) {
      const record = cursor.value;
      await cursor.delete();
      await onDeleted(record);
    }
    cursor = await cursor.continue();
  }
}

/** A record's `bytes`; a damaged one counts 0. */
export function byteCount(record: { bytes?: unknown }): number {
  return typeof record.bytes === 'number' && Number.isFinite(record.bytes) ? record.bytes : 0;
}

/** The sum of the records' `bytes`. */
export function sumBytes(records: Array<{ bytes?: unknown }>): number {
  return records.reduce<number>((sum, record) => sum + byteCount(record), 0);
}
