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
import type { HistoryEntry, HistorySummary } from '../history/search-history';
import type { HistoryStore } from '../history/history-store';
import type { UsagePreferences } from '../settings/usage-preferences';
import { serialQueue } from '../storage/serial-queue';
import { writeFreeingSpace } from '../storage/quota';

/** Records what searches cost and what they found: the credit ledger and the history. */
export interface UsageRecorder {
  preferences(): Promise<UsagePreferences>;
  billed(event: LedgerEvent): Promise<CreditLedger>;
  exhausted(at: number): Promise<CreditLedger>;
  /** Adds to the history unless private mode is on. */
  remember(entry: HistoryEntry): Promise<void>;
  /** The balance read off the provider's dashboard; null forgets it. */
  setBalance(amount: number | null, at: number): Promise<CreditLedger>;
  /** Rewrites a first-release ledger (a list of events) as per-day totals; nothing when it is already. */
  migrateLedger(): Promise<void>;
  findInHistory(id: string): Promise<HistoryEntry | undefined>;
  /** Past searches without their results, newest first (the address bar's suggestions). */
  listHistory(): Promise<HistorySummary[]>;
  forget(id: string): Promise<void>;
  forgetAll(): Promise<void>;
}

export interface UsageRecorderDeps {
  history: HistoryStore;
  archive: LedgerArchive;
  preferences: () => Promise<UsagePreferences>;
  /** Frees space (the cache first, then the oldest history) when the quota refuses a write. */
  freeSpace: () => Promise<void>;
  /** Told after every change of the history, so open pages re-read what they show. */
  historyChanged: () => void;
  /** Awaited before the first history or ledger access (the migration from storage.local). */
  ready?: Promise<unknown>;
  now?: () => number;
  timeZone?: string;
}

const DAY_MS = 86_400_000;

export function createUsageRecorder(deps: UsageRecorderDeps): UsageRecorder {
  const { history, archive, timeZone } = deps;
  const now = deps.now ?? Date.now;
  const ready = deps.ready ?? Promise.resolve();
  const inOrder = serialQueue();
  const freeing = <T>(write: () => Promise<T>) => writeFreeingSpace(write, deps.freeSpace);

  /**
   * Read-modify-write of the ledger, one at a time. Days that left the recent window go
   * to the archive first and leave the ledger after: stopped in between, the next write
   * stores them again (a day is replaced, not added), so nothing is lost or counted twice.
   */
  function updateLedger(change: (ledger: CreditLedger) => CreditLedger, prunedAt?: number): Promise<CreditLedger> {
    return inOrder(async () => {
      const stored = await creditLedgerItem.getValue();
      let ledger = change(checkLedger(stored, timeZone));
      const leaving = olderDays(ledger, now(), timeZone);
      if (leaving.length > 0) {
        const dropBefore =
          prunedAt === undefined ? undefined : dayKey(prunedAt - LEDGER_RETENTION_DAYS * DAY_MS, timeZone);
        const saved = await freeing(() => archive.keep(leaving, dropBefore));
        ledger = withoutDays(
          ledger,
          leaving.map((record) => record.day),
          saved,
        );
      }
      await freeing(() => creditLedgerItem.setValue(ledger));
      return ledger;
    });
  }

  async function changeHistory(change: () => Promise<void>): Promise<void> {
    await ready;
    try {
      await change();
    } finally {
      deps.historyChanged();
    }
  }

  return {
    preferences: deps.preferences,
    billed: async (event) => {
      await ready;
      return updateLedger((ledger) => recordBilled(ledger, event, timeZone), event.at);
    },
    exhausted: async (at) => {
      await ready;
      return updateLedger((ledger) => recordExhausted(ledger, at));
    },
    async remember(entry) {
      if ((await deps.preferences()).privateMode) return;
      await changeHistory(() => freeing(() => history.add([entry])));
    },
    setBalance: async (amount, at) => {
      await ready;
      return updateLedger((ledger) => (amount === null ? clearBalance(ledger) : setBalance(ledger, amount, at)));
    },
    async migrateLedger() {
      if (isEventLedger(await creditLedgerItem.getValue())) await updateLedger((ledger) => ledger);
    },
    findInHistory: async (id) => {
      await ready;
      return history.get(id);
    },
    listHistory: async () => {
      await ready;
      return history.list();
    },
    forget: (id) => changeHistory(() => history.delete(id)),
    forgetAll: () => changeHistory(() => history.clear()),
  };
}
