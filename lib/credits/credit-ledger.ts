import { dayKey, lastDays, monthKey } from './calendar';
import { costKey, READER_ENDPOINT } from './expected-cost';
import type { CreditLedger, DayUsage, LedgerEndpoint, LedgerEvent, SourceTotals } from './ledger-schema';

export type { KnownCosts } from './expected-cost';

export type { CreditLedger, DayUsage, LedgerEndpoint, LedgerEvent, SourceTotals } from './ledger-schema';

/** The balance the person read off the provider's dashboard, and when they entered it. */
export type Balance = NonNullable<CreditLedger['balance']>;

export const EMPTY_LEDGER: CreditLedger = { days: {}, archivedSaved: 0, billedSinceBalance: 0 };

/** Days older than this leave the archive too; "this month" needs 31, the chart 30. */
export const LEDGER_RETENTION_DAYS = 400;
/** Days kept in the stored ledger itself: the chart's 30 and the whole current month. */
export const RECENT_DAYS = 31;

export function recordBilled(ledger: CreditLedger, event: LedgerEvent, timeZone?: string): CreditLedger {
  if (event.id !== undefined && ledger.absorbed?.includes(event.id)) return ledger;
  const day = dayKey(event.at, timeZone);
  const usage = ledger.days[day] ?? {};
  const totals = usage[event.source] ?? { billed: 0, saved: 0, searches: 0 };
  const counts = ledger.balance !== undefined && event.at >= ledger.balance.setAt;
  const billed = event.saved === undefined;
  const type = event.type ?? 'web';
  const dayTypes = ledger.types?.[day] ?? {};
  const endpoint = event.endpoint ?? type;
  // Each billed request on its line: its search type, or the reader's; another endpoint on none.
  const line: LedgerEndpoint | undefined =
    event.endpoint === undefined ? type : event.endpoint === READER_ENDPOINT ? READER_ENDPOINT : undefined;
  return {
    ...ledger,
    ...(billed &&
      line !== undefined && {
        types: { ...ledger.types, [day]: { ...dayTypes, [line]: (dayTypes[line] ?? 0) + event.credits } },
      }),
    // Only a figure the service gave teaches what the next one will cost.
    ...(billed &&
      event.reported !== false && {
        costs: { ...ledger.costs, [costKey(endpoint, event.size, event.page)]: event.credits },
      }),
    days: {
      ...ledger.days,
      [day]: {
        ...usage,
        [event.source]: {
          billed: totals.billed + event.credits,
          saved: totals.saved + (event.saved ?? 0),
          searches: totals.searches + 1,
        },
      },
    },
    billedSinceBalance: ledger.billedSinceBalance + (counts ? event.credits : 0),
    ...(billed && { billedTotal: (ledger.billedTotal ?? 0) + event.credits }),
    ...(event.id !== undefined && { absorbed: [...(ledger.absorbed ?? []), event.id] }),
    // A search the API answered proves there were credits left; a cache hit proves nothing.
    ...(event.saved === undefined ? { exhaustedAt: undefined } : {}),
  };
}

/**
 * The ledger as it stands this moment: as stored, plus the charges counted since and not yet
 * written (pending-charges.ts), each once. Every figure — today, this month, the balances, the
 * estimates — drops at the moment of the charge, not when the record is written.
 */
export function withPending(ledger: CreditLedger, pending: readonly LedgerEvent[], timeZone?: string): CreditLedger {
  return pending.reduce((sum, event) => recordBilled(sum, event, timeZone), ledger);
}

/** Forgets absorbed ids no longer pending: their pending record is gone, so nothing can count them twice. */
export function pruneAbsorbed(ledger: CreditLedger, pendingIds: ReadonlySet<string>): CreditLedger {
  if (ledger.absorbed === undefined) return ledger;
  const absorbed = ledger.absorbed.filter((id) => pendingIds.has(id));
  const { absorbed: _all, ...rest } = ledger;
  return absorbed.length > 0 ? { ...rest, absorbed } : rest;
}

/** The first day the stored ledger keeps: the earlier of 30 days back and the 1st of this month. */
export function firstRecentDay(now: number, timeZone?: string): string {
  const chartStart = lastDays(now, RECENT_DAYS - 1, timeZone)[0] ?? dayKey(now, timeZone);
  const monthStart = `${monthKey(now, timeZone)}-01`;
  return chartStart < monthStart ? chartStart : monthStart;
}

/** Splits off the days before the recent window, for the archive; `archivedSaved` is the caller's to set. */
export function olderDays(
  ledger: CreditLedger,
  now: number,
  timeZone?: string,
): Array<{ day: string; usage: DayUsage }> {
  const first = firstRecentDay(now, timeZone);
  return Object.entries(ledger.days)
    .filter(([day]) => day < first)
    .map(([day, usage]) => ({ day, usage }));
}

/** The ledger without the given days, with what the archive now says the cache saved. */
export function withoutDays(ledger: CreditLedger, days: string[], archivedSaved: number): CreditLedger {
  const gone = new Set(days);
  const types = ledger.types && Object.fromEntries(Object.entries(ledger.types).filter(([day]) => !gone.has(day)));
  return {
    ...ledger,
    days: Object.fromEntries(Object.entries(ledger.days).filter(([day]) => !gone.has(day))),
    ...(types && { types }),
    archivedSaved,
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

/** The sums of one day's totals over every entry point. */
export function dayTotals(usage: DayUsage | undefined): SourceTotals {
  const sum: SourceTotals = { billed: 0, saved: 0, searches: 0 };
  for (const totals of Object.values(usage ?? {})) {
    sum.billed += totals.billed;
    sum.saved += totals.saved;
    sum.searches += totals.searches;
  }
  return sum;
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
  let billedThisMonth = 0;
  let savedByCache = ledger.archivedSaved;
  for (const [day, usage] of Object.entries(ledger.days)) {
    const totals = dayTotals(usage);
    if (day.startsWith(month)) billedThisMonth += totals.billed;
    savedByCache += totals.saved;
  }
  const remaining = remainingCredits(ledger);
  return {
    billedToday: dayTotals(ledger.days[today]).billed,
    billedThisMonth,
    savedByCache,
    ...(remaining !== undefined && { remaining }),
    exhausted: remaining === 0,
  };
}
