import { defineStoredItem } from '../../storage/stored-item';

/** The person's choice, saved with Save on the options page; each browser has its own (never synced). */
export const syncOnItem = defineStoredItem<boolean>('local:settingsSyncOn', { fallback: false });

/** What the options page says about the sync; written by the worker only. */
export interface SyncReport {
  /** The groups taken from sync storage when sync was switched on here. */
  taken?: string[];
  /** Groups that do not fit in one synced item: measured, not written, never cut. */
  tooLarge?: Array<{ group: string; bytes: number; limit: number }>;
  /** The browser refused the last write: its words, and when it is tried again. */
  failed?: { message: string; retryAt: number };
  /** Groups from another browser that were not applied: unreadable, or from a newer version. */
  ignored?: Array<{ group: string; newer: boolean }>;
  /** Sync storage cannot be used here: why. */
  unavailable?: string;
}

export interface SyncState {
  /** The first merge after switching on has run: groups were taken, or written for the others. */
  joined: boolean;
  /** Groups changed here and not yet in sync storage, with when each was changed. */
  pending: Record<string, number>;
  report: SyncReport;
}

export const SYNC_OFF: SyncState = { joined: false, pending: {}, report: {} };

export const syncStateItem = defineStoredItem<SyncState>('local:settingsSyncState', { fallback: SYNC_OFF });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored state, each part on its own: a damaged part is as if empty (the worker rebuilds it). */
export function checkSyncState(stored: unknown): SyncState {
  if (!isRecord(stored)) return { joined: false, pending: {}, report: {} };
  const { report } = stored;
  const pending = Object.fromEntries(
    Object.entries(isRecord(stored.pending) ? stored.pending : {}).filter(([, at]) => typeof at === 'number'),
  );
  return {
    joined: stored.joined === true,
    pending: pending as Record<string, number>,
    // The worker's own writing, kept unless its lists are damaged; the page, which renders it,
    // checks it part by part (sync-report-lines.ts).
    report:
      isRecord(report) && [report.tooLarge, report.ignored].every((list) => list === undefined || Array.isArray(list))
        ? report
        : {},
  };
}
