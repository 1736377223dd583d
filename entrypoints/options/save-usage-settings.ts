import { checkLedger, creditLedgerItem } from '../../lib/credits/ledger-item';
import { usagePreferencesItem } from '../../lib/settings/usage-preferences';
import { usagePreferencesSchema } from '../../lib/settings/setting-schemas';
import { setBalance } from '../../lib/ui/data-actions';
import { dropAllSnapshots } from '../../lib/ui/shell-snapshot';
import { checkBalance, checkDailyBudget, checkWholeNumber } from '../../lib/settings/settings-fields';
import { formatNumber } from '../../lib/i18n/format-number';
import { t } from '../../lib/i18n/messages';

/** The credits, cache and history fields as typed (numbers stay text until checked). */
export interface UsageForm {
  /** '' = balance unknown. */
  balance: string;
  lowBalanceThreshold: string;
  showBadge: boolean;
  cacheTtlMinutes: string;
  privateMode: boolean;
  /** '' = no daily budget. */
  dailyBudget: string;
}

export interface UsageSaveOutcome {
  problems: string[];
  /** The number fields as stored, for the ones that were saved. */
  saved: Partial<Pick<UsageForm, 'balance' | 'lowBalanceThreshold' | 'cacheTtlMinutes' | 'dailyBudget'>>;
}

export const MAX_CACHE_MINUTES = 7 * 24 * 60;
const MAX_THRESHOLD = 1e9;

/**
 * Stores each valid usage preference on its own (an invalid one keeps its stored value),
 * and the balance through the background — only when it changed, because entering a
 * balance restarts the count of credits billed since (DESIGN §4 Credits).
 */
export async function saveUsageSettings(form: UsageForm): Promise<UsageSaveOutcome> {
  const problems: string[] = [];
  const saved: UsageSaveOutcome['saved'] = {};

  const [storedPreferences, storedLedger] = await Promise.all([
    usagePreferencesItem.getValue(),
    creditLedgerItem.getValue(),
  ]);
  const preferences = usagePreferencesSchema.parse(storedPreferences);

  const threshold = checkWholeNumber(form.lowBalanceThreshold, 0, MAX_THRESHOLD, t('thresholdInvalid'));
  if (threshold.ok) {
    preferences.lowBalanceThreshold = threshold.value;
    saved.lowBalanceThreshold = String(threshold.value);
  } else problems.push(threshold.message);

  const ttl = checkWholeNumber(
    form.cacheTtlMinutes,
    0,
    MAX_CACHE_MINUTES,
    t('cacheTtlInvalid', formatNumber(MAX_CACHE_MINUTES)),
  );
  if (ttl.ok) {
    preferences.cacheTtlMinutes = ttl.value;
    saved.cacheTtlMinutes = String(ttl.value);
  } else problems.push(ttl.message);

  const budget = checkDailyBudget(form.dailyBudget);
  if (budget.ok) {
    if (budget.value === null) delete preferences.dailyBudget;
    else preferences.dailyBudget = budget.value;
    saved.dailyBudget = budget.value === null ? '' : String(budget.value);
  } else problems.push(budget.message);

  preferences.showBadge = form.showBadge;
  preferences.privateMode = form.privateMode;
  // Private mode keeps nothing: the windows' snapshots of their last answers go at once (shell-snapshot.ts).
  if (form.privateMode) dropAllSnapshots(localStorage);
  const writes: Array<Promise<unknown>> = [usagePreferencesItem.setValue(preferences)];

  const balance = checkBalance(form.balance);
  if (!balance.ok) problems.push(balance.message);
  else {
    saved.balance = balance.value === null ? '' : String(balance.value);
    const storedBalance = checkLedger(storedLedger).balance?.amount ?? null;
    if (balance.value !== storedBalance) {
      writes.push(
        setBalance(balance.value).then((recorded) => {
          if (!recorded) problems.push(t('balanceNotRecorded'));
        }),
      );
    }
  }

  await Promise.all(writes);
  return { problems, saved };
}
