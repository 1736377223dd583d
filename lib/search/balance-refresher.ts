import type { AccountBalance } from '../api/account-client';
import type { ServiceBalance } from '../credits/service-balance';
import type { BalanceCheck } from '../credits/balance-check';
import type { Settings } from '../settings/read-settings';
import { serialQueue } from '../storage/serial-queue';

/** At most one balance request a minute, whatever asks (DESIGN §4 Credits). */
export const BALANCE_INTERVAL_MS = 60_000;

export interface BalanceRefresherDeps {
  readSettings: () => Promise<Settings>;
  fetchBalance: (baseUrl: string, apiKey: string) => Promise<AccountBalance | undefined>;
  store: (balance: ServiceBalance) => Promise<void>;
  /** The ledger's running total of credits billed, pending charges in (CreditLedger.billedTotal). */
  billedTotal: () => Promise<number>;
  /** The throttle's state, kept where a stopped worker does not lose it (storage.session). */
  readCheck: () => Promise<BalanceCheck>;
  writeCheck: (check: BalanceCheck) => Promise<void>;
  /** Runs `read` at `at` if this worker still runs then (a page that shows the balance asks too). */
  schedule?: (at: number, read: () => void) => void;
  now?: () => number;
}

/** Why the balance is asked for: a page opened (or a read fell due), or credits were just billed. */
export type BalanceReason = 'open' | 'billed';

/**
 * Keeps the service's own balance fresh where the service reports one (the Serper-compatible
 * dialect; the documented API has no such endpoint): read when a page opens and after credits
 * are billed, never more than once a minute. Credits billed within the minute make a read due
 * when it ends — kept in storage.session, so a page that shows the balance asks for it then
 * even if nothing else happens. Between reads the balance shown is the read minus what was
 * billed since (withServiceBalance). A failed read keeps what was known.
 */
export function balanceRefresher(deps: BalanceRefresherDeps) {
  const now = deps.now ?? Date.now;
  const inOrder = serialQueue();

  async function refresh(reason: BalanceReason): Promise<void> {
    const settings = await deps.readSettings();
    if (settings.dialect !== 'serper' || settings.apiKey === '' || settings.apiBaseUrl === '') return;
    const check = await deps.readCheck();
    if (now() - check.lastAsked < BALANCE_INTERVAL_MS) {
      if (reason === 'billed' && check.due === undefined) {
        const due = check.lastAsked + BALANCE_INTERVAL_MS;
        await deps.writeCheck({ ...check, due });
        deps.schedule?.(due, () => void api.refresh('open'));
      }
      return;
    }
    // What was billed up to now is in the balance read; what is charged from now is counted against it.
    const mark = await deps.billedTotal();
    const at = now();
    const answer = deps.fetchBalance(settings.apiBaseUrl, settings.apiKey);
    await deps.writeCheck({ lastAsked: at });
    const read = await answer;
    if (read) await deps.store({ amount: read.balance, at, baseUrl: settings.apiBaseUrl, mark });
  }

  const api = {
    /** Reads the balance unless it was read in the last minute (then, after billed credits, makes a read due); one at a time. */
    refresh(reason: BalanceReason = 'open'): Promise<void> {
      return inOrder(() => refresh(reason)).catch(() => undefined);
    },
    /** At a worker's start: a read that fell due while no worker ran is made now, one still due is scheduled. */
    async resume(): Promise<void> {
      const { due } = await deps.readCheck().catch((): BalanceCheck => ({ lastAsked: 0 }));
      if (due === undefined) return;
      if (due <= now()) await api.refresh('open');
      else deps.schedule?.(due, () => void api.refresh('open'));
    },
  };
  return api;
}

export type BalanceRefresher = ReturnType<typeof balanceRefresher>;
