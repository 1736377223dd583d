import { useEffect } from 'preact/hooks';
import { balanceCheckItem, checkBalanceCheck } from '../credits/balance-check';
import { refreshServiceBalance } from './data-actions';
import { useStoredItem } from './use-stored-item';

/**
 * While the side panel (or a results tab) is open: when credits billed within the one-minute
 * throttle made a read of the service's balance due (storage.session, see balance-refresher.ts),
 * it asks the background for it at that time — the worker may have been stopped meanwhile, and
 * nothing else may happen to wake it, so the number shown does not wait for a page to reopen.
 * The background decides (the service in use, the throttle). Called by the page itself rather
 * than the Credits region, which loads later: this keeps the page's first bundle as it was.
 */
export function useBalanceDue(): void {
  const stored = useStoredItem(balanceCheckItem);
  const due = stored === undefined ? undefined : checkBalanceCheck(stored).due;
  useEffect(() => {
    if (due === undefined) return;
    // A moment after it falls due, so the throttle has surely passed in the worker's clock too.
    const timer = setTimeout(refreshServiceBalance, Math.max(0, due - Date.now()) + 250);
    return () => clearTimeout(timer);
  }, [due]);
}
