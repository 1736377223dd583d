import {
  clearBalance,
  EMPTY_LEDGER,
  pruneAbsorbed,
  recordBilled,
  recordExhausted,
  setBalance,
  withPending,
  type CreditLedger,
  type LedgerEvent,
} from './credit-ledger';
import { checkLedger, creditLedgerItem, isEventLedger } from './ledger-item';
import type { PendingCharge } from './pending-charges';
import { pendingChargeBook } from './pending-charge-book';
import { serialQueue } from '../storage/serial-queue';
import { ledgerStore, type LedgerStoreDeps } from './ledger-store';

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

export interface LedgerRecorderDeps extends LedgerStoreDeps {
  /** Awaited before the first ledger access (the migration from the first release). */
  ready?: Promise<unknown>;
  now?: () => number;
}

export function createLedgerRecorder(deps: LedgerRecorderDeps): LedgerRecorder {
  const { timeZone } = deps;
  const now = deps.now ?? Date.now;
  const ready = deps.ready ?? Promise.resolve();
  const inOrder = serialQueue();
  /** The stored ledger as this worker last read or wrote it (inside the queue). */
  let stored: CreditLedger | undefined;
  let loading: Promise<CreditLedger> | undefined;
  /** Charges counted and not yet recorded: this worker's, and at start a stopped one's. */
  const pending = pendingChargeBook();

  const { archiveOldDays, storeLedger } = ledgerStore(deps, now);

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
