import { LEGACY_CACHE_KEY } from '../cache/legacy-cache';
import { settingsNoticesItem } from '../settings/settings-notices';
import type { LegacyStorage } from './legacy-migration';

export interface LocalSpaceDeps {
  local: LegacyStorage;
  /** Moves the first release's history, if still in storage.local, into IndexedDB (lib/background/legacy-migration.ts). */
  moveLegacyHistory: () => Promise<void>;
}

/**
 * Frees storage.local when its quota refused a ledger write (the ledger moves its own older
 * days to the archive): what else the extension keeps there and can do without. The first
 * release's cache (answers a search fetches again), its history (moved to IndexedDB, not
 * dropped: if IndexedDB cannot take it, it stays), and the settings page's notices of
 * repaired fields (a word for the person, already shown or soon stale). Never a setting, the
 * key or a credit record. Each step is tried whatever the others did.
 */
export function localSpaceFreer(deps: LocalSpaceDeps): () => Promise<void> {
  return async () => {
    await Promise.allSettled([
      deps.local.remove([LEGACY_CACHE_KEY, `${LEGACY_CACHE_KEY}$`]),
      deps.moveLegacyHistory(),
      settingsNoticesItem.removeValue(),
    ]);
  };
}
