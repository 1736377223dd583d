import { createSettingsSync } from '../settings/sync/settings-sync';
import { syncLimitsOf, type SyncArea } from '../settings/sync/sync-area';
import type { WorkerBrowser } from '../browser/optional-apis';

/** The settings' sync through storage.sync (opt-in), over the browser's own areas. */
export function workerSettingsSync(api: Pick<WorkerBrowser, 'storage' | 'runtime'>) {
  // storage.sync where the browser has it (typed as always there; some builds lack it).
  const syncArea = (api.storage as { sync?: SyncArea }).sync;
  return createSettingsSync({
    local: api.storage.local,
    sync: syncArea,
    limits: syncLimitsOf(syncArea),
    platformOs: async () => (await api.runtime.getPlatformInfo()).os,
  });
}
