import type { Settings } from '../settings/read-settings';
import { checkServiceBalance, serviceBalanceItem, withServiceBalance } from '../credits/service-balance';
import { summarize } from '../credits/credit-ledger';
import { updateBadge } from '../credits/badge';
import type { UsageRecorder } from '../search/usage-recorder';
import type { WorkerBrowser } from '../browser/optional-apis';

/** The toolbar badge's remaining credits, from the ledger, the service's balance and the preferences. */
export function badgeRefresher(
  api: Pick<WorkerBrowser, 'action' | 'browserAction'>,
  usage: UsageRecorder,
  readSettings: () => Promise<Settings>,
): () => Promise<void> {
  return async function refreshBadge(): Promise<void> {
    const [ledger, prefs, service, { apiBaseUrl }] = await Promise.all([
      usage.ledger.current(),
      usage.preferences(),
      serviceBalanceItem.getValue(),
      readSettings(),
    ]);
    const { remaining } = withServiceBalance(
      summarize(ledger, Date.now()),
      ledger,
      checkServiceBalance(service),
      apiBaseUrl,
    );
    // Firefox's MV2 build names the toolbar button browserAction; a browser with neither has no badge.
    const action = api.action ?? api.browserAction;
    if (action) await updateBadge(action, remaining, prefs);
  };
}
