import {
  clearBalance,
  LEDGER_RETENTION_DAYS,
  olderDays,
  recordBilled,
  recordExhausted,
  setBalance,
  withoutDays,
  type CreditLedger,
  type LedgerEvent,
} from './credit-ledger';
import { dayKey } from './calendar';
import { checkLedger, creditLedgerItem, isEventLedger } from './ledger-item';
import type { LedgerArchive } from './ledger-archive';
import { serialQueue } from '../storage/serial-queue';
import { writeFreeingSpace } from '../storage/quota';

/** Records what searches cost: the credit ledger (storage.local) and its archive of older days. */
export interface LedgerRecorder {
  billed(event: LedgerEvent): Promise<CreditLedger>;
  exhausted(at: number): Promise<CreditLedger>;
  /** The balance read off the provider's dashboard; null forgets it. */
  setBalance(amount: number | null, at: number): Promise<CreditLedger>;
  /** Rewrites a first-release ledger (a list of events) as per-day totals; nothing when it is already. */
  migrateLedger(): Promise<void>;
}

export interface LedgerRecorderDeps {
  archive: LedgerArchive;
  /** Frees space when the quota refuses a write. */
  freeSpace: () => Promise<void>;
  /** Awaited before the first ledger access (the migration from the first release). */
  ready?: Promise<unknown>;
  now?: () => number;
  timeZone?: string;
  /** Told when the archive could not keep days (they stay in the ledger until it can). */
  onArchiveFailed?: (error: unknown) => void;
}

const DAY_MS = 86_400_000;

export function createLedgerRecorder(deps: LedgerRecorderDeps): LedgerRecorder {
  const { archive, timeZone } = deps;
  const now = deps.now ?? Date.now;
  const ready = deps.ready ?? Promise.resolve();
  const inOrder = serialQueue();
  const freeing = <T>(write: () => Promise<T>) => writeFreeingSpace(write, deps.freeSpace);

  /**
   * Days that left the recent window move to the archive; the ledger keeps them until the
   * archive has stored them, so a worker stopped in between stores them again (a day is
   * replaced, not added) — nothing is lost or counted twice. An archive that cannot be
   * opened (a damaged or newer database) never stops the ledger: the days wait in it.
   */
  async function archiveOldDays(ledger: CreditLedger, prunedAt: number | undefined): Promise<CreditLedger> {
    const leaving = olderDays(ledger, now(), timeZone);
    if (leaving.length === 0) return ledger;
    const dropBefore = prunedAt === undefined ? undefined : dayKey(prunedAt - LEDGER_RETENTION_DAYS * DAY_MS, timeZone);
    try {
      const saved = await freeing(() => archive.keep(leaving, dropBefore));
      return withoutDays(
        ledger,
        leaving.map((record) => record.day),
        saved,
      );
    } catch (error) {
      deps.onArchiveFailed?.(error);
      return ledger;
    }
  }

  /** Read-modify-write of the ledger, one at a time. */
  function updateLedger(change: (ledger: CreditLedger) => CreditLedger, prunedAt?: number): Promise<CreditLedger> {
    return inOrder(async () => {
      const stored = await creditLedgerItem.getValue();
      const ledger = await archiveOldDays(change(checkLedger(stored, timeZone)), prunedAt);
      await freeing(() => creditLedgerItem.setValue(ledger));
      return ledger;
    });
  }

  return {
    billed: async (event) => {
      await ready;
      return updateLedger((ledger) => recordBilled(ledger, event, timeZone), event.at);
    },
    exhausted: async (at) => {
      await ready;
      return updateLedger((ledger) => recordExhausted(ledger, at));
    },
    setBalance: async (amount, at) => {
      await ready;
      return updateLedger((ledger) => (amount === null ? clearBalance(ledger) : setBalance(ledger, amount, at)));
    },
    // Part of the migration that `ready` waits for: it must not wait for it.
    async migrateLedger() {
      if (isEventLedger(await creditLedgerItem.getValue())) await updateLedger((ledger) => ledger);
    },
  };
}
