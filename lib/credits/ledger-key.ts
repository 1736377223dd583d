/**
 * Where the credit ledger is stored, in a module of its own: a page that only needs to know
 * when the ledger changed (the cost shown before a search) watches this key without loading
 * the ledger's code, which its first bundle cannot afford.
 */
export const CREDIT_LEDGER_KEY = 'local:creditLedger';
