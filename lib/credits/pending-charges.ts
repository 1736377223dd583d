import { defineStoredItem } from '../storage/stored-item';
import { SEARCH_SOURCES, type SearchSource } from '../api/search-source';
import { SEARCH_TYPES, type SearchType } from '../api/search-options';
import type { LedgerEvent } from './credit-ledger';

/** A charge counted the moment its answer arrived, before the ledger records it: it has an id. */
export type PendingCharge = LedgerEvent & { id: string };

/**
 * The charges counted but not yet in the ledger (storage.session, written by the background).
 * An answer's credits count from the moment it arrives, while the ledger — whose change every
 * open page hears — is written once the page has painted the answer (bookkeeping.ts). Pages
 * add these to the ledger they show (withPending), so the balance and today's total drop at
 * once; a worker stopped before it wrote the ledger leaves them here, and the next one records
 * them (LedgerRecorder.recoverPending). Small: a few charges of ~150 bytes at most.
 */
export const pendingChargesItem = defineStoredItem<PendingCharge[]>('session:pendingCharges', {
  fallback: [],
});

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

function checkCharge(value: unknown): PendingCharge | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, at, credits, source, type, size, page, endpoint, reported } = value as Record<string, unknown>;
  if (typeof id !== 'string' || id === '' || id.length > 128) return undefined;
  if (!isCount(at) || !isCount(credits) || !SEARCH_SOURCES.includes(source as SearchSource)) return undefined;
  return {
    id,
    at,
    credits,
    source: source as SearchSource,
    ...(SEARCH_TYPES.includes(type as SearchType) && { type: type as SearchType }),
    ...(isCount(size) && { size }),
    ...(isCount(page) && { page }),
    ...(typeof endpoint === 'string' && /^[a-z][a-z0-9-]{0,23}$/u.test(endpoint) && { endpoint }),
    ...(reported === false && { reported: false }),
  };
}

/** The stored pending charges, each checked on its own (a damaged one is dropped alone). */
export function checkPendingCharges(value: unknown): PendingCharge[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((charge) => {
    const checked = checkCharge(charge);
    return checked ? [checked] : [];
  });
}
