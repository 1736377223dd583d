import {
  clearBalance,
  recordBilled,
  recordExhausted,
  setBalance,
  type CreditLedger,
  type LedgerEvent,
} from './credit-ledger';
import { checkLedger, creditLedgerItem } from './ledger-item';
import { checkHistory, searchHistoryItem } from '../history/history-item';
import { entrySize, withoutEntry, withSearch, type HistoryEntry } from '../history/search-history';
import { checkUsagePreferences, usagePreferencesItem, type UsagePreferences } from '../settings/usage-preferences';
import { serializedUpdater } from '../storage/serialized-update';

/** Records what searches cost and what they found: the credit ledger and the history. */
export interface UsageRecorder {
  preferences(): Promise<UsagePreferences>;
  billed(event: LedgerEvent): Promise<CreditLedger>;
  exhausted(at: number): Promise<CreditLedger>;
  /** Adds to the history unless private mode is on. */
  remember(entry: Omit<HistoryEntry, 'bytes'>): Promise<void>;
  /** The balance read off the provider's dashboard; null forgets it. */
  setBalance(amount: number | null, at: number): Promise<CreditLedger>;
  findInHistory(id: string): Promise<HistoryEntry | undefined>;
  forget(id: string): Promise<void>;
  forgetAll(): Promise<void>;
}

export function createUsageRecorder(): UsageRecorder {
  const updateLedger = serializedUpdater(creditLedgerItem, checkLedger);
  const updateHistory = serializedUpdater(searchHistoryItem, checkHistory);
  const preferences = async () => checkUsagePreferences(await usagePreferencesItem.getValue());
  return {
    preferences,
    billed: (event) => updateLedger((ledger) => recordBilled(ledger, event)),
    exhausted: (at) => updateLedger((ledger) => recordExhausted(ledger, at)),
    async remember(entry) {
      if ((await preferences()).privateMode) return;
      await updateHistory((history) => withSearch(history, { ...entry, bytes: entrySize(entry) }));
    },
    setBalance: (amount, at) =>
      updateLedger((ledger) => (amount === null ? clearBalance(ledger) : setBalance(ledger, amount, at))),
    findInHistory: async (id) => checkHistory(await searchHistoryItem.getValue()).entries.find((e) => e.id === id),
    forget: async (id) => {
      await updateHistory((history) => withoutEntry(history, id));
    },
    forgetAll: async () => {
      await updateHistory(() => ({ entries: [] }));
    },
  };
}
