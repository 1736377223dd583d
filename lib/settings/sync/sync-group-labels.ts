import type { MessageKey } from '../../i18n/messages';

/**
 * How the options page names each sync group — apart from the groups themselves (sync-groups.ts),
 * whose readers the page that only names them does not need.
 */
export const SYNC_GROUP_LABELS = {
  search: 'syncGroupSearch',
  sites: 'syncGroupSites',
  service: 'syncGroupService',
  credits: 'syncGroupCredits',
  display: 'syncGroupDisplay',
} as const satisfies Record<string, MessageKey>;

export type SyncGroupName = keyof typeof SYNC_GROUP_LABELS;
