import { t } from '../../i18n/messages';
import { SYNC_GROUPS } from './sync-groups';
import type { SyncArea } from './sync-area';
import type { StorageChanges } from './sync-conflicts';

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The slice of storage.sync a probe needs. */
export interface SyncProbe {
  get(keys: string[]): Promise<unknown>;
}

/**
 * Why sync storage cannot carry the settings here, or undefined where it can — as far as an
 * extension can tell: a browser signed out of its sync (or with add-on data left out of it)
 * still stores them, and carries them once the person turns that on. Firefox for Android keeps
 * storage.sync on the device (Firefox bug 1625257); a browser may lack the area, or refuse it
 * (Firefox with webextensions.storage.sync.enabled off).
 */
export async function syncUnavailable(
  sync: SyncProbe | undefined,
  platformOs: () => Promise<string | undefined>,
): Promise<string | undefined> {
  if (!sync) return t('syncNoStorage');
  if ((await platformOs().catch(() => undefined)) === 'android') return t('syncAndroid');
  try {
    await sync.get(['settings.search']);
    return undefined;
  } catch (error) {
    return t('syncStorageRefused', error instanceof Error ? error.message : String(error));
  }
}

/** What sync storage holds now, as changes to weigh (a start, a switch-on). */
export async function remoteGroups(
  sync: SyncArea | undefined,
  platformOs: () => Promise<string | undefined>,
): Promise<StorageChanges | string> {
  const why = await syncUnavailable(sync, platformOs);
  if (why !== undefined || !sync) return why ?? '';
  try {
    const remote = await sync.get(SYNC_GROUPS.map((group) => group.key));
    return Object.fromEntries(SYNC_GROUPS.map((group) => [group.key, { newValue: remote[group.key] }]));
  } catch (error) {
    return t('syncStorageRefused', messageOf(error));
  }
}
