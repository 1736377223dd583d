import type { SearchType } from '../api/search-options';
import { dayKey } from './calendar';
import { dayTotals, expectedCost, type CreditLedger } from './credit-ledger';

/** Why a search was held back: what today has used, the budget, and what this search would add. */
export interface OverBudget {
  billedToday: number;
  dailyBudget: number;
  expected: number;
}

/**
 * The daily budget's rule (DESIGN §4 Credits): a search whose expected cost would take today's
 * billed credits past the budget is over it. The expected cost is what the last search of the
 * same type and size was billed, or 1 before any was — an unknown cost is not a free one.
 * Reaching the budget exactly is allowed; passing it is not. No budget: never over.
 */
export function overDailyBudget(
  ledger: CreditLedger,
  dailyBudget: number | undefined,
  request: { type?: SearchType; numberOfResults?: number },
  now: number,
  timeZone?: string,
): OverBudget | undefined {
  const expected = expectedCost(ledger, request.type, request.numberOfResults) ?? 1;
  return overDailyBudgetBy(ledger, dailyBudget, expected, now, timeZone);
}

/** The same rule for a request whose expected cost is known (a page read here: expectedReadCost). */
export function overDailyBudgetBy(
  ledger: CreditLedger,
  dailyBudget: number | undefined,
  expected: number,
  now: number,
  timeZone?: string,
): OverBudget | undefined {
  if (dailyBudget === undefined) return undefined;
  const billedToday = dayTotals(ledger.days[dayKey(now, timeZone)]).billed;
  return billedToday + expected > dailyBudget ? { billedToday, dailyBudget, expected } : undefined;
}
