import { defineStoredItem } from '../storage/stored-item';

/** Something the person should know about their stored data (a damaged field that was reset). */
export interface SettingsNotice {
  /** The field as the options page names it. */
  field: string;
  message: string;
  at: number;
}

export const settingsNoticesItem = defineStoredItem<SettingsNotice[]>('local:settingsNotices', {
  fallback: [],
});
