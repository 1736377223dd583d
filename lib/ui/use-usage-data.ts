import { useMemo } from 'preact/hooks';
import { withPending, type CreditLedger } from '../credits/credit-ledger';
import { checkLedger, checkPendingCharges, creditLedgerItem } from '../credits/ledger-item';
import { pendingChargesItem } from '../credits/pending-charges';
import { checkServiceBalance, serviceBalanceItem, type ServiceBalance } from '../credits/service-balance';
import { checkUsagePreferences, usagePreferencesItem, type UsagePreferences } from '../settings/usage-preferences';
import { useStoredItem } from './use-stored-item';

/*
 * Pages read the ledger and the usage preferences straight from storage,
 * checked on every read (a damaged field falls back alone), and re-render when the
 * background changes them. `undefined` until the first read has finished.
 */

/**
 * The ledger as it stands this moment: as stored, plus the charges the background has counted
 * and not yet written (pending-charges.ts), each once — so what a page shows drops the moment an
 * answer is billed, not when the ledger is written after the answer was painted.
 */
export function useCreditLedger(): CreditLedger | undefined {
  const stored = useStoredItem(creditLedgerItem);
  const pending = useStoredItem(pendingChargesItem);
  return useMemo(
    () => (stored === undefined ? undefined : withPending(checkLedger(stored), checkPendingCharges(pending ?? []))),
    [stored, pending],
  );
}

/** The service's own balance, as last read (the live dialect), or null. */
export function useServiceBalance(): ServiceBalance | null | undefined {
  const stored = useStoredItem(serviceBalanceItem);
  return useMemo(() => (stored === undefined ? undefined : checkServiceBalance(stored)), [stored]);
}

export function useUsagePreferences(): UsagePreferences | undefined {
  const stored = useStoredItem(usagePreferencesItem);
  return useMemo(() => (stored === undefined ? undefined : checkUsagePreferences(stored)), [stored]);
}
