import { apiBaseUrlItem, apiDialectItem, apiKeyItem, readerUrlItem } from '../settings/settings-items';
import { usagePreferencesItem } from '../settings/usage-preferences';
import { serviceBalanceItem } from '../credits/service-balance';
import { balanceCheckItem } from '../credits/balance-check';
import { pendingChargesItem } from '../credits/pending-charges';
import { creditLedgerItem } from '../credits/ledger-item';
import { syncApiKeySet } from './api-key-items';
import type { WorkerCaches } from './worker-caches';
import type { LedgerRecorder } from '../credits/ledger-recorder';

/**
 * The worker's storage-change wiring: answers cached for one key or API must never be served
 * for another, and the badge follows every change to what it shows.
 */
export function watchCredentials(
  caches: Pick<WorkerCaches, 'clear' | 'readCache'>,
  ledger: Pick<LedgerRecorder, 'reload'>,
  refreshBadge: () => Promise<void>,
): void {
  // A balance read for one key or address says nothing of another; the new one is read at once.
  const forgetServiceBalance = () => {
    void serviceBalanceItem.removeValue();
    void balanceCheckItem.removeValue();
  };
  apiKeyItem.watch(() => {
    void caches.clear();
    void syncApiKeySet();
    forgetServiceBalance();
  });
  apiBaseUrlItem.watch(() => {
    void caches.clear();
    forgetServiceBalance();
  });
  apiDialectItem.watch(() => {
    void caches.clear();
    forgetServiceBalance();
  });
  // Pages read through one reader are not served for another.
  readerUrlItem.watch(() => void caches.readCache.clear());
  serviceBalanceItem.watch(() => void refreshBadge());
  creditLedgerItem.watch(() => {
    // Another context's write (a repair) is read again; the worker's own leave it as it was.
    void ledger.reload().then(refreshBadge);
  });
  // A charge moves the badge at once, before the ledger is written.
  pendingChargesItem.watch(() => void refreshBadge());
  usagePreferencesItem.watch(() => void refreshBadge());
}
