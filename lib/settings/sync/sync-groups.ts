import * as z from 'zod/mini';
import { lenient } from '../../text/tolerant';
import { checkBaseUrl, checkReaderUrl } from '../settings-fields';
import {
  apiDialectSchema,
  displayPreferencesSchema,
  menuPresetsSchema,
  searchDefaultsSchema,
  siteListsSchema,
  usagePreferencesSchema,
} from '../setting-schemas';
import type { SyncGroupName } from './sync-group-labels';
import { itemFields, wholeItem, type SyncedSetting } from './synced-setting';
import { deferredSchema } from '../../text/deferred-schema';

/**
 * Never in storage.sync (DESIGN §4 Security, Sync): it would reach the browser vendor's servers
 * and every device signed in. The key above all; the history and the cache live in IndexedDB,
 * private windows' state in storage.session, and neither area is ever read by the sync. Each
 * entry is a storage.local key or a `key.field`; defining a group with one of them throws.
 */
export const NEVER_SYNCED: readonly string[] = [
  'apiKey',
  // Whether a key is set: says something of the key, and each browser has its own.
  'apiKeySet',
  // The origins the key was entered for: another browser's would let its addresses have this key.
  'apiKeyOrigins',
  // The ledger: credits billed and the balance typed, per browser.
  'creditLedger',
  'serviceBalance',
  // The cache's lifetime and private mode (no history) belong to this browser's data.
  'usagePreferences.cacheTtlMinutes',
  'usagePreferences.privateMode',
  'settingsNotices',
  // Sync's own switch and state: each browser chooses and keeps its own.
  'settingsSyncOn',
  'settingsSyncState',
];

export interface SyncGroup {
  /** Its name in the item's key (`settings.<name>`) and in the state. */
  readonly name: SyncGroupName;
  /** The storage.sync key: one item per group, measured and written whole. */
  readonly key: string;
  readonly settings: readonly SyncedSetting[];
}

export function syncGroup(name: SyncGroupName, settings: SyncedSetting[]): SyncGroup {
  for (const setting of settings) {
    if (NEVER_SYNCED.includes(setting.key) || NEVER_SYNCED.includes(setting.id)) {
      throw new Error(`${setting.id} must never be synced (NEVER_SYNCED).`);
    }
  }
  return { name, key: `settings.${name}`, settings };
}

/** A yes/no as stored, or nothing usable. */
const lenientFlag = deferredSchema(() => lenient(z.boolean()));

/** A stored base URL as Save stores it (empty: none), or nothing usable. */
const baseUrl = (stored: unknown) => {
  if (typeof stored !== 'string') return undefined;
  if (stored.trim() === '') return '';
  const checked = checkBaseUrl(stored);
  return checked.ok ? checked.value : undefined;
};

/** A stored reader address as Save stores it (empty: none), or nothing usable. */
const readerAddress = (stored: unknown) => {
  if (typeof stored !== 'string') return undefined;
  const checked = checkReaderUrl(stored);
  return checked.ok ? checked.value : undefined;
};

/**
 * What travels, grouped: each group is one storage.sync item, written when one of its settings
 * changed here, and taken whole or not at all. To sync a new setting, add it to its group: a
 * whole item with its reader (`wholeItem('readerBaseUrl', check)`), or a field's name in the
 * list of its item's fields. A group must stay under 8 KB (QUOTA_BYTES_PER_ITEM) as people
 * use it: a long list gets a group of its own.
 */
export const SYNC_GROUPS: readonly SyncGroup[] = [
  syncGroup('search', [
    ...itemFields('searchDefaults', (v) => searchDefaultsSchema.parse(v), [
      'type',
      'location',
      'country',
      'numberOfResults',
      'dateRange',
    ]),
    wholeItem('menuPresets', (v) => menuPresetsSchema.parse(v)),
  ]),
  syncGroup(
    'sites',
    itemFields('siteLists', (v) => siteListsSchema.parse(v), ['blocked', 'pinned']),
  ),
  syncGroup('service', [
    wholeItem('apiBaseUrl', baseUrl),
    wholeItem('apiDialect', (v) => apiDialectSchema.parse(v)),
    wholeItem('readerUrl', readerAddress),
  ]),
  syncGroup(
    'credits',
    itemFields('usagePreferences', (v) => usagePreferencesSchema.parse(v), [
      'dailyBudget',
      'lowBalanceThreshold',
      'showBadge',
    ]),
  ),
  syncGroup('display', [
    ...itemFields('displayPreferences', (v) => displayPreferencesSchema.parse(v), ['openLinksIn', 'collapseTabGroups']),
    // Whether results open at their passage. Not the selection button: it is on only with this
    // browser's permission for all sites, which only a click here can grant.
    wholeItem('passageLinks', (stored) => lenientFlag.parse(stored)),
    // The answers that cost nothing (on the device) or 1 credit each (the service's suggestions).
    wholeItem('onDeviceSummaries', (stored) => lenientFlag.parse(stored)),
    wholeItem('onDeviceTranslations', (stored) => lenientFlag.parse(stored)),
    wholeItem('serviceSuggestions', (stored) => lenientFlag.parse(stored)),
  ]),
];

/** Every storage.local key some group reads. */
export const SYNCED_KEYS: readonly string[] = [
  ...new Set(SYNC_GROUPS.flatMap((g) => g.settings.map((setting) => setting.key))),
];
