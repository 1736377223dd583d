import type { OpenDatabase } from '../storage/database';
import type { SidekickSchema } from '../search/database';
import type { UsageRecorder } from '../search/usage-recorder';
import type { UsagePreferences } from '../settings/usage-preferences';
import type { HistoryStore } from '../history/history-store';
import { createHistoryRecorder } from '../history/history-recorder';
import { createLedgerArchive } from '../credits/ledger-archive';
import { createLedgerRecorder } from '../credits/ledger-recorder';
import { moveLegacyHistory, type LegacyStorage } from './legacy-migration';
import { localSpaceFreer } from './free-local-space';

export interface WorkerUsageDeps {
  local: LegacyStorage;
  open: OpenDatabase<SidekickSchema>;
  history: HistoryStore;
  preferences: () => Promise<UsagePreferences>;
  /** Frees room in IndexedDB (the cache first). */
  freeSpace: () => Promise<void>;
  historyChanged: () => void;
  /** Settles when the first release's data has been moved (or could not be). */
  ready: Promise<void>;
}

/** The worker's two records of each search: the credit ledger and the history, each in its store. */
export function createWorkerUsage(deps: WorkerUsageDeps): UsageRecorder {
  const { local, history, historyChanged, freeSpace, ready } = deps;
  return {
    preferences: deps.preferences,
    ledger: createLedgerRecorder({
      archive: createLedgerArchive(deps.open),
      freeSpace,
      // storage.local is full: free space there, never in IndexedDB, which frees nothing there.
      freeLocalSpace: localSpaceFreer({
        local,
        moveLegacyHistory: () => moveLegacyHistory({ local, history, historyChanged }),
      }),
      ready,
    }),
    history: createHistoryRecorder({
      history,
      preferences: deps.preferences,
      freeSpace,
      historyChanged,
      ready,
    }),
  };
}
