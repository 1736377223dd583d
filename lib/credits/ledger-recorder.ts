import {
  clearBalance,
  EMPTY_LEDGER,
  LEDGER_RETENTION_DAYS,
  olderDays,
  pruneAbsorbed,
  recordBilled,
  recordExhausted,
  setBalance,
  withoutDays,
  withPending,
  type CreditLedger,
  type DayUsage,
  type LedgerEvent,
} from './credit-ledger';
import { dayKey, monthKey } from './calendar';
import { checkLedger, creditLedgerItem, isEventLedger } from './ledger-item';
import type { LedgerArchive } from './ledger-archive';
import type { PendingCharge } from './pending-charges';
import { pendingChargeBook } from './pending-charge-book';
import { serialQueue } from '../storage/serial-queue';
import { isQuotaError, writeFreeingSpace } from '../storage/quota';

/**
 * Records what searches cost: the credit ledger (storage.local) and its archive of older days,
 * and the charges counted before the ledger records them (pending-charges.ts).
 */
export interface LedgerRecorder {
  /**
   * The ledger as it stands this moment — as stored, plus every pending charge — once this
   * worker has read it; then kept in memory and updated with every charge and write.
   */
  current(): Promise<CreditLedger>;
  /** The same, at once: undefined until `current()` has resolved once. */
  snapshot(): CreditLedger | undefined;
  /**
   * Counts a billed answer at once (the budget, the balances and the pages see it now), and
   * keeps it stored until `billed` records it, so a stopped worker or browser loses nothing.
   */
  charge(event: PendingCharge): void;
  /** Records a search's credits; a pending charge (its id) is recorded once and then no longer pending. */
  billed(event: LedgerEvent): Promise<CreditLedger>;
  /** Records the charges a stopped worker counted but did not write (at start-up), each once. */
  recoverPending(): Promise<void>;
  /** Another context changed the stored ledger (a repair): the next figures read it again. */
  reload(): Promise<void>;
  exhausted(at: number): Promise<CreditLedger>;
  /** The balance read off the provider's dashboard; null forgets it. */
  setBalance(amount: number | null, at: number): Promise<CreditLedger>;
  /** Rewrites a first-release ledger (a list of events) as per-day totals; nothing when it is already. */
  migrateLedger(): Promise<void>;
}

export interface LedgerRecorderDeps {
  archive: LedgerArchive;
  /** Frees IndexedDB space (the cache, the oldest history) when its quota refuses an archive write. */
  freeSpace: () => Promise<void>;
  /**
   * Frees storage.local space beside the ledger when its quota refuses a ledger write: what
   * else the extension keeps there and can go. Never settings, the key or credit records.
   */
  freeLocalSpace?: () => Promise<void>;
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
  /** The stored ledger as this worker last read or wrote it (inside the queue). */
  let stored: CreditLedger | undefined;
  let loading: Promise<CreditLedger> | undefined;
  /** Charges counted and not yet recorded: this worker's, and at start a stopped one's. */
  const pending = pendingChargeBook();
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

  /**
   * Read-modify-write of the ledger, one at a time. The ledger written is also the one kept in
   * memory, set in the same turn as the pending charges it absorbed leave: the two never
   * count a credit twice or miss it.
   */
  function updateLedger(
    change: (ledger: CreditLedger) => CreditLedger,
    prunedAt?: number,
    recorded?: string,
  ): Promise<CreditLedger> {
    return inOrder(async () => {
      await pending.readLeftOver();
      const before = checkLedger(await creditLedgerItem.getValue(), timeZone);
      const ids = pending.ids();
      const changed = pruneAbsorbed(change(before), ids);
      const written = await storeLedger(await archiveOldDays(changed, prunedAt));
      stored = written;
      if (recorded !== undefined) pending.recorded(recorded);
      return written;
    });
  }

  /** The stored ledger and the pending charges a stopped worker left, read once per worker. */
  function load(): Promise<CreditLedger> {
    loading ??= (async () => {
      await ready;
      await pending.readLeftOver();
      const read = await inOrder(async () => checkLedger(await creditLedgerItem.getValue(), timeZone));
      stored ??= read;
      return stored;
    })();
    loading.catch(() => (loading = undefined));
    return loading;
  }

  const snapshot = () => (stored === undefined ? undefined : withPending(stored, pending.all(), timeZone));

  async function billed(event: LedgerEvent): Promise<CreditLedger> {
    await ready;
    return updateLedger((ledger) => recordBilled(ledger, event, timeZone), event.at, event.id);
  }

  return {
    current: async () => withPending(await load().then(() => stored ?? EMPTY_LEDGER), pending.all(), timeZone),
    snapshot,
    charge: (event) => pending.add(event),
    billed,
    async recoverPending() {
      await load();
      // Each is recorded once: one the stopped worker had written already is in `absorbed`.
      for (const charge of pending.takeLeftOver()) await billed(charge);
    },
    reload: async () => {
      if (stored === undefined) return;
      await inOrder(async () => {
        stored = checkLedger(await creditLedgerItem.getValue(), timeZone);
      });
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
