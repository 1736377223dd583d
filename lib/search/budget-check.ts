import { searchError, type SearchError } from '../api/search-error';
import type { SearchRequest } from '../api/search-options';
import type { CreditLedger } from '../credits/credit-ledger';
import { overDailyBudget, type OverBudget } from '../credits/daily-budget';
import type { UsagePreferences } from '../settings/usage-preferences';
import { formatNumber } from '../i18n/format-number';
import { t } from '../i18n/messages';
import type { UsageRecorder } from './usage-recorder';

/** What the budget rule needs: the budget set and the ledger as it stood when the search began. */
export interface BudgetBasis {
  dailyBudget: number;
  ledger: CreditLedger;
}

/**
 * Reads the ledger for the budget rule, only when a budget is set: without one, a search
 * waits for nothing more. Started beside the search's other reads so it adds no wait. A
 * ledger that cannot be read stops nothing: the budget guards against spending, and a
 * storage fault is no sign of spending.
 */
export function readBudgetBasis(
  usage: UsageRecorder | undefined,
  preferences: Promise<UsagePreferences> | undefined,
): Promise<BudgetBasis | undefined> {
  return (async () => {
    const dailyBudget = (await preferences)?.dailyBudget;
    if (usage === undefined || dailyBudget === undefined) return undefined;
    return { dailyBudget, ledger: await usage.ledger.read() };
  })().catch(() => undefined);
}

/** The `over-budget` error for a search that would pass today's budget, or undefined when it may go. */
export function budgetError(
  basis: BudgetBasis | undefined,
  request: SearchRequest,
  now: number,
): SearchError | undefined {
  return basis && overBudgetError(overDailyBudget(basis.ledger, basis.dailyBudget, request, now));
}

/** The `over-budget` error saying what today used, the budget, and what was held back would add. */
export function overBudgetError(over: OverBudget | undefined): SearchError | undefined {
  if (!over) return undefined;
  const message = t(
    'errOverBudget',
    formatNumber(over.billedToday),
    formatNumber(over.dailyBudget),
    formatNumber(over.expected),
  );
  return searchError('over-budget', message);
}
