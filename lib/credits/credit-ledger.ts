import type { SearchSource } from '../search/current-search';
import { dayKey, lastDays, monthKey } from './calendar';

/** One billed response (or a cache hit, which bills 0 and saves what the original cost). */
export interface LedgerEvent {
  at: number;
  credits: number;
  source: SearchSource;
  /** Credits a cache hit saved (the original response's bill). */
  saved?: number;
}

export interface Balance {
  /** The balance the user read off the provider's dashboard. */
  amount: number;
  setAt: number;
}

/** The ledger as stored (storage.local "creditLedger", version 1). */
export interface CreditLedger {
  events: LedgerEvent[];
  balance?: Balance;
  /** Credits billed since the balance was entered (kept as a sum: old events are pruned). */
  billedSinceBalance: number;
  /** Set by a 402: remaining is 0 until the balance changes or a search succeeds. */
  exhaustedAt?: number;
}

export const EMPTY_LEDGER: CreditLedger = { events: [], billedSinceBalance: 0 };

/** Events older than this are dropped; the usage chart shows 30 days, "this month" needs 31. */
export const LEDGER_RETENTION_DAYS = 400;
const DAY_MS = 86_400_000;

export function recordBilled(ledger: CreditLedger, event: LedgerEvent): CreditLedger {
  const cutoff = event.at - LEDGER_RETENTION_DAYS * DAY_MS;
  const events = [...ledger.events.filter((e) => e.at >= cutoff), event];
  const counts = ledger.balance !== undefined && event.at >= ledger.balance.setAt;
  return {
    ...ledger,
    events,
    billedSinceBalance: ledger.billedSinceBalance + (counts ? event.credits : 0),
    // A search the API answered proves there were credits left; a cache hit proves nothing.
    ...(event.saved === undefined ? { exhaustedAt: undefined } : {}),
  };
}

export function recordExhausted(ledger: CreditLedger, at: number): CreditLedger {
  return { ...ledger, exhaustedAt: at };
}

export function setBalance(ledger: CreditLedger, amount: number, at: number): CreditLedger {
  return { ...ledger, balance: { amount, setAt: at }, billedSinceBalance: 0, exhaustedAt: undefined };
}

export function clearBalance(ledger: CreditLedger): CreditLedger {
  return { ...ledger, balance: undefined, billedSinceBalance: 0, exhaustedAt: undefined };
}

/** remaining = balance − billed since it was entered; 0 after a 402; undefined when no balance is known. */
export function remainingCredits(ledger: CreditLedger): number | undefined {
  if (!ledger.balance) return undefined;
  if (ledger.exhaustedAt !== undefined && ledger.exhaustedAt >= ledger.balance.setAt) return 0;
  return Math.max(0, ledger.balance.amount - ledger.billedSinceBalance);
}

export interface CreditSummary {
  billedToday: number;
  billedThisMonth: number;
  savedByCache: number;
  remaining?: number;
  exhausted: boolean;
}

export function summarize(ledger: CreditLedger, now: number, timeZone?: string): CreditSummary {
  const today = dayKey(now, timeZone);
  const month = monthKey(now, timeZone);
  let billedToday = 0;
  let billedThisMonth = 0;
  let savedByCache = 0;
  for (const event of ledger.events) {
    const day = dayKey(event.at, timeZone);
    if (day === today) billedToday += event.credits;
    if (day.startsWith(month)) billedThisMonth += event.credits;
    savedByCache += event.saved ?? 0;
  }
  const remaining = remainingCredits(ledger);
  return {
    billedToday,
    billedThisMonth,
    savedByCache,
    ...(remaining !== undefined && { remaining }),
    exhausted: remaining === 0,
  };
}

export interface DailyUsage {
  day: string;
  credits: number;
  bySource: Partial<Record<SearchSource, number>>;
}

/** Credits per calendar day for the last `days` days, oldest first, zero-filled. */
export function dailyUsage(ledger: CreditLedger, now: number, days = 30, timeZone?: string): DailyUsage[] {
  const usage = new Map<string, DailyUsage>(
    lastDays(now, days, timeZone).map((day) => [day, { day, credits: 0, bySource: {} }]),
  );
  for (const event of ledger.events) {
    const entry = usage.get(dayKey(event.at, timeZone));
    if (!entry || event.credits === 0) continue;
    entry.credits += event.credits;
    entry.bySource[event.source] = (entry.bySource[event.source] ?? 0) + event.credits;
  }
  return [...usage.values()];
}
