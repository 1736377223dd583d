import { LEDGER_RETENTION_DAYS, olderDays, withoutDays, type CreditLedger, type DayUsage } from './credit-ledger';
import { dayKey, monthKey } from './calendar';
import { creditLedgerItem } from './ledger-item';
import type { LedgerArchive } from './ledger-archive';
import { isQuotaError, writeFreeingSpace } from '../storage/quota';

export interface LedgerStoreDeps {
  archive: LedgerArchive;
  /** Frees IndexedDB space (the cache, the oldest history) when its quota refuses an archive write. */
  freeSpace: () => Promise<void>;
  /**
   * Frees storage.local space beside the ledger when its quota refuses a ledger write: what
   * else the extension keeps there and can go. Never settings, the key or credit records.
   */
  freeLocalSpace?: () => Promise<void>;
  timeZone?: string;
  /** Told when the archive could not keep days (they stay in the ledger until it can). */
  onArchiveFailed?: (error: unknown) => void;
}

const DAY_MS = 86_400_000;

/**
 * Where the ledger's days are kept: the recent ones in storage.local, older ones in the
 * archive (IndexedDB), and what is done when either is full. The recorder (ledger-recorder.ts)
 * decides when to write; this is how.
 */
export function ledgerStore(deps: LedgerStoreDeps, now: () => number) {
  const { archive, timeZone } = deps;
  const freeing = <T>(write: () => Promise<T>) => writeFreeingSpace(write, deps.freeSpace);

  /**
   * Days move to the archive; the ledger keeps them until the archive has stored them, so a
   * worker stopped in between stores them again (a day is replaced, not added) — nothing is
   * lost or counted twice. An archive that cannot be opened (a damaged or newer database)
   * never stops the ledger: the days wait in it.
   */
  async function moveToArchive(
    ledger: CreditLedger,
    leaving: Array<{ day: string; usage: DayUsage }>,
    dropBefore?: string,
  ): Promise<CreditLedger> {
    if (leaving.length === 0) return ledger;
    const days = leaving.map((record) => record.day);
    const staying = new Set(Object.keys(ledger.days).filter((day) => !days.includes(day)));
    try {
      const saved = await freeing(() => archive.keep(leaving, dropBefore, staying));
      return withoutDays(ledger, days, saved);
    } catch (error) {
      deps.onArchiveFailed?.(error);
      return ledger;
    }
  }

  /** Days that left the recent window (the chart's 30 days and this month) go to the archive. */
  function archiveOldDays(ledger: CreditLedger, prunedAt: number | undefined): Promise<CreditLedger> {
    const dropBefore = prunedAt === undefined ? undefined : dayKey(prunedAt - LEDGER_RETENTION_DAYS * DAY_MS, timeZone);
    return moveToArchive(ledger, olderDays(ledger, now(), timeZone), dropBefore);
  }

  /**
   * Writes the ledger. When storage.local is full, space is freed there — where the quota
   * was hit, not in IndexedDB, which frees nothing here: the days before this month move to
   * the archive early (today and this month stay: the credit region reads them), and what
   * else can go beside the ledger goes (freeLocalSpace). Then one more try; a second
   * refusal is the caller's to report, and nothing more is deleted.
   */
  async function storeLedger(ledger: CreditLedger): Promise<CreditLedger> {
    try {
      await creditLedgerItem.setValue(ledger);
      return ledger;
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      const monthStart = `${monthKey(now(), timeZone)}-01`;
      const early = Object.entries(ledger.days).flatMap(([day, usage]) => (day < monthStart ? [{ day, usage }] : []));
      const smaller = await moveToArchive(ledger, early);
      await deps.freeLocalSpace?.();
      await creditLedgerItem.setValue(smaller);
      return smaller;
    }
  }

  return { archiveOldDays, storeLedger };
}
