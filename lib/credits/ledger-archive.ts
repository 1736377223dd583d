import type { DBSchema, IDBPDatabase } from 'idb';
import { storesOf, type OpenDatabase } from '../storage/database';
import type { DayUsage } from './credit-ledger';
import { dayTotals } from './credit-ledger';
import { checkDayUsage, isDayKey } from './ledger-item';
import type { Salvage } from '../storage/replace-newer-database';

/** Credit totals of days that left the ledger's recent window (kept 400 days). */
export interface LedgerArchiveSchema extends DBSchema {
  ledgerDays: { key: string; value: { day: string; usage: DayUsage } };
}

export function ledgerArchiveUpgrade(db: IDBPDatabase<unknown>, oldVersion: number): void {
  if (oldVersion < 1) db.createObjectStore('ledgerDays', { keyPath: 'day' });
}

/**
 * Days that left the stored ledger's recent window, one IndexedDB record per day, kept
 * 400 days. Nothing shows them today; they are kept so that no credit record is lost
 * and what the cache saved on them still counts.
 */
export function createLedgerArchive<Whole extends LedgerArchiveSchema>(database: OpenDatabase<Whole>) {
  const open = storesOf<LedgerArchiveSchema, Whole>(database);
  return {
    /**
     * Stores the days (a day already stored is replaced: writing twice is harmless), drops
     * days before `dropBefore`, and returns the credits the cache saved on the days kept —
     * leaving out `stillInLedger`, days the stored ledger holds too (a write of the ledger
     * that failed after the archive took them), which the ledger counts itself.
     */
    async keep(
      days: Array<{ day: string; usage: DayUsage }>,
      dropBefore?: string,
      stillInLedger: ReadonlySet<string> = new Set(),
    ): Promise<number> {
      const tx = (await open()).transaction('ledgerDays', 'readwrite');
      for (const record of days) await tx.store.put(record);
      if (dropBefore !== undefined) await tx.store.delete(IDBKeyRange.upperBound(dropBefore, true));
      const kept = await tx.store.getAll();
      await tx.done;
      return kept
        .filter((record) => !stillInLedger.has(record.day))
        .reduce((sum, record) => sum + dayTotals(checkDayUsage(record.usage)).saved, 0);
    },

    /** Every archived day, oldest first (a damaged one is left out). */
    async days(): Promise<Array<{ day: string; usage: DayUsage }>> {
      const records = await (await open()).getAll('ledgerDays');
      return records.flatMap((record) => {
        const usage = checkDayUsage(record.usage);
        return usage ? [{ day: record.day, usage }] : [];
      });
    },
  };
}

export type LedgerArchive = ReturnType<typeof createLedgerArchive>;

/**
 * The archive's part of replacing a database a newer release left (an extension downgrade):
 * every archived day that reads is written back; credit records are never dropped silently
 * (a store that is gone or unreadable throws, and the loss is reported).
 */
export const ledgerArchiveSalvage: Salvage = {
  name: 'ledgerDays',
  async read(db) {
    const records: unknown[] = await db.getAll('ledgerDays');
    const days = records.flatMap((record) => {
      const { day, usage } = (record ?? {}) as { day?: unknown; usage?: unknown };
      if (typeof day !== 'string' || !isDayKey(day)) return [];
      const checked = checkDayUsage(usage);
      return checked ? [{ day, usage: checked }] : [];
    });
    return {
      incomplete: days.length < records.length,
      async restore(fresh) {
        const tx = fresh.transaction('ledgerDays', 'readwrite');
        for (const record of days) await tx.store.put(record);
        await tx.done;
      },
    };
  },
};
