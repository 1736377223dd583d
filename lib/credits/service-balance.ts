import { defineStoredItem } from '../storage/stored-item';
import type { CreditLedger, CreditSummary } from './credit-ledger';

/**
 * The balance the service itself reported (the live dialect's `GET /account`): what was left
 * on the key when it was read, for the API it was read from. Where it exists it is shown
 * instead of the balance typed in the settings — minus every credit billed since it was read.
 */
export interface ServiceBalance {
  amount: number;
  /** When it was asked for (epoch ms): a charge whose answer came later is not in it. */
  at: number;
  /** The API it came from: a balance read from another address is not shown. */
  baseUrl: string;
  /**
   * The ledger's `billedTotal` (pending charges in) when it was asked for: what the total rose
   * by since is what was billed since. Absent in balances stored before it existed: they are
   * shown as read until the next read.
   */
  mark?: number;
}

export const serviceBalanceItem = defineStoredItem<ServiceBalance | null>('local:serviceBalance', {
  fallback: null,
});

/** A stored balance, checked (each shape it was stored in); null when it is damaged. */
export function checkServiceBalance(value: unknown): ServiceBalance | null {
  if (typeof value !== 'object' || value === null) return null;
  const { amount, at, baseUrl, mark } = value as Partial<ServiceBalance>;
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  if (!count(amount) || !count(at) || typeof baseUrl !== 'string') return null;
  return { amount, at, baseUrl, ...(count(mark) && { mark }) };
}

/** Credits billed since the balance was read: what the ledger's running total rose by since (never below 0). */
export function billedSinceRead(service: ServiceBalance, ledger: Pick<CreditLedger, 'billedTotal'>): number {
  if (service.mark === undefined) return 0;
  return Math.max(0, (ledger.billedTotal ?? 0) - service.mark);
}

/**
 * The credits remaining, where the service reported its balance for the API in use: that
 * balance minus every credit billed since it was read (DESIGN §4 Credits: never older than the
 * last charge), as of when it was read — 0 if the service has refused a search for lack of
 * credits since. Elsewhere the summary stands (the hand-entered balance, if any).
 */
export function withServiceBalance(
  summary: CreditSummary,
  ledger: Pick<CreditLedger, 'exhaustedAt' | 'billedTotal'>,
  service: ServiceBalance | null | undefined,
  baseUrl: string | undefined,
): CreditSummary & { remainingAt?: number; billedSince?: number } {
  if (!service || service.baseUrl !== baseUrl) return summary;
  const refusedSince = ledger.exhaustedAt !== undefined && ledger.exhaustedAt > service.at;
  const billedSince = billedSinceRead(service, ledger);
  const remaining = refusedSince ? 0 : Math.max(0, service.amount - billedSince);
  return { ...summary, remaining, remainingAt: service.at, billedSince, exhausted: remaining === 0 };
}
