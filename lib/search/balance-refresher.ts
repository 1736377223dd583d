import type { AccountBalance } from '../api/account-client';
import type { ServiceBalance } from '../credits/service-balance';
import type { Settings } from '../settings/read-settings';

/** At most one balance request a minute, whatever asks (DESIGN §4 Credits). */
export const BALANCE_INTERVAL_MS = 60_000;

export interface BalanceRefresherDeps {
  readSettings: () => Promise<Settings>;
  fetchBalance: (baseUrl: string, apiKey: string) => Promise<AccountBalance | undefined>;
  store: (balance: ServiceBalance) => Promise<void>;
  now?: () => number;
}

/**
 * Keeps the service's own balance fresh where the service reports one (the Serper-compatible
 * dialect; the documented API has no such endpoint): read when a page opens and after each
 * billed search, never more than once a minute. A failed read keeps what was known.
 */
export function balanceRefresher(deps: BalanceRefresherDeps) {
  const now = deps.now ?? Date.now;
  let lastAsked = Number.NEGATIVE_INFINITY;
  let running: Promise<void> | undefined;

  async function refresh(): Promise<void> {
    const settings = await deps.readSettings();
    if (settings.dialect !== 'serper' || settings.apiKey === '' || settings.apiBaseUrl === '') return;
    if (now() - lastAsked < BALANCE_INTERVAL_MS) return;
    lastAsked = now();
    const answer = await deps.fetchBalance(settings.apiBaseUrl, settings.apiKey);
    if (answer) await deps.store({ amount: answer.balance, at: now(), baseUrl: settings.apiBaseUrl });
  }

  return {
    /** Reads the balance unless it was read in the last minute; one read at a time. */
    refresh(): Promise<void> {
      running ??= refresh()
        .catch(() => undefined)
        .finally(() => (running = undefined));
      return running;
    },
  };
}

export type BalanceRefresher = ReturnType<typeof balanceRefresher>;
