import { lastDays, monthKey } from './calendar';
import type { CreditLedger, LedgerEndpoint, SourceTotals } from './ledger-schema';
import type { SearchSource } from '../api/search-source';

// The ledger broken down for the options page's usage section: per day and source, per search type.

export interface DailyUsage {
  day: string;
  credits: number;
  bySource: Partial<Record<SearchSource, number>>;
}

/** Credits per calendar day for the last `days` days, oldest first, zero-filled. */
export function dailyUsage(ledger: CreditLedger, now: number, days = 30, timeZone?: string): DailyUsage[] {
  return lastDays(now, days, timeZone).map((day) => {
    const bySource: DailyUsage['bySource'] = {};
    let credits = 0;
    for (const [source, totals] of Object.entries(ledger.days[day] ?? {}) as Array<[SearchSource, SourceTotals]>) {
      if (totals.billed === 0) continue;
      bySource[source] = totals.billed;
      credits += totals.billed;
    }
    return { day, credits, bySource };
  });
}

/** Credits billed this month per search type (and by the reader), the types with none left out. */
export function billedByType(
  ledger: CreditLedger,
  now: number,
  timeZone?: string,
): Partial<Record<LedgerEndpoint, number>> {
  const month = monthKey(now, timeZone);
  const totals: Partial<Record<LedgerEndpoint, number>> = {};
  for (const [day, byType] of Object.entries(ledger.types ?? {})) {
    if (!day.startsWith(month)) continue;
    for (const [type, credits] of Object.entries(byType) as Array<[LedgerEndpoint, number]>) {
      if (credits > 0) totals[type] = (totals[type] ?? 0) + credits;
    }
  }
  return totals;
}
