import { searchError, type SearchError } from '../api/search-error';
import type { SearchRequest } from '../api/search-options';
import type { CreditLedger } from '../credits/credit-ledger';
import { overDailyBudget } from '../credits/daily-budget';
import type { UsagePreferences } from '../settings/usage-preferences';
import { formatNumber } from '../i18n/format-number';
import { t } from '../i18n/messages';
import type { UsageRecorder } from './usage-recorder';

/** The daily budget set, once the ledger this worker keeps in memory has been read. */
export interface BudgetBasis {
  dailyBudget: number;
}

/**
 * Reads what the budget rule needs, only when a budget is set: without one, a search waits
 * for nothing more. Started beside the search's other reads so it adds no wait; after the
 * worker's first search the ledger is in memory and this waits for the preferences alone. A
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
    await usage.ledger.current();
    return { dailyBudget };
  })().catch(() => undefined);
}

/**
 * The `over-budget` error for a search that would pass today's budget, or undefined when it may
 * go. `ledger` is the ledger as it stands this moment (pending charges in), `running` what the
 * searches in flight are expected to cost: the caller reserves this search's cost in the same
 * turn, so no other search can slip between the check and the reservation.
 */
export function budgetError(
  basis: BudgetBasis | undefined,
  ledger: CreditLedger | undefined,
  running: number,
  request: Pick<SearchRequest, 'numberOfResults' | 'page'> & { type?: string },
  now: number,
): SearchError | undefined {
  if (!basis || !ledger) return undefined;
  const over = overDailyBudget(ledger, basis.dailyBudget, request, now, undefined, running);
  if (!over) return undefined;
  const used = formatNumber(over.billedToday);
  const budget = formatNumber(over.dailyBudget);
  const message =
    over.running === undefined
      ? t('errOverBudget', used, budget, formatNumber(over.expected))
      : t('errOverBudgetRunning', used, budget, formatNumber(over.running), formatNumber(over.expected));
  return searchError('over-budget', message);
}
