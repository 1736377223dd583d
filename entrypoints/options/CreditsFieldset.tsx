import type { ComponentChildren } from 'preact';
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
      <CreditNumberField
        id="credit-balance"
        label={t('creditBalanceLabel')}
        value={value.balance}
        onInput={(balance) => onChange({ balance })}
        placeholder={t('balanceUnknown')}
        describedBy="credit-balance-hint credit-balance-remaining"
      >
        <p class="hint" id="credit-balance-hint">
          {t('creditBalanceHint')}
        </p>
        {remaining !== undefined && (
          <p class="remaining-now" id="credit-balance-remaining">
            {t('remainingNow', formatCredits(remaining))}
          </p>
        )}
      </CreditNumberField>
      <CreditNumberField
        id="low-balance-threshold"
        label={t('lowBalanceThresholdLabel')}
        value={value.lowBalanceThreshold}
        onInput={(lowBalanceThreshold) => onChange({ lowBalanceThreshold })}
      />
      <CreditNumberField
        id="daily-budget"
        label={t('dailyBudgetLabel')}
        value={value.dailyBudget}
        onInput={(dailyBudget) => onChange({ dailyBudget })}
        placeholder={t('dailyBudgetNone')}
        describedBy="daily-budget-hint"
      >
        <p class="hint" id="daily-budget-hint">
          {t('dailyBudgetHint')}
        </p>
      </CreditNumberField>
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

interface CreditNumberFieldProps {
  id: string;
  label: string;
  /** As typed: kept as text so a mistake survives until Save names it. */
  value: string;
  onInput: (value: string) => void;
  placeholder?: string;
  describedBy?: string;
  /** The hints under the field (their ids are in describedBy). */
  children?: ComponentChildren;
}

/** A whole number of credits (0 or more), with its label and hints. */
function CreditNumberField({ id, label, value, onInput, placeholder, describedBy, children }: CreditNumberFieldProps) {
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        value={value}
        onInput={(event) => onInput(event.currentTarget.value)}
        {...(placeholder !== undefined && { placeholder })}
        {...(describedBy !== undefined && { 'aria-describedby': describedBy })}
      />
      {children}
    </div>
  );
}
