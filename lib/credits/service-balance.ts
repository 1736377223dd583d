import { defineStoredItem } from '../storage/stored-item';
import type { CreditLedger, CreditSummary } from './credit-ledger';

/**
 * The balance the service itself reported (the live dialect's `GET /account`): what is left
 * on the key, as of when it was read, for the API it was read from. Where it exists it is
 * shown instead of the balance typed in the settings.
 */
export interface ServiceBalance {
  amount: number;
  /** When it was read (epoch ms). */
  at: number;
  /** The API it came from: a balance read from another address is not shown. */
  baseUrl: string;
}

export const serviceBalanceItem = defineStoredItem<ServiceBalance | null>('local:serviceBalance', {
  fallback: null,
});

/** A stored balance, checked; null when it is damaged. */
export function checkServiceBalance(value: unknown): ServiceBalance | null {
  if (typeof value !== 'object' || value === null) return null;
  const { amount, at, baseUrl } = value as Partial<ServiceBalance>;
  const count = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  return count(amount) && count(at) && typeof baseUrl === 'string' ? { amount, at, baseUrl } : null;
}

/**
 * The credits remaining, where the service reported its balance for the API in use: that
 * balance, as of when it was read — 0 if the service has refused a search for lack of credits
 * since. Elsewhere the summary stands (the hand-entered balance, if any).
 */
export function withServiceBalance(
  summary: CreditSummary,
  ledger: Pick<CreditLedger, 'exhaustedAt'>,
  service: ServiceBalance | null | undefined,
  baseUrl: string | undefined,
): CreditSummary & { remainingAt?: number } {
  if (!service || service.baseUrl !== baseUrl) return summary;
  const refusedSince = ledger.exhaustedAt !== undefined && ledger.exhaustedAt > service.at;
  const remaining = refusedSince ? 0 : service.amount;
  return { ...summary, remaining, remainingAt: service.at, exhausted: remaining === 0 };
}
