import { defineStoredItem } from '../storage/stored-item';
import { CREDIT_LEDGER_KEY } from './ledger-key';
import type { StoredField } from '../settings/repair-settings';
import { EMPTY_LEDGER, recordBilled, type CreditLedger, type DayUsage } from './credit-ledger';
import {
  dayKeySchema,
  dayUsageSchema,
  pendingChargesSchema,
  storedLedgerSchema,
  type PendingCharge,
} from './ledger-schema';

/**
 * The credit ledger, in storage.local so it outlives the browser session. Two shapes are
 * read: the first release's list of events (`events`), and per-day totals (`days`), which
 * the background writes from the first search or start-up after the update on. The shape
 * is told by its fields rather than WXT's version migrations, which would run in every
 * page that reads the ledger and race the background's writes.
 */
export const creditLedgerItem = defineStoredItem<CreditLedger>(CREDIT_LEDGER_KEY, {
  fallback: EMPTY_LEDGER,
});

/** A day key as the ledger writes it ("2026-03-31"). */
export const isDayKey = (value: string) => dayKeySchema.safeParse(value).success;

/** The stored pending charges (pending-charges.ts), each checked on its own: a damaged one is dropped alone. */
export function checkPendingCharges(value: unknown): PendingCharge[] {
  return pendingChargesSchema.parse(value);
}

/** One day's totals, each entry point checked on its own; undefined when none reads. */
export function checkDayUsage(value: unknown): DayUsage | undefined {
  const usage = dayUsageSchema.safeParse(value);
  return usage.success ? usage.data : undefined;
}

/**
 * Reads a stored ledger defensively (storedLedgerSchema): a damaged day or event is dropped on
 * its own, a damaged balance is forgotten, and everything else is kept (credit records are never
 * discarded wholesale). A first-release ledger's events become per-day totals, in the time zone
 * of `timeZone` (the system's when omitted), with every figure unchanged.
 */
export function checkLedger(stored: unknown, timeZone?: string): CreditLedger {
  const read = storedLedgerSchema.safeParse(stored);
  if (!read.success) return EMPTY_LEDGER;
  const { events, ...ledger } = read.data;
  if (!events) return ledger;
  // What a first-release ledger's events say of types and costs is not known (they name neither): none is made up.
  let recorded: CreditLedger = { days: ledger.days, archivedSaved: ledger.archivedSaved, billedSinceBalance: 0 };
  for (const event of events) recorded = recordBilled(recorded, event, timeZone);
  return { ...ledger, days: recorded.days, archivedSaved: recorded.archivedSaved };
}

/** Whether a stored ledger is still the first release's shape (the background rewrites it). */
export function isEventLedger(stored: unknown): boolean {
  return typeof stored === 'object' && stored !== null && 'events' in stored;
}

/** The ledger's part of the start-up repair (repairStoredSettings): a damaged day or event goes alone. */
export const LEDGER_REPAIR_FIELD: StoredField = {
  key: 'creditLedger',
  label: 'repairLedgerLabel',
  // A first-release ledger (events) is the migration's to rewrite, damaged events dropped alone.
  check: (v) => (isEventLedger(v) ? v : checkLedger(v)),
  message: 'repairLedger',
};
