import { storage } from 'wxt/utils/storage';
import { SEARCH_SOURCES, type SearchSource } from '../search/current-search';
import { EMPTY_LEDGER, type CreditLedger, type LedgerEvent } from './credit-ledger';

/** The credit ledger, in storage.local so it outlives the browser session. */
export const creditLedgerItem = storage.defineItem<CreditLedger>('local:creditLedger', {
  fallback: EMPTY_LEDGER,
  version: 1,
});

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function checkEvent(value: unknown): LedgerEvent | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { at, credits, source, saved } = value as Record<string, unknown>;
  if (!isCount(at) || !isCount(credits) || !SEARCH_SOURCES.includes(source as SearchSource)) return undefined;
  return { at, credits, source: source as SearchSource, ...(isCount(saved) && { saved }) };
}

/**
 * Reads a stored ledger defensively: a damaged event is dropped on its own, a damaged
 * balance is forgotten, and everything else is kept (credit records are never discarded wholesale).
 */
export function checkLedger(stored: unknown): CreditLedger {
  if (typeof stored !== 'object' || stored === null) return EMPTY_LEDGER;
  const { events, balance, billedSinceBalance, exhaustedAt } = stored as Record<string, unknown>;
  const checkedEvents = Array.isArray(events) ? events.map(checkEvent).filter((e): e is LedgerEvent => !!e) : [];
  const { amount, setAt } = (typeof balance === 'object' && balance !== null ? balance : {}) as Record<string, unknown>;
  return {
    events: checkedEvents,
    ...(isCount(amount) && isCount(setAt) && { balance: { amount, setAt } }),
    billedSinceBalance: isCount(billedSinceBalance) ? billedSinceBalance : 0,
    ...(isCount(exhaustedAt) && { exhaustedAt }),
  };
}
