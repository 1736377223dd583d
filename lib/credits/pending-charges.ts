import { defineStoredItem } from '../storage/stored-item';
import type { PendingCharge } from './ledger-schema';

export type { PendingCharge } from './ledger-schema';

/**
 * The charges counted but not yet in the ledger (storage.local beside it, written by the
 * background: a browser closed right after an answer keeps its charge, as it keeps the ledger).
 * An answer's credits count from the moment it arrives, while the ledger — whose change every
 * open page hears — is written once the page has painted the answer (bookkeeping.ts). Pages
 * add these to the ledger they show (withPending), so the balance and today's total drop at
 * once; a worker (or browser) stopped before it wrote the ledger leaves them here, and the next
 * one records them (LedgerRecorder.recoverPending). Small: a few charges of ~150 bytes at most. Read with
 * checkPendingCharges (ledger-item.ts, with pendingChargesSchema).
 */
export const pendingChargesItem = defineStoredItem<PendingCharge[]>('local:pendingCharges', {
  fallback: [],
});
