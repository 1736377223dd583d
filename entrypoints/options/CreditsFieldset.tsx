import { formatCredits } from '../../lib/ui/format';
import type { UsageForm } from './save-usage-settings';

export interface CreditsFieldsetProps {
  value: UsageForm;
  onChange: (change: Partial<UsageForm>) => void;
  /** Credits remaining by the ledger's count, when a balance is known. */
  remaining: number | undefined;
}

/** The balance read off the provider's dashboard, the low-balance warning and the toolbar badge. */
export function CreditsFieldset({ value, onChange, remaining }: CreditsFieldsetProps) {
  return (
    <fieldset>
      <legend>Credits</legend>
      <div class="field">
        <label for="credit-balance">Credit balance</label>
        <input
          id="credit-balance"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
          value={value.balance}
          onInput={(event) => onChange({ balance: event.currentTarget.value })}
          placeholder="Unknown"
          aria-describedby="credit-balance-hint credit-balance-remaining"
        />
        <p class="hint" id="credit-balance-hint">
          The balance your provider’s dashboard shows. Credits billed after you save it are subtracted; leave it empty
          if you do not know it.
        </p>
        {remaining !== undefined && (
          <p class="remaining-now" id="credit-balance-remaining">
            Remaining now: {formatCredits(remaining)}
          </p>
        )}
      </div>
      <div class="field">
        <label for="low-balance-threshold">Warn when remaining credits are at or below</label>
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
      <label class="checkbox">
        <input
          type="checkbox"
          checked={value.showBadge}
          onChange={(event) => onChange({ showBadge: event.currentTarget.checked })}
        />
        Show remaining credits on the toolbar button
      </label>
    </fieldset>
  );
}
