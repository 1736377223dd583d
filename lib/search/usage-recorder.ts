import type { LedgerRecorder } from '../credits/ledger-recorder';
import type { HistoryRecorder } from '../history/history-recorder';
import type { UsagePreferences } from '../settings/usage-preferences';

/**
 * Where a search's two records meet: what it cost (the ledger, credits/) and what it found
 * (the history, history/). The features know nothing of each other; the search flow uses both.
 */
export interface UsageRecorder {
  preferences(): Promise<UsagePreferences>;
  ledger: LedgerRecorder;
  history: HistoryRecorder;
}
