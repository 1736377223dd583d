import { formatCredits } from '../../lib/ui/format';
import type { UsageForm } from './save-usage-settings';
import { t } from '../../lib/i18n/messages';

export interface CreditsFieldsetProps {
  value: UsageForm;
  onChange: (change: Partial<UsageForm>) => void;
  /** Credits remaining by the ledger's count, when a balance is known. */
  remaining: number | undefined;
}

/** The balance read off the provider's dashboard, the low-balance warning, the daily budget and the toolbar badge. */
export function CreditsFieldset({ value, onChange, remaining }: CreditsFieldsetProps) {
  return (
    <fieldset>
      <legend>{t('creditsLabel')}</legend>
      <div class="field">
        <label for="credit-balance">{t('creditBalanceLabel')}</label>
        <input
          id="credit-balance"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={value.balance}
          onInput={(event) => onChange({ balance: event.currentTarget.value })}
          placeholder={t('balanceUnknown')}
          aria-describedby="credit-balance-hint credit-balance-remaining"
        />
        <p class="hint" id="credit-balance-hint">
          {t('creditBalanceHint')}
        </p>
        {remaining !== undefined && (
          <p class="remaining-now" id="credit-balance-remaining">
            {t('remainingNow', formatCredits(remaining))}
          </p>
        )}
      </div>
      <div class="field">
        <label for="low-balance-threshold">{t('lowBalanceThresholdLabel')}</label>
        <input
          id="low-balance-threshold"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={value.lowBalanceThreshold}
          onInput={(event) => onChange({ lowBalanceThreshold: event.currentTarget.value })}
        />
      </div>
      <div class="field">
        <label for="daily-budget">{t('dailyBudgetLabel')}</label>
        <input
          id="daily-budget"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={value.dailyBudget}
          onInput={(event) => onChange({ dailyBudget: event.currentTarget.value })}
          placeholder={t('dailyBudgetNone')}
          aria-describedby="daily-budget-hint"
        />
        <p class="hint" id="daily-budget-hint">
          {t('dailyBudgetHint')}
        </p>
      </div>
      <label class="checkbox">
        <input
          type="checkbox"
          checked={value.showBadge}
          onChange={(event) => onChange({ showBadge: event.currentTarget.checked })}
        />
        {t('showBadgeLabel')}
      </label>
    </fieldset>
  );
}
