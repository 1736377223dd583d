import { apiBaseUrlItem, apiDialectItem, apiKeyItem, readerUrlItem } from '../settings/settings-items';
import { usagePreferencesItem } from '../settings/usage-preferences';
import { serviceBalanceItem } from '../credits/service-balance';
import { balanceCheckItem } from '../credits/balance-check';
import { pendingChargesItem } from '../credits/pending-charges';
import { creditLedgerItem } from '../credits/ledger-item';
import { syncApiKeySet } from './api-key-items';

export interface CredentialWatchDeps {
  /** Clears every answer cached for the current key and API: searches, pages read, suggestions. */
  clearCaches: () => Promise<void>;
  /** Clears the pages read only. */
  clearReadCache: () => Promise<void>;
  /** Reads the ledger again from storage. */
  reloadLedger: () => Promise<void>;
  refreshBadge: () => Promise<void>;
}

/**
 * The worker's storage-change wiring: answers cached for one key or API must never be served
 * for another, and the badge follows every change to what it shows.
 */
export function watchCredentials({
  clearCaches,
  clearReadCache,
  reloadLedger,
  refreshBadge,
}: CredentialWatchDeps): void {
  // A balance read for one key or address says nothing of another; the new one is read at once.
  const forgetServiceBalance = () => {
    void serviceBalanceItem.removeValue();
    void balanceCheckItem.removeValue();
  };
  apiKeyItem.watch(() => {
    void clearCaches();
    void syncApiKeySet();
    forgetServiceBalance();
  });
  apiBaseUrlItem.watch(() => {
    void clearCaches();
    forgetServiceBalance();
  });
  apiDialectItem.watch(() => {
    void clearCaches();
    forgetServiceBalance();
  });
  // Pages read through one reader are not served for another.
  readerUrlItem.watch(() => void clearReadCache());
  serviceBalanceItem.watch(() => void refreshBadge());
  creditLedgerItem.watch(() => {
    // Another context's write (a repair) is read again; the worker's own leave it as it was.
    void reloadLedger().then(refreshBadge);
  });
  // A charge moves the badge at once, before the ledger is written.
  pendingChargesItem.watch(() => void refreshBadge());
  usagePreferencesItem.watch(() => void refreshBadge());
}
