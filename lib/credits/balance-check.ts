import { defineStoredItem } from '../storage/stored-item';

/**
 * When the service's balance was last asked for, and when it is due again (storage.session,
 * written by the background): the one-minute throttle outlives a stopped worker, and a page
 * that shows the balance asks for the read that billed activity made due (DESIGN §4 Credits).
 */
export interface BalanceCheck {
  /** When the balance was last asked for (epoch ms); 0: never in this browser session. */
  lastAsked: number;
  /** Set when credits were billed within the throttle: the balance is read again at this time. */
  due?: number;
}

export const balanceCheckItem = defineStoredItem<BalanceCheck>('session:balanceCheck', {
  fallback: { lastAsked: 0 },
});

/** A stored check, checked: a damaged one reads as never asked (the worst it does is one read early). */
export function checkBalanceCheck(value: unknown): BalanceCheck {
  if (typeof value !== 'object' || value === null) return { lastAsked: 0 };
  const { lastAsked, due } = value as Partial<BalanceCheck>;
  const time = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  return { lastAsked: time(lastAsked) ? lastAsked : 0, ...(time(due) && { due }) };
}
