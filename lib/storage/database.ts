import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction } from 'idb';
import { isVersionError, replaceNewerDatabase, type Salvage } from './replace-newer-database';

/**
 * IndexedDB mechanics (DESIGN §4 Storage): a database opened once per context, whose stores
 * are declared by the features that own them. This module knows no feature: each one hands
 * in its `SchemaUpgrade`, and the database's definition lists them (lib/search/database.ts).
 */

/**
 * One feature's part of the schema: the stores it creates or changes at each version. It is
 * called for every upgrade with the version the database had (0 when new), and runs the
 * steps of each later version once, in order (`if (oldVersion < 2) …`). A step that rewrites
 * records does it through `transaction` (the upgrade's own), whose requests it may chain but
 * never await anything else in between (IndexedDB ends a transaction left idle).
 */
export type SchemaUpgrade = (
  db: IDBPDatabase<unknown>,
  oldVersion: number,
  transaction?: IDBPTransaction<unknown, ArrayLike<string>, 'versionchange'>,
) => void;

export interface DatabaseDefinition {
  name: string;
  /** Raised when any feature adds a step; every feature's upgrade sees the same number. */
  version: number;
  upgrades: readonly SchemaUpgrade[];
}

export type OpenDatabase<Schema extends DBSchema> = () => Promise<IDBPDatabase<Schema>>;

/**
 * How the worker — the one context that writes — recovers when the database cannot be opened.
 * Pages get none: they only read, and wait for the worker's recovery (it raises the history's
 * version when done, and they read again).
 */
export interface DatabaseRecovery {
  /** Each feature's part of replacing a database left at a newer version (replace-newer-database.ts). */
  salvage: readonly Salvage[];
  /** A newer database was replaced; `lost` names each salvage that could not keep all it held. */
  recovered(lost: string[]): void;
  /** The database cannot be opened, recovery or not: the features carry on without it (cache misses, no history). */
  unavailable(error: unknown): void;
}

/**
 * One connection per context, opened on first use. A connection is dropped when a newer
 * version wants to upgrade (another context updated first) or the browser closed it, and
 * the next call opens it again. With a `recovery`, a database left at a newer version (an
 * extension downgrade) is replaced by a fresh one holding what the features could read of
 * it, and a database that cannot be opened is reported; every call tries again.
 */
export function databaseOpener<Schema extends DBSchema>(
  definition: DatabaseDefinition,
  recovery?: DatabaseRecovery,
): OpenDatabase<Schema> {
  let opening: Promise<IDBPDatabase<Schema>> | undefined;
  const reset = () => {
    opening = undefined;
  };
  const connect = (): Promise<IDBPDatabase<Schema>> => {
    const connecting = openDB<Schema>(definition.name, definition.version, {
      upgrade(db, oldVersion, _newVersion, transaction) {
        const upgrading = transaction as unknown as IDBPTransaction<unknown, ArrayLike<string>, 'versionchange'>;
        for (const upgrade of definition.upgrades) upgrade(db as IDBPDatabase<unknown>, oldVersion, upgrading);
      },
      blocking() {
        void connecting.then((db) => db.close());
        reset();
      },
      terminated: reset,
    });
    return connecting;
  };

  async function connectRecovering(plan: DatabaseRecovery): Promise<IDBPDatabase<Schema>> {
    try {
      return await connect();
    } catch (error) {
      try {
        if (!isVersionError(error)) throw error;
        const { db, lost } = await replaceNewerDatabase(definition.name, plan.salvage, connect);
        plan.recovered(lost);
        return db;
      } catch (failure) {
        plan.unavailable(failure);
        throw failure;
      }
    }
  }

  return () => {
    if (opening) return opening;
    const opened = recovery ? connectRecovering(recovery) : connect();
    opening = opened;
    opened.catch(reset);
    return opened;
  };
}

/**
 * The database as one feature sees it: the whole schema holds the feature's stores among
 * others'. (TypeScript cannot tell that a database with more stores is also one with fewer:
 * `objectStoreNames` is typed by the exact list; `Whole extends Part` is the real check.)
 */
export function storesOf<Part extends DBSchema, Whole extends Part>(open: OpenDatabase<Whole>): OpenDatabase<Part> {
  return open as unknown as OpenDatabase<Part>;
}
