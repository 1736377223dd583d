import { deleteDB, openDB, type IDBPDatabase } from 'idb';

/**
 * One feature's part of recovering a database that an extension downgrade left at a newer
 * version than ours (IndexedDB opens no database at a lower version than it has: every open
 * fails with a VersionError until the data is cleared). `read` takes what the feature can
 * keep from the newer database — whatever its stores look like now — and returns how to
 * write it back once the database is fresh. A feature with nothing worth keeping (a cache)
 * has no salvage; its records go with the old database.
 */
export interface Salvage {
  /** Names the feature's data in the report when some or all of it could not be kept. */
  name: string;
  /** Reads what can be kept; throws when none of it can be read (its store is gone or unreadable). */
  read(db: IDBPDatabase<unknown>): Promise<Salvaged>;
}

export interface Salvaged {
  /** True when some records could not be read: they are lost, and the person is told. */
  incomplete: boolean;
  /** Writes what was read into the fresh database. */
  restore(db: IDBPDatabase<unknown>): Promise<void>;
}

/**
 * Replaces a database left at a newer version: opens it at its own version (no version
 * asked for, so nothing is upgraded), lets each feature read what it can, closes it,
 * deletes it, opens a fresh one at our version (`openFresh` runs our upgrades) and writes
 * back what was read. Resolves to the fresh connection and the names of what could not be
 * kept whole — for the caller to report: nothing is lost silently.
 *
 * Data read is in memory only between the delete and the write-back: a worker stopped in
 * those few milliseconds loses it. Nothing is deleted before everything was read.
 */
export async function replaceNewerDatabase<Fresh>(
  name: string,
  salvage: readonly Salvage[],
  openFresh: () => Promise<IDBPDatabase<Fresh>>,
): Promise<{ db: IDBPDatabase<Fresh>; lost: string[] }> {
  const lost = new Set<string>();
  const kept: Array<{ name: string; salvaged: Salvaged }> = [];
  const newer = await openDB(name);
  try {
    for (const part of salvage) {
      try {
        const salvaged = await part.read(newer);
        kept.push({ name: part.name, salvaged });
        if (salvaged.incomplete) lost.add(part.name);
      } catch (error) {
        console.warn(`Search Sidekick could not read its ${part.name} from a newer database:`, error);
        lost.add(part.name);
      }
    }
  } finally {
    newer.close();
  }
  await deleteDB(name);
  const db = await openFresh();
  for (const { name: part, salvaged } of kept) {
    try {
      await salvaged.restore(db as unknown as IDBPDatabase<unknown>);
    } catch (error) {
      console.warn(`Search Sidekick could not write back its ${part}:`, error);
      lost.add(part);
    }
  }
  return { db, lost: [...lost] };
}

/** The error IndexedDB gives when the stored database is newer than the version asked for. */
export function isVersionError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'VersionError';
}
