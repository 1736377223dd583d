import type { DBSchema, IDBPDatabase } from 'idb';

/**
 * Running byte totals per store, so a write checks a store's byte cap without reading every
 * record. Any feature whose store is capped by bytes keeps its total here under its own name.
 */
export interface TotalsSchema extends DBSchema {
  totals: { key: string; value: { store: string; bytes: number } };
}

export function totalsUpgrade(db: IDBPDatabase<unknown>, oldVersion: number): void {
  if (oldVersion < 1) db.createObjectStore('totals', { keyPath: 'store' });
}

/** The byte total of a store, recounted from its records when none is kept yet. */
export async function storedTotal(
  totals: { get(name: string): Promise<{ bytes: number } | undefined> },
  name: string,
  recount: () => Promise<number>,
): Promise<number> {
  const kept = (await totals.get(name))?.bytes;
  return typeof kept === 'number' && Number.isFinite(kept) && kept >= 0 ? kept : recount();
}
