import type { IDBPDatabase } from 'idb';

/** Every record of every store of a database, as JSON text with its key: what is on disk. */
export async function storedRecords(db: IDBPDatabase<unknown>): Promise<Array<{ store: string; text: string }>> {
  const records: Array<{ store: string; text: string }> = [];
  for (const store of Array.from(db.objectStoreNames)) {
    const [keys, values] = await Promise.all([db.getAllKeys(store), db.getAll(store)]);
    keys.forEach((key, index) => records.push({ store, text: JSON.stringify([key, values[index]]) }));
  }
  return records;
}
