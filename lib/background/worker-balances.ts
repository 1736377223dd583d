import type { Settings } from '../settings/read-settings';
import { fetchAccountBalance } from '../api/account-client';
import { serviceBalanceItem } from '../credits/service-balance';
import { balanceCheckItem, checkBalanceCheck } from '../credits/balance-check';
import { balanceRefresher } from '../search/balance-refresher';
import { checkedBalanceFetch } from '../search/check-search-settings';
import type { UsageRecorder } from '../search/usage-recorder';
import { apiKeyOriginsItem } from '../settings/key-origin';
import { keyOriginsSchema } from '../settings/setting-schemas';

/** The service's own balance, read from /account and kept in storage, with the worker's timer. */
export function workerBalances(
  readSettings: () => Promise<Settings>,
  hasHostPermission: (pattern: string) => Promise<boolean>,
  usage: UsageRecorder,
) {
  return balanceRefresher({
    readSettings,
    // The key goes to /account only where a search could send it (the same permission check).
    fetchBalance: checkedBalanceFetch(fetchAccountBalance, hasHostPermission, async () =>
      keyOriginsSchema.parse(await apiKeyOriginsItem.getValue()),
    ),
    store: (balance) => serviceBalanceItem.setValue(balance),
    billedTotal: async () => (await usage.ledger.current()).billedTotal ?? 0,
    readCheck: async () => checkBalanceCheck(await balanceCheckItem.getValue()),
    writeCheck: (check) => balanceCheckItem.setValue(check),
    // While this worker runs; a page that shows the balance asks for the read too (the worker may be stopped).
    schedule: (at, read) => void setTimeout(read, Math.max(0, at - Date.now())),
  });
}
