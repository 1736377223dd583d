import { dayKey } from './calendar';
import { dayTotals, type CreditLedger } from './credit-ledger';
import { searchCost } from './expected-cost';

/** Why a search was held back: what today has used, the budget, and what this search would add. */
export interface OverBudget {
  billedToday: number;
  dailyBudget: number;
  expected: number;
  /** What searches still running are expected to cost (absent: none is). */
  running?: number;
}

/**
 * The daily budget's rule (DESIGN §4 Credits): a search whose expected cost would take today's
 * credits past the budget is over it. Today's credits are those billed (the ledger as it stands
 * this moment: an answer counts from its arrival) and those of searches still running, at their
 * expected cost, so searches sent close together cannot pass it between them. The expected
 * cost is what the last search of the same type, size and page was billed, else the prior
 * (expected-cost.ts) — never 0. Reaching the budget exactly is allowed; passing it is not.
 * No budget: never over.
 */
export function overDailyBudget(
  ledger: CreditLedger,
  dailyBudget: number | undefined,
  request: { type?: string; numberOfResults?: number; page?: number },
  now: number,
  timeZone?: string,
  running = 0,
): OverBudget | undefined {
  if (dailyBudget === undefined) return undefined;
  const billedToday = dayTotals(ledger.days[dayKey(now, timeZone)]).billed;
  const expected = searchCost(ledger, request);
  if (billedToday + running + expected <= dailyBudget) return undefined;
  return { billedToday, dailyBudget, expected, ...(running > 0 && { running }) };
}
